import { Button } from '@dbcloud/ui-kit';
import { createFileRoute, Link } from '@tanstack/react-router';
import { endSession, signOut } from '../../../app/session';

/**
 * Signing out ends the session and forgets the selected account and every cached answer. Only a real
 * navigation here signs out: the router never preloads this route's loader (`preload: false`), so
 * hovering or focusing a link to it ("Sign out", "Sign in as someone else") changes nothing, whatever
 * the link's or the router's preload setting.
 */
export const Route = createFileRoute('/_site/user/logout')({
  preload: false,
  staleTime: Number.POSITIVE_INFINITY,
  loader: async ({ context }) => {
    try {
      await signOut(context);
    } finally {
      // Even when the server could not be reached, nothing of the session stays on this browser.
      endSession(context.queryClient);
    }
  },
  component: SignedOut,
});

function SignedOut() {
  return (
    <main aria-labelledby="signed-out-title">
      <h1 id="signed-out-title">You are signed out</h1>
      <p>Your session has ended on this browser.</p>
      <Button asChild variant="primary">
        <Link to="/user/login">Sign in again</Link>
      </Button>
    </main>
  );
}
