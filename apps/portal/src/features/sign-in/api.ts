// Sign-in for the routes' loaders: the mailed link, the code pages' guard, and where a
// finished sign-in goes. The form steps are mutations.ts.
import { type ApiClient, type UserInfo, unwrap } from '@dbcloud/api-client';
import type { QueryClient } from '@tanstack/react-query';
import { redirect } from '@tanstack/react-router';
import { rememberedAccount } from '../../app/remembered-account';
import { afterSignIn, loginStageQuery, userQuery } from '../../app/session';

/** The mailed link's token opens a session (a partial one while a code is due). */
export async function openSignInLink(api: ApiClient, token: string) {
  return unwrap(api.GET('/login/link', { params: { query: { token } } }));
}

/** Where a finished sign-in goes: the return path, else the remembered account's home. */
export const whereAfterSignIn = (user: UserInfo, returnPath: string | undefined): string =>
  afterSignIn(user, returnPath, rememberedAccount.get());

/**
 * The code pages (authenticator or recovery code) only make sense half-way through sign-in: without a
 * session they go to the login page, and once signed in to where the user was going. Half-way, their
 * route context gets the e-mail signing in (`signInEmail`), for the login form if the sign-in ends.
 */
export async function requireCodeStage(
  context: { queryClient: QueryClient; api: ApiClient },
  returnPath: string | undefined,
): Promise<{ signInEmail: string | undefined }> {
  const { stage, email } = await context.queryClient.fetchQuery(loginStageQuery(context.api));
  if (stage === 'Anonymous') throw redirect({ to: '/user/login', search: { redirect: returnPath } });
  if (stage === 'Authenticated') {
    const user = await context.queryClient.fetchQuery(userQuery(context.api));
    throw redirect({ href: whereAfterSignIn(user, returnPath) });
  }
  return { signInEmail: email };
}
