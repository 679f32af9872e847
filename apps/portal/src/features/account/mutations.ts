// The account page's changes (README "Mutations"): invitations and members. Each refreshes the account's
// users and details (their counts).
import { type AccountUser, type InviteUserRequest, type Success, unwrap } from '@dbcloud/api-client';
import type { QueryClient } from '@tanstack/react-query';
import { inAccount, mutationHook } from '../../app/mutation-hook';
import { accountKeys } from './api';

export interface UserRef {
  domainName: string;
  email: string;
}

export type Invitation = { domainName: string } & InviteUserRequest;

/** The account's users and details (their counts) load again. */
const usersChanged = (queryClient: QueryClient, _data: unknown, { domainName }: { domainName: string }) =>
  queryClient.invalidateQueries({ queryKey: accountKeys.all(domainName) });

/** POST users/invite: mails the invitee a link to join. */
export const useInviteUser = mutationHook<AccountUser, Invitation>({
  call: (api, { domainName, ...body }) =>
    unwrap(api.POST('/users/invite/{domainName}', { ...inAccount(domainName), body })),
  settle: usersChanged,
  failed: 'The invitation was not sent',
});

/** POST users/cancel-invitation: the invitation's link stops working. */
export const useCancelInvitation = mutationHook<Success, UserRef>({
  call: (api, { domainName, email }) =>
    unwrap(api.POST('/users/cancel-invitation/{domainName}', { ...inAccount(domainName), body: { email } })),
  settle: usersChanged,
  failed: 'The invitation was not cancelled',
});

/** DELETE users/unlink (with its body): the member loses every role in the account. */
export const useUnlinkUser = mutationHook<Success, UserRef>({
  call: (api, { domainName, email }) =>
    unwrap(api.DELETE('/users/unlink/{domainName}', { ...inAccount(domainName), body: { email } })),
  settle: usersChanged,
  failed: 'The user was not removed',
});
