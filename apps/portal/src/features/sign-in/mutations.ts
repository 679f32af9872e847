// Sign-in's steps as mutation hooks (apps/portal/README.md).
import { type ApiClient, type UserInfo, unwrap } from '@dbcloud/api-client';
import { useMutation } from '@tanstack/react-query';
import { errorToast, type MutationCallbacks } from '../../app/mutations';
import { reloadUser, safeReturnPath } from '../../app/session';
import { useRootContext } from '../../app/use-root-context';

/** POST login: mails a sign-in link. Only a same-origin return path is ever sent on. */
export function useRequestSignInLink({
  onSuccess,
  onError,
}: MutationCallbacks<unknown, { email: string; redirect: string | undefined }> = {}) {
  const { api } = useRootContext();
  return useMutation({
    mutationFn: ({ email, redirect }: { email: string; redirect: string | undefined }) => {
      const returnPath = safeReturnPath(redirect);
      return unwrap(api.POST('/login', { body: { email, ...(returnPath ? { redirect: returnPath } : {}) } }));
    },
    onSuccess,
    onError: onError ?? errorToast('The sign-in link was not sent'),
  });
}

/** A code step completes the session; then user info is loaded anew and is the mutation's answer. */
function useCodeStep<TVariables>(
  send: (api: ApiClient, variables: TVariables) => Promise<unknown>,
  { onSuccess, onError }: MutationCallbacks<UserInfo, TVariables>,
) {
  const { api, queryClient } = useRootContext();
  return useMutation({
    mutationFn: async (variables: TVariables) => {
      await send(api, variables);
      return reloadUser(queryClient, api);
    },
    onSuccess,
    onError: onError ?? errorToast('You are not signed in yet'),
  });
}

export type CodeStep<TVariables> = (
  callbacks: MutationCallbacks<UserInfo, TVariables>,
) => ReturnType<typeof useCodeStep<TVariables>>;

/** POST 2fa/login: the authenticator app's code, optionally remembering this browser for a year. */
export const useSignInWithCode: CodeStep<{ code: string; rememberBrowser: boolean }> = (callbacks) =>
  useCodeStep((api, body) => unwrap(api.POST('/2fa/login', { body })), callbacks);

/** POST 2fa/login-with-recovery-code: one of the ten recovery codes, each working once. */
export const useSignInWithRecoveryCode: CodeStep<{ code: string }> = (callbacks) =>
  useCodeStep((api, body) => unwrap(api.POST('/2fa/login-with-recovery-code', { body })), callbacks);
