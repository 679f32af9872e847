import type { UserInfo } from '@dbcloud/api-client';
import { Muted } from '@dbcloud/ui-kit';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import type { Marketplace } from '../../../app/site-labels';
import page from '../../../components/forms/page.module.css';
import { MARKETPLACES } from './marketplaces';
import { MarketplaceRegistrationForm } from './registration-form';

// Neither is the page's usual first paint (a link from the marketplace carries its token, and only
// Azure offers a signed-in visitor the choice): each loads when shown, not with the form (the bundle
// budgets).
const MissingToken = lazy(() => import('./missing-token').then((m) => ({ default: m.MissingToken })));
const SignedInChoice = lazy(() => import('./signed-in-choice').then((m) => ({ default: m.SignedInChoice })));

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
        <Suspense fallback={null}>
          <MissingToken marketplace={marketplace} />
        </Suspense>
      ) : signedInToAzure ? (
        <Suspense fallback={null}>
          <SignedInChoice token={token} email={user.email ?? ''} />
        </Suspense>
      ) : (
        <>
          <Muted size="md">
            Create the DBCloud account your {cloud} subscription pays for. Products you create in it are
            billed through {name}.
          </Muted>
          <MarketplaceRegistrationForm
            marketplace={marketplace}
            token={token}
            defaultEmail={user.isAuthenticated ? user.email : undefined}
          />
          {marketplace === 'azure' && (
            <Muted size="md">
              Already a DBCloud customer?{' '}
              <Link to="/azure-marketplace/register-subscription-manager" search={{ token }}>
                Bill one of your accounts through this subscription
              </Link>
              .
            </Muted>
          )}
        </>
      )}
    </section>
  );
}
