import { Button } from '@dbcloud/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { configurationQuery } from '../../../app/configuration';
import { useAppContext } from '../../../app/use-app-context';
import page from '../../../components/forms/page.module.css';
import { demoSignInLinkQuery } from '../api';
import styles from './registration.module.css';

/** After sign-up: the sign-in link is in the mail (in demo mode, offered right here). */
export function SignUpThankYou({ email }: { email: string }) {
  const { api } = useAppContext();
  const configuration = useQuery(configurationQuery(api));
  const isDemo = configuration.data?.environment === 'demo';
  const demoLink = useQuery({ ...demoSignInLinkQuery(email), enabled: isDemo && email !== '' });
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
      {isDemo && (
        <div className={styles.demo}>
          <p>
            <strong>Demo mode:</strong> no e-mail leaves this machine.{' '}
            {demoLink.isLoading ? (
              'Looking for the link…'
            ) : demoLink.data ? (
              <a href={demoLink.data}>Open the sign-in link</a>
            ) : (
              'The demo mailbox has no sign-in link for this address.'
            )}
          </p>
        </div>
      )}
      <p className={page.muted}>
        No e-mail after a few minutes? Check your spam folder, or ask for a new link on the sign-in page.
      </p>
      <div className={page.row}>
        <Button asChild variant="secondary">
          <Link to="/user/login">Go to sign in</Link>
        </Button>
      </div>
    </section>
  );
}
