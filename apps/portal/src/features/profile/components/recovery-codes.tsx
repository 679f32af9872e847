import { Button, CopyButton } from '@dbcloud/ui-kit';
import { Link } from '@tanstack/react-router';
import { Alert } from '../../../components/alert';
import styles from './profile.module.css';

/** The text of the downloaded file: whose codes they are, when they were made, how to use them. */
export function recoveryCodesText(email: string, codes: string[], made = new Date()): string {
  return [
    `DBCloud recovery codes for ${email}`,
    `Made ${made.toISOString().slice(0, 10)}. Each code signs you in once when you cannot use your authenticator app.`,
    'Making new codes replaces all of these.',
    '',
    ...codes,
    '',
  ].join('\n');
}

function download(name: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * Recovery codes, shown this once (the server keeps them hashed): copy them or download them as a text
 * file, then back to the profile.
 */
export function RecoveryCodesView({ email, codes }: { email: string; codes: string[] }) {
  const text = recoveryCodesText(email, codes);
  return (
    <section className={styles.step} aria-labelledby="recovery-codes-title">
      <h2 id="recovery-codes-title">Save your recovery codes</h2>
      <Alert tone="warning" title="You will not see these codes again">
        Keep them somewhere safe, like a password manager. Each one signs you in once if you lose your phone.
      </Alert>
      <ul className={styles.codes} aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className={styles.actions}>
        <CopyButton value={codes.join('\n')} label="Copy codes" />
        <Button onClick={() => download('dbcloud-recovery-codes.txt', text)}>Download as a text file</Button>
        <Button asChild variant="primary">
          <Link to="/portal/profile">I have saved my codes</Link>
        </Button>
      </div>
    </section>
  );
}
