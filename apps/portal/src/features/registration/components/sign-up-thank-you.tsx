import { Button, Muted } from '@dbcloud/ui-kit';
import { Link } from '@tanstack/react-router';
import { DemoSignInLink } from '../../../components/forms/demo-sign-in-link';
import page from '../../../components/forms/page.module.css';

/** After sign-up: the sign-in link is in the mail (in demo mode, offered right here). */
export function SignUpThankYou({ email }: { email: string }) {
  return (
    <section className={page.panel} aria-labelledby="thank-you-title">
      <h1 id="thank-you-title" className={page.title}>
        Check your e-mail
      </h1>
      <p>
        Your DBCloud account is ready.{' '}
        {email ? (
          <>
            We sent a sign-in link to <strong>{email}</strong>.
          </>
        ) : (
          'We sent a sign-in link to the e-mail address you gave.'
        )}{' '}
        It works once, for 15 minutes.
      </p>
      <DemoSignInLink email={email} />
      <Muted size="md">
        No e-mail after a few minutes? Check your spam folder, or ask for a new link on the sign-in page.
      </Muted>
      <div className={page.row}>
        <Button asChild variant="secondary">
          <Link to="/user/login">Go to sign in</Link>
        </Button>
      </div>
    </section>
  );
}
