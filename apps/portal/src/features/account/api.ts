// The account page: the account's details, its billing information summary, and its
// users and pending invitations (the area's keys and users query are shared with the role-required
// state: components/account-keys.ts).
import { type ApiClient, unwrap } from '@dbcloud/api-client';
import { queryOptions } from '@tanstack/react-query';
import { accountKeys, accountUsersQuery } from '../../components/account-keys';

export { accountKeys, accountUsersQuery };

export const accountInfoQuery = (api: ApiClient, domainName: string) =>
  queryOptions({
    queryKey: accountKeys.info(domainName),
    queryFn: ({ signal }) =>
      unwrap(api.GET('/account/get-info/{domainName}', { params: { path: { domainName } }, signal })),
  });

/** The billing information summary: the answer's `results`. */
export const accountBillingQuery = (api: ApiClient, domainName: string) =>
  queryOptions({
    queryKey: accountKeys.billing(domainName),
    queryFn: async ({ signal }) =>
      (
        await unwrap(
          api.GET('/account/get-billing-info/{domainName}', { params: { path: { domainName } }, signal }),
        )
      ).results,
  });
