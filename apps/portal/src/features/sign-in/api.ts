// Sign-in calls (DESIGN §5). Each success reloads the session's data through its query keys.
import { type ApiClient, unwrap } from '@dbcloud/api-client';
import type { QueryClient } from '@tanstack/react-query';
import { redirect } from '@tanstack/react-router';
import { afterSignIn, loginStageQuery, sessionKeys, userQuery } from '../../app/session';
import { selectedAccount } from '../../app/tenant';

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

/**
 * The code pages (authenticator or recovery code) only make sense half-way through sign-in: without a
 * session they go to the login page, and once signed in to where the user was going.
 */
export async function requireCodeStage(
  context: { queryClient: QueryClient; api: ApiClient },
  returnPath: string | undefined,
): Promise<void> {
  const { stage } = await context.queryClient.fetchQuery(loginStageQuery(context.api));
  if (stage === 'Anonymous') throw redirect({ to: '/user/login', search: { redirect: returnPath } });
  if (stage === 'Authenticated') {
    const user = await context.queryClient.fetchQuery(userQuery(context.api));
    throw redirect({ href: afterSignIn(user, returnPath, selectedAccount.get()) });
  }
}
