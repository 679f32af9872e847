import { Button, Muted } from '@dbcloud/ui-kit';
import { Link } from '@tanstack/react-router';
import page from '../../../components/forms/page.module.css';

/** Sign-up with an e-mail that already has a login: sign in instead (nothing was created). */
export function LoginExists({ email }: { email: string }) {
  return (
    <section className={page.panel} aria-labelledby="login-exists-title">
      <h1 id="login-exists-title" className={page.title}>
        You already have a DBCloud login
      </h1>
      <p>
        {email ? <strong>{email}</strong> : 'This e-mail address'} already has a DBCloud login, so we did not
        create a new account. Sign in to reach your cloud accounts.
      </p>
      <div className={page.row}>
        <Button asChild variant="primary">
          <Link to="/user/login">Sign in</Link>
        </Button>
        <Button asChild variant="ghost">
          <Link to="/user/register">Sign up with another e-mail</Link>
        </Button>
      </div>
      <Muted size="md">
        Joining a colleague’s account? You don’t need a new login: ask the account’s owner to invite{' '}
        {email || 'your e-mail address'} from the Account page, then accept the invitation from the e-mail
        they send.
      </Muted>
    </section>
  );
}
