// The signed-in manager of an Azure subscription bills an account the user owns. Apart
// from ./mutations so that the registration pages do not load it (the bundle budgets).
import type { AccountType, MarketplaceRegistration } from '@dbcloud/api-client';
import { unwrap } from '@dbcloud/api-client';
import { useMutation } from '@tanstack/react-query';
import { errorToast, type MutationCallbacks, tenantKey } from '../../app/mutations';
import { sessionKeys } from '../../app/session';
import { useRootContext } from '../../app/use-root-context';

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
  const { api, queryClient } = useRootContext();
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
        queryClient.invalidateQueries({ queryKey: tenantKey(link.domainName) }),
      ]);
      await onSuccess?.(registration, link);
    },
    onError: onError ?? errorToast('The subscription was not linked'),
  });
}
