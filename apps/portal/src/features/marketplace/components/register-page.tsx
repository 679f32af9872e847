import type { UserInfo } from '@dbcloud/api-client';
import { Button } from '@dbcloud/ui-kit';
import { Link, useRouter } from '@tanstack/react-router';
import { formAlertMessage } from '../../../app/form-errors';
import { shownOnScreen } from '../../../app/mutations';
import { useSignOut } from '../../../app/use-sign-out';
import { Alert } from '../../../components/alert';
import page from '../../../components/forms/page.module.css';
import { MARKETPLACES, type Marketplace } from './marketplaces';
import { MissingToken } from './missing-token';
import { MarketplaceRegistrationForm } from './registration-form';

/**
 * The marketplace's landing page: a new account billed by the marketplace. Azure links a signed-in
 * caller's subscription to an existing account instead, so a signed-in visitor chooses first.
 */
export function MarketplaceRegisterPage({
  marketplace,
  token,
  user,
}: {
  marketplace: Marketplace;
  token: string;
  user: UserInfo;
}) {
  const { name, cloud } = MARKETPLACES[marketplace];
  const signedInToAzure = marketplace === 'azure' && user.isAuthenticated;
  return (
    <section className={page.panel} aria-labelledby="marketplace-title">
      <h1 id="marketplace-title" className={page.title}>
        {marketplace === 'azure' ? 'Set up your Azure subscription' : 'Set up your AWS Marketplace account'}
      </h1>
      {!token ? (
        <MissingToken marketplace={marketplace} />
      ) : signedInToAzure ? (
        <SignedInChoice token={token} email={user.email ?? ''} />
      ) : (
        <>
          <p className={page.muted}>
            Create the DBCloud account your {cloud} subscription pays for. Products you create in it are
            billed through {name}.
          </p>
          <MarketplaceRegistrationForm
            marketplace={marketplace}
            token={token}
            defaultEmail={user.isAuthenticated ? user.email : undefined}
          />
          {marketplace === 'azure' && (
            <p className={page.muted}>
              Already a DBCloud customer?{' '}
              <Link to="/azure-marketplace/register-subscription-manager" search={{ token }}>
                Bill one of your accounts through this subscription
              </Link>
              .
            </p>
          )}
        </>
      )}
    </section>
  );
}

/** Signed in on the Azure page: bill an existing account, or sign out here to create a new one. */
function SignedInChoice({ token, email }: { token: string; email: string }) {
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
