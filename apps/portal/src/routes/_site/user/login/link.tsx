import { isProblem } from '@dbcloud/api-client';
import { Button, ErrorState } from '@dbcloud/ui-kit';
import { createFileRoute, Link, redirect } from '@tanstack/react-router';
import { reloadUser, safeReturnPath } from '../../../../app/session';
import { openSignInLink, whereAfterSignIn } from '../../../../features/sign-in/api';
import { signInLinkSearch } from '../../../../features/sign-in/search';

/** The mailed link: opens the session once, then goes on (to the code page when one is due). */
export const Route = createFileRoute('/_site/user/login/link')({
  validateSearch: signInLinkSearch,
  loaderDeps: ({ search }) => ({ token: search.token, redirect: search.redirect }),
  // The token works once: never preload or reload this loader.
  staleTime: Number.POSITIVE_INFINITY,
  loader: async ({ context, deps }) => {
    const result = await openSignInLink(context.api, deps.token);
    const returnPath = safeReturnPath(result.redirect ?? deps.redirect);
    if (result.stage === 'TwoFactorRequired') {
      throw redirect({ to: '/user/login-with-2fa', search: { redirect: returnPath } });
    }
    const user = await reloadUser(context.queryClient, context.api);
    throw redirect({ href: whereAfterSignIn(user, returnPath) });
  },
  errorComponent: LinkFailed,
  component: () => null,
});

function LinkFailed({ error }: { error: unknown }) {
  const message = isProblem(error, 'not-found', 'rule', 'validation')
    ? 'This sign-in link has expired or was already used. Links work once, for 15 minutes.'
    : 'We could not open this sign-in link. Check your connection and try again.';
  return (
    <main>
      <h1>Sign-in link</h1>
      <ErrorState
        title="This link does not work any more"
        message={message}
        actions={
          <Button asChild variant="primary">
            <Link to="/user/login">Request a new link</Link>
          </Button>
        }
      />
    </main>
  );
}
