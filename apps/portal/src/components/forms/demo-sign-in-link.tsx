import { useQuery } from '@tanstack/react-query';
import { configurationQuery } from '../../app/configuration';
import { demoSignInLinkQuery } from '../../app/demo-mailbox';
import { useRootContext } from '../../app/use-root-context';
import styles from './forms.module.css';

/** In demo mode, the sign-in link just "mailed" to `email`, taken from the fake cloud's mailbox. */
export function DemoSignInLink({
  email,
  enabled = true,
  whenMissing = 'The demo mailbox has no sign-in link for this address.',
}: {
  email: string;
  enabled?: boolean;
  /** What to say when the mailbox has no link for `email`. */
  whenMissing?: string;
}) {
  const { api } = useRootContext();
  const configuration = useQuery(configurationQuery(api));
  const isDemo = configuration.data?.environment === 'demo';
  const link = useQuery({ ...demoSignInLinkQuery(email), enabled: isDemo && enabled && email !== '' });
  if (!isDemo || !enabled) return null;
  return (
    <div className={styles.demo}>
      <p>
        <strong>Demo mode:</strong> no e-mail leaves this machine.{' '}
        {link.isLoading ? (
          'Looking for the link…'
        ) : link.data ? (
          <a href={link.data}>Open the sign-in link</a>
        ) : (
          whenMissing
        )}
      </p>
    </div>
  );
}
