import type { UserInfo } from '@dbcloud/api-client';
import { Button } from '@dbcloud/ui-kit';
import { Link, useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { problemMessage } from '../../../app/form-errors';
import { selectedAccount } from '../../../app/tenant';
import { useAppContext } from '../../../app/use-app-context';
import { Alert } from '../../../components/alert';
import page from '../../../components/forms/page.module.css';
import { signOut } from '../api';
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
  const { api, queryClient } = useAppContext();
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();

  const signOutHere = async () => {
    setBusy(true);
    setFailure(undefined);
    try {
      await signOut(api);
    } catch (error) {
      setBusy(false);
      setFailure(problemMessage(error));
      return;
    }
    selectedAccount.clear();
    queryClient.clear();
    await router.invalidate();
  };

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
        <Button variant="secondary" loading={busy} onClick={signOutHere}>
          Sign out and create a new account
        </Button>
      </div>
    </>
  );
}
