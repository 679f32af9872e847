// The account page: the account's details, its billing information summary, and its
// users and pending invitations (the users query is shared with RoleRequired: components/role-required).
import { type ApiClient, unwrap } from '@dbcloud/api-client';
import { queryOptions } from '@tanstack/react-query';
import { accountUsersQuery } from '../../components/role-required';

export { accountUsersQuery };

export const accountKeys = {
  all: (domainName: string) => ['tenant', domainName, 'account'] as const,
  info: (domainName: string) => ['tenant', domainName, 'account', 'info'] as const,
  billing: (domainName: string) => ['tenant', domainName, 'account', 'billing'] as const,
};

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
