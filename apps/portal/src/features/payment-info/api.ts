// The billing page's payment information: read with the account's billing summary
// (GET account/get-billing-info answers it under `results.paymentInfo`), changed by the payment-info
// operations (mutations.ts), which answer it too.
import { type ApiClient, type PaymentInfo, type UserCloudAccount, unwrap } from '@dbcloud/api-client';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { can } from '../../app/access';
import { keysOf } from '../../app/session';

const paymentInfo = keysOf('tenant', 'payment-info');
export const paymentInfoKeys = {
  info: (domainName: string) => paymentInfo(domainName),
};

/** The account's payment information: billing contact, invoice details and recipient, cards. */
export const paymentInfoQuery = (api: ApiClient, domainName: string) =>
  queryOptions({
    queryKey: paymentInfoKeys.info(domainName),
    queryFn: async ({ signal }): Promise<PaymentInfo> => {
      const { results } = await unwrap(
        api.GET('/account/get-billing-info/{domainName}', { params: { path: { domainName } }, signal }),
      );
      return results.paymentInfo;
    },
  });

/** What the payment section can show the user in this account. */
export type PaymentAccess = 'marketplace' | 'no-role' | 'manage';

/**
 * A marketplace bills marketplace accounts (no forms); the forms need the BillingInformation role
 * (the server answers 403 without it).
 */
export function paymentAccessOf(account: UserCloudAccount): PaymentAccess {
  if (account.managedBy !== 'direct') return 'marketplace';
  return can(account, 'getAccountBillingInfo') ? 'manage' : 'no-role';
}

/** Starts loading the section's data when the user may see it (the billing route's loader). */
export function prefetchPaymentInfo(
  { api, queryClient }: { api: ApiClient; queryClient: QueryClient },
  account: UserCloudAccount,
  domainName: string,
): Promise<void> {
  if (paymentAccessOf(account) !== 'manage') return Promise.resolve();
  return queryClient.prefetchQuery(paymentInfoQuery(api, domainName));
}
