// The account area's query keys, and its users query: the account page lists the users, and the
// role-required state names who can grant a role from the same answer.
import { type ApiClient, unwrap } from '@dbcloud/api-client';
import { queryOptions } from '@tanstack/react-query';
import { keysOf } from '../app/session';

const account = keysOf('tenant', 'account');
export const accountKeys = {
  all: (domainName: string) => account(domainName),
  info: (domainName: string) => account(domainName, 'info'),
  billing: (domainName: string) => account(domainName, 'billing'),
  users: (domainName: string) => account(domainName, 'users'),
};

/** The account's owner, members and invitations (GET account/get-users-info). */
export const accountUsersQuery = (api: ApiClient, domainName: string) =>
  queryOptions({
    queryKey: accountKeys.users(domainName),
    queryFn: ({ signal }) =>
      unwrap(api.GET('/account/get-users-info/{domainName}', { params: { path: { domainName } }, signal })),
  });
