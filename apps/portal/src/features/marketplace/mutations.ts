// Marketplace registrations: an Azure Marketplace subscription or an AWS Marketplace
// customer becomes a cloud account billed by the marketplace. Billing an account the user owns
// (Azure, signed in) is in ./link-mutations: only its page loads it (the bundle budgets).
import type { AccountType, MarketplaceRegistration } from '@dbcloud/api-client';
import { unwrap } from '@dbcloud/api-client';
import { useMutation } from '@tanstack/react-query';
import { errorToast, type MutationCallbacks } from '../../app/mutations';
import type { Marketplace } from '../../app/site-labels';
import { useRootContext } from '../../app/use-root-context';

export interface NewMarketplaceAccount {
  marketplace: Marketplace;
  /** The marketplace's token from the address: Azure's `marketplaceToken`, AWS's `registrationToken`. */
  token: string;
  email: string;
  domainName: string;
  accountType: AccountType;
}

/** A new account billed by the marketplace (POST azure-marketplace/… or aws-marketplace/…). */
export function useRegisterMarketplaceAccount({
  onSuccess,
  onError,
}: MutationCallbacks<MarketplaceRegistration, NewMarketplaceAccount> = {}) {
  const { api } = useRootContext();
  return useMutation({
    mutationFn: ({ marketplace, token, ...account }: NewMarketplaceAccount) => {
      const body = { ...account, acceptTerms: true as const };
      return unwrap(
        marketplace === 'azure'
          ? api.POST('/azure-marketplace/register-subscription', {
              body: { marketplaceToken: token, ...body },
            })
          : api.POST('/aws-marketplace/register-customer', { body: { registrationToken: token, ...body } }),
      );
    },
    onSuccess,
    onError: onError ?? errorToast('The account was not created'),
  });
}
