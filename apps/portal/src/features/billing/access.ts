import type { UserCloudAccount } from '@dbcloud/api-client';
import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import { can } from '../../app/access';

/** The billing pages' gate (components/role-required.tsx): costs, invoices and payments need the Billing role. */
export const billingGate = (account: UserCloudAccount) => ({
  account,
  operation: 'getBillingCurrentSummary' as const,
  title: `You don’t have access to billing in ${account.domainName}`,
  reason: 'Billing needs the Billing role.',
});

/**
 * A billing page's loader: starts its query when the account may read billing (else the page shows the
 * gate). It does not wait: the page shows its skeleton, then the document or what failed with a retry.
 * The loader goes with the page's chunk, not into the entry chunk every page loads first (the bundle
 * budgets).
 */
export function prefetchForBilling<T, K extends QueryKey>(
  { account, queryClient }: { account: UserCloudAccount; queryClient: QueryClient },
  query: FetchQueryOptions<T, Error, T, K>,
): void {
  if (can(account, billingGate(account).operation)) void queryClient.prefetchQuery(query);
}
