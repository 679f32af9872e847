// Sign-in calls (DESIGN §5). Each success reloads the session's data through its query keys.
import { type ApiClient, unwrap } from '@dbcloud/api-client';
import type { QueryClient } from '@tanstack/react-query';
import { sessionKeys, userQuery } from '../../app/session';

export async function requestSignInLink(api: ApiClient, email: string, redirect: string | undefined) {
  return unwrap(api.POST('/login', { body: { email, ...(redirect ? { redirect } : {}) } }));
}

export async function openSignInLink(api: ApiClient, token: string) {
  return unwrap(api.GET('/login/link', { params: { query: { token } } }));
}

export async function signInWithCode(api: ApiClient, code: string, rememberBrowser: boolean) {
  return unwrap(api.POST('/2fa/login', { body: { code, rememberBrowser } }));
}

export async function signInWithRecoveryCode(api: ApiClient, code: string) {
  return unwrap(api.POST('/2fa/login-with-recovery-code', { body: { code } }));
}

export async function signOut(api: ApiClient) {
  return unwrap(api.POST('/logout'));
}

/** After a sign-in step: the session changed, so user info is loaded anew (SPEC §4). */
export async function reloadUser(queryClient: QueryClient, api: ApiClient) {
  await queryClient.invalidateQueries({ queryKey: sessionKeys.all, refetchType: 'none' });
  return queryClient.fetchQuery(userQuery(api));
}
