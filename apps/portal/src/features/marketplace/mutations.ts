// Marketplace registrations (DESIGN §7): an Azure Marketplace subscription or an AWS Marketplace
// customer becomes a cloud account billed by the marketplace, or (Azure, signed in) bills an
// account the user owns.
import type { AccountType, MarketplaceRegistration } from '@dbcloud/api-client';
import { unwrap } from '@dbcloud/api-client';
import { useMutation } from '@tanstack/react-query';
import { errorToast, type MutationCallbacks } from '../../app/mutations';
import { sessionKeys } from '../../app/session';
import { useAppContext } from '../../app/use-app-context';
import type { Marketplace } from './components/marketplaces';

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
  const { api } = useAppContext();
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

export interface SubscriptionLink {
  token: string;
  /** The signed-in owner's e-mail. */
  email: string;
  domainName: string;
  /** Ignored when linking: the account keeps its type. */
  accountType: AccountType;
}

/**
 * Signed in, the Azure registration links the subscription to the existing account `domainName`, which
 * the user must own. The account's `managedBy` and its billing change.
 */
export function useLinkSubscription({
  onSuccess,
  onError,
}: MutationCallbacks<MarketplaceRegistration, SubscriptionLink> = {}) {
  const { api, queryClient } = useAppContext();
  return useMutation({
    mutationFn: ({ token, ...account }: SubscriptionLink) =>
      unwrap(
        api.POST('/azure-marketplace/register-subscription', {
          body: { marketplaceToken: token, ...account, acceptTerms: true },
        }),
      ),
    onSuccess: async (registration, link) => {
      // Refetch, not just invalidate: route loaders read the user with ensureQueryData, which would
      // otherwise hand back the cached (invalidated) answer.
      await Promise.all([
        queryClient.refetchQueries({ queryKey: sessionKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['tenant', link.domainName] }),
      ]);
      await onSuccess?.(registration, link);
    },
    onError: onError ?? errorToast('The subscription was not linked'),
  });
}
