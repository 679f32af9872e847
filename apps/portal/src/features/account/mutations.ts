// The account page's changes (README "Mutations"): invitations and members. Each refreshes the account's
// users and details (their counts).
import { type AccountUser, type InviteUserRequest, type Success, unwrap } from '@dbcloud/api-client';
import { useMutation } from '@tanstack/react-query';
import { errorToast, type MutationCallbacks } from '../../app/mutations';
import { useRootContext } from '../../app/use-root-context';
import { accountKeys } from './api';

export interface UserRef {
  domainName: string;
  email: string;
}

export type Invitation = { domainName: string } & InviteUserRequest;

function useRefresh() {
  const { queryClient } = useRootContext();
  return (domainName: string) => queryClient.invalidateQueries({ queryKey: accountKeys.all(domainName) });
}

/** POST users/invite: mails the invitee a link to join. */
export function useInviteUser({ onSuccess, onError }: MutationCallbacks<AccountUser, Invitation> = {}) {
  const { api } = useRootContext();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ domainName, ...body }: Invitation) =>
      unwrap(api.POST('/users/invite/{domainName}', { params: { path: { domainName } }, body })),
    onSuccess: async (data, variables) => {
      await refresh(variables.domainName);
      await onSuccess?.(data, variables);
    },
    onError: onError ?? errorToast('The invitation was not sent'),
  });
}

/** POST users/cancel-invitation: the invitation's link stops working. */
export function useCancelInvitation({ onSuccess, onError }: MutationCallbacks<Success, UserRef> = {}) {
  const { api } = useRootContext();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ domainName, email }: UserRef) =>
      unwrap(
        api.POST('/users/cancel-invitation/{domainName}', {
          params: { path: { domainName } },
          body: { email },
        }),
      ),
    onSuccess: async (data, variables) => {
      await refresh(variables.domainName);
      await onSuccess?.(data, variables);
    },
    onError: onError ?? errorToast('The invitation was not cancelled'),
  });
}

/** DELETE users/unlink (with its body): the member loses every role in the account. */
export function useUnlinkUser({ onSuccess, onError }: MutationCallbacks<Success, UserRef> = {}) {
  const { api } = useRootContext();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ domainName, email }: UserRef) =>
      unwrap(api.DELETE('/users/unlink/{domainName}', { params: { path: { domainName } }, body: { email } })),
    onSuccess: async (data, variables) => {
      await refresh(variables.domainName);
      await onSuccess?.(data, variables);
    },
    onError: onError ?? errorToast('The user was not removed'),
  });
}
