import { Button, Muted } from '@dbcloud/ui-kit';
import { Link } from '@tanstack/react-router';
import type { Marketplace } from '../../../app/site-labels';
import { DemoSignInLink } from '../../../components/forms/demo-sign-in-link';
import page from '../../../components/forms/page.module.css';
import { MARKETPLACES } from './marketplaces';

interface ThankYouProps {
  marketplace: Marketplace;
  email: string;
  domainName: string;
  loginExists: boolean;
  /** An existing account now billed by the subscription (Azure, signed in). */
  linked: boolean;
}

/** After a marketplace registration: the sign-in link is in the mail, or the linked account opens. */
export function MarketplaceThankYou({ marketplace, email, domainName, loginExists, linked }: ThankYouProps) {
  const { name } = MARKETPLACES[marketplace];
  const account = domainName || 'Your account';

  if (linked && domainName) {
    return (
      <section className={page.panel} aria-labelledby="thank-you-title">
        <h1 id="thank-you-title" className={page.title}>
          {domainName} is now billed through {name}
        </h1>
        <p>
          Your subscription pays for {domainName} from now on. Its products, members and data are unchanged.
        </p>
        <div className={page.row}>
          <Button asChild variant="primary">
            <Link to="/portal/$cloudAccount/home" params={{ cloudAccount: domainName }}>
              Open {domainName}
            </Link>
          </Button>
        </div>
      </section>
    );
  }

  return (
    <section className={page.panel} aria-labelledby="thank-you-title">
      <h1 id="thank-you-title" className={page.title}>
        Check your e-mail
      </h1>
      <p>
        {account} is ready and billed through {name}.{' '}
        {email ? (
          <>
            We sent a sign-in link to <strong>{email}</strong>
          </>
        ) : (
          'We sent a sign-in link to the owner’s e-mail address'
        )}
        {loginExists ? ', whose existing DBCloud login now has this account too.' : '.'} The link works once,
        for 15 minutes.
      </p>
      <DemoSignInLink email={email} enabled={!linked} />
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
