// The account's monthly budget (GET billing/budget) and this month's costs (GET billing/current-summary):
// read by the billing page, the budget banner, the product dialogs' "over your budget" warning and the
// products list's cost column, so they live here where every feature may use them. Keyed under billing's
// keys (`['tenant', domainName, 'billing', …]`): what refreshes billing refreshes them.
import { type ApiClient, type Money, unwrap } from '@dbcloud/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { can } from '../../app/access';
import { keysOf, userQuery } from '../../app/session';
import { useRootContext } from '../../app/use-root-context';

const billing = keysOf('tenant', 'billing');
export const budgetKey = (domainName: string) => billing(domainName, 'budget');
export const currentSummaryKey = (domainName: string) => billing(domainName, 'current-summary');

/** The current period's running costs per product and the forecast (GET billing/current-summary). */
export const currentSummaryQuery = (api: ApiClient, domainName: string) =>
  queryOptions({
    // a failed part shows its error and retry in place, and is not fetched again just because it mounts
    retryOnMount: false,
    queryKey: currentSummaryKey(domainName),
    queryFn: ({ signal }) =>
      unwrap(api.GET('/billing/current-summary/{domainName}', { params: { path: { domainName } }, signal })),
  });

/** Whether the signed-in user may call `operationId` in `domainName` (the user is loaded on every account page). */
export function useCan(domainName: string, operationId: 'getBillingBudget' | 'getBillingCurrentSummary') {
  const { api } = useRootContext();
  const user = useQuery(userQuery(api));
  const account = user.data?.cloudAccounts.find((candidate) => candidate.domainName === domainName);
  return account !== undefined && can(account, operationId);
}

/** Each product's costs this month so far (before credits), by product id; undefined without the role or yet. */
export function useMonthCosts(domainName: string): ReadonlyMap<string, Money> | undefined {
  const { api } = useRootContext();
  const allowed = useCan(domainName, 'getBillingCurrentSummary');
  const summary = useQuery({ ...currentSummaryQuery(api, domainName), enabled: allowed });
  if (!allowed || !summary.data) return undefined;
  return new Map(summary.data.lines.map((line) => [line.productId, line.amount]));
}

export const budgetQuery = (api: ApiClient, domainName: string) =>
  queryOptions({
    queryKey: budgetKey(domainName),
    queryFn: ({ signal }) =>
      unwrap(api.GET('/billing/budget/{domainName}', { params: { path: { domainName } }, signal })),
  });
