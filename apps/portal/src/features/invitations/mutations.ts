// Joining an account through an invitation, as a new user or a signed-in one.
import { type CreateUserViaInvitationRequest, unwrap } from '@dbcloud/api-client';
import { useMutation } from '@tanstack/react-query';
import { errorToast, type MutationCallbacks } from '../../app/mutations';
import { reloadUserAfterChange } from '../../app/session';
import { useRootContext } from '../../app/use-root-context';
import { invitationKeys } from './api';

/**
 * POST users/create-via-invitation: a new user joins; the server opens a session, so user info is
 * loaded anew (the mutation's answer: `user`, or `problem` when only that reload failed).
 */
export function useJoinInvitation({
  onSuccess,
  onError,
}: MutationCallbacks<JoinResult, CreateUserViaInvitationRequest> = {}) {
  const { api, queryClient } = useRootContext();
  return useMutation({
    mutationFn: async (request: CreateUserViaInvitationRequest) => {
      await unwrap(api.POST('/users/create-via-invitation', { body: request }));
      queryClient.removeQueries({ queryKey: invitationKeys.info(request.link) });
      return reloadUserAfterChange(queryClient, api);
    },
    onSuccess,
    onError: onError ?? errorToast('You did not join the account'),
  });
}

/**
 * POST users/confirm-invitation: a signed-in user accepts and becomes a member of `domainName` (the
 * account the call is for); user info is loaded anew.
 */
export function useAcceptInvitation({
  onSuccess,
  onError,
}: MutationCallbacks<JoinResult, { domainName: string; link: string }> = {}) {
  const { api, queryClient } = useRootContext();
  return useMutation({
    mutationFn: async ({ domainName, link }: { domainName: string; link: string }) => {
      await unwrap(
        api.POST('/users/confirm-invitation/{domainName}', {
          params: { path: { domainName } },
          body: { link },
        }),
      );
      queryClient.removeQueries({ queryKey: invitationKeys.info(link) });
      return reloadUserAfterChange(queryClient, api);
    },
    onSuccess,
    onError: onError ?? errorToast('You did not join the account'),
  });
}

export type JoinResult = Awaited<ReturnType<typeof reloadUserAfterChange>>;
