import { Button } from '@dbcloud/ui-kit';
import { Link } from '@tanstack/react-router';
import styles from './landing.module.css';

const TIERS = [
  { name: 'Free', text: 'One small cluster node to learn and prototype on, free for as long as you use it.' },
  { name: 'Development', text: 'A single-node cluster sized for development and test, billed by the hour.' },
  {
    name: 'Production',
    text: 'Three nodes (A, B, C) across zones, up to three more on demand, with backups and monitoring.',
  },
];

const POINTS = [
  ['Your cloud, your region', 'Run on AWS, Azure or Google Cloud, in the region your data must stay in.'],
  ['Private by default', 'Client certificates, allowed IP ranges and encrypted backups on every cluster.'],
  ['HIPAA accounts', 'Compliance-regulated accounts for health data, marked as such everywhere.'],
  ['Clear costs', 'Hourly rates, a live price before every change and a forecast of the month.'],
];

/** `/`: what DBCloud is and where to go next. */
export function Landing() {
  return (
    <main className={styles.landing}>
      <section className={styles.hero} aria-labelledby="hero-title">
        <h1 id="hero-title">Managed database clusters, without the operations</h1>
        <p className={styles.lead}>
          DBCloud runs your database clusters on the cloud you choose: provisioning, backups, scaling,
          certificates and monitoring are done for you.
        </p>
        <div className={styles.actions}>
          <Button asChild>
            <Link to="/user/register">Start free</Link>
          </Button>
          <Button asChild variant="secondary">
            <Link to="/user/login">Sign in</Link>
          </Button>
        </div>
      </section>
      <section aria-labelledby="tiers-title">
        <h2 id="tiers-title">Tiers</h2>
        <ul className={styles.cards}>
          {TIERS.map((tier) => (
            <li key={tier.name} className={styles.card}>
              <h3>{tier.name}</h3>
              <p>{tier.text}</p>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="why-title">
        <h2 id="why-title">Why teams choose DBCloud</h2>
        <ul className={styles.cards}>
          {POINTS.map(([title, text]) => (
            <li key={title} className={styles.card}>
              <h3>{title}</h3>
              <p>{text}</p>
            </li>
          ))}
        </ul>
      </section>
    </main>
  );
}
