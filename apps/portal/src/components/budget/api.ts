// The account's monthly budget (GET billing/budget): read by the billing page, the budget banner and the
// product dialogs' "over your budget" warning, so it lives here where every feature may use it. Keyed
// under billing's keys (`['tenant', domainName, 'billing', 'budget']`): what refreshes billing refreshes it.
import { type ApiClient, unwrap } from '@dbcloud/api-client';
import { queryOptions } from '@tanstack/react-query';
import { keysOf } from '../../app/session';

const billing = keysOf('tenant', 'billing');
export const budgetKey = (domainName: string) => billing(domainName, 'budget');

export const budgetQuery = (api: ApiClient, domainName: string) =>
  queryOptions({
    queryKey: budgetKey(domainName),
    queryFn: ({ signal }) =>
      unwrap(api.GET('/billing/budget/{domainName}', { params: { path: { domainName } }, signal })),
  });
