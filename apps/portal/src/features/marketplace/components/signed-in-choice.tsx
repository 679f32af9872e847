import { Button } from '@dbcloud/ui-kit';
import { Link, useRouter } from '@tanstack/react-router';
import { formAlertMessage } from '../../../app/form-errors';
import { shownOnScreen } from '../../../app/mutations';
import { useSignOut } from '../../../app/use-sign-out';
import { Alert } from '../../../components/alert';
import page from '../../../components/forms/page.module.css';

/** Signed in on the Azure page: bill an existing account, or sign out here to create a new one. */
export function SignedInChoice({ token, email }: { token: string; email: string }) {
  const router = useRouter();
  // Signed out, the page offers the form for a new account.
  const signOut = useSignOut({ onSuccess: () => router.invalidate(), onError: shownOnScreen });
  const failure = formAlertMessage(signOut.error);

  return (
    <>
      {failure && <Alert tone="danger">{failure}</Alert>}
      <p>
        You are signed in as <strong>{email}</strong>. Your subscription can pay for one of the accounts you
        own, or for a new account.
      </p>
      <div className={page.row}>
        <Button asChild variant="primary">
          <Link to="/azure-marketplace/register-subscription-manager" search={{ token }}>
            Bill one of my accounts
          </Link>
        </Button>
        <Button variant="secondary" loading={signOut.isPending} onClick={() => signOut.mutate()}>
          Sign out and create a new account
        </Button>
      </div>
    </>
  );
}
