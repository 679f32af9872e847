// The signed-in manager of an Azure subscription bills an account the user owns. Apart
// from ./mutations so that the registration pages do not load it (the bundle budgets).
import type { AccountType, MarketplaceRegistration } from '@dbcloud/api-client';
import { unwrap } from '@dbcloud/api-client';
import { mutationHook } from '../../app/mutation-hook';
import { tenantKey } from '../../app/mutations';
import { sessionKeys } from '../../app/session';

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
export const useLinkSubscription = mutationHook<MarketplaceRegistration, SubscriptionLink>({
  call: (api, { token, ...account }) =>
    unwrap(
      api.POST('/azure-marketplace/register-subscription', {
        body: { marketplaceToken: token, ...account, acceptTerms: true },
      }),
    ),
  // Refetch, not just invalidate: route loaders read the user with ensureQueryData, which would
  // otherwise hand back the cached (invalidated) answer.
  settle: (queryClient, _registration, link) =>
    Promise.all([
      queryClient.refetchQueries({ queryKey: sessionKeys.all }),
      queryClient.invalidateQueries({ queryKey: tenantKey(link.domainName) }),
    ]),
  failed: 'The subscription was not linked',
});
