import { Button } from '@dbcloud/ui-kit';
import { type ErrorComponentProps, Link, useRouter } from '@tanstack/react-router';
import { problemMessage } from '../../../app/form-errors';
import page from '../../../components/forms/page.module.css';

/** The invitation is malformed, unknown, withdrawn, used or expired: say so and offer the ways out. */
export function InvitationGone({ expired }: { expired: boolean }) {
  return (
    <section className={page.panel} aria-labelledby="invitation-gone-title">
      <h1 id="invitation-gone-title" className={page.title}>
        This invitation is no longer valid
      </h1>
      <p>
        {expired
          ? 'It has expired: invitations work for 7 days.'
          : 'It may have been used already or withdrawn, or the link is incomplete.'}{' '}
        Ask the person who invited you to send a new invitation.
      </p>
      <div className={page.row}>
        <Button asChild variant="primary">
          <Link to="/user/login">Sign in</Link>
        </Button>
        <Button asChild variant="secondary">
          <Link to="/user/register">Create your own account</Link>
        </Button>
        <Button asChild variant="ghost">
          <Link to="/">Go to the home page</Link>
        </Button>
      </div>
    </section>
  );
}

/** The invitation did not load (connection, server): what failed and a retry. */
export function InvitationLoadError({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  return (
    <main>
      <section className={page.panel} aria-labelledby="invitation-error-title">
        <h1 id="invitation-error-title" className={page.title}>
          The invitation did not load
        </h1>
        <p role="alert">{problemMessage(error)}</p>
        <div className={page.row}>
          <Button
            variant="primary"
            onClick={() => {
              reset();
              void router.invalidate();
            }}
          >
            Try again
          </Button>
        </div>
      </section>
    </main>
  );
}
