import { Button, Muted } from '@dbcloud/ui-kit';
import { Link } from '@tanstack/react-router';
import type { Marketplace } from '../../../app/site-labels';
import page from '../../../components/forms/page.module.css';
import styles from './marketplace.module.css';
import { MARKETPLACES } from './marketplaces';

/** Where a subscription's setup starts in each marketplace (only this screen, loaded lazily, says it). */
const START: Record<Marketplace, string[]> = {
  azure: [
    'Sign in to the Azure portal and open your DBCloud subscription (search for “SaaS”).',
    'Choose “Configure account now”.',
    'Azure opens this page with your subscription’s token in the address.',
  ],
  aws: [
    'Sign in to the AWS Marketplace console and open “Manage subscriptions”.',
    'Choose DBCloud, then “Set up your account”.',
    'AWS opens this page with your registration token.',
  ],
};

/** Opened without the marketplace's token: where to start instead of a form that cannot work. */
export function MissingToken({ marketplace }: { marketplace: Marketplace }) {
  const { name } = MARKETPLACES[marketplace];
  return (
    <>
      <p>
        This page finishes a DBCloud subscription bought in {name}. It needs the link {name} gives you, and
        this address has no token. To continue:
      </p>
      <ol className={styles.steps}>
        {START[marketplace].map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <Muted size="md">Not buying through a marketplace? Sign up with DBCloud directly.</Muted>
      <div className={page.row}>
        <Button asChild variant="secondary">
          <Link to="/user/register">Sign up directly</Link>
        </Button>
        <Button asChild variant="ghost">
          <Link to="/">Go to the home page</Link>
        </Button>
      </div>
    </>
  );
}
