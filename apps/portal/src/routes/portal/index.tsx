import { Button } from '@dbcloud/ui-kit';
import { createFileRoute, Link } from '@tanstack/react-router';
import { userQuery } from '../../app/session';
import { BrandMark } from '../../components/brand-mark';
import styles from '../../components/screens.module.css';

/** `/portal` alone: access denied. Says what is denied and offers the ways out. */
export const Route = createFileRoute('/portal/')({
  loader: ({ context }) => context.queryClient.ensureQueryData(userQuery(context.api)),
  component: AccessDenied,
});

function AccessDenied() {
  const user = Route.useLoaderData();
  const first = user.cloudAccounts[0];
  return (
    <>
      <header className={styles.header}>
        <Link to="/" className={styles.brand}>
          <BrandMark />
        </Link>
      </header>
      <main className={styles.screen} aria-labelledby="denied-title">
        <h1 id="denied-title">You don’t have access to this page</h1>
        {!user.isAuthenticated ? (
          <p>The portal is for signed-in customers. Sign in to manage your cloud accounts.</p>
        ) : first ? (
          <p>
            Signed in as {user.email}. The portal opens one cloud account at a time: choose {first.domainName}{' '}
            or another of your accounts.
          </p>
        ) : (
          <p>
            Signed in as {user.email}, who is not a member of any cloud account. Ask an account owner to
            invite you, or sign in as someone else.
          </p>
        )}
        <div className={styles.actions}>
          {first && (
            <Button asChild variant="primary">
              <Link to="/portal/$cloudAccount/home" params={{ cloudAccount: first.domainName }}>
                Open {first.domainName}
              </Link>
            </Button>
          )}
          {user.isAuthenticated ? (
            <Button asChild variant={first ? 'secondary' : 'primary'}>
              <Link to="/user/logout">Sign in as someone else</Link>
            </Button>
          ) : (
            <Button asChild variant="primary">
              <Link to="/user/login">Sign in</Link>
            </Button>
          )}
          <Button asChild variant="ghost">
            <Link to="/">Go to the home page</Link>
          </Button>
        </div>
      </main>
    </>
  );
}
