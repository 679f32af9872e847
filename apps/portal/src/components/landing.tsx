import type { PricingCatalogue, Tier } from '@dbcloud/api-client';
import { CLOUD_PROVIDERS, TIERS } from '@dbcloud/api-client/enums';
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Skeleton,
} from '@dbcloud/ui-kit';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { formatMoney } from '../app/format';
import { CLOUD_NAMES, TIER_NAMES } from '../app/site-labels';
import { Alert } from './alert';
import styles from './landing.module.css';
import { HeroArt, Icon, type IconName, TierArt } from './landing-art';
import { startingPrice } from './starting-price';

interface TierInfo {
  text: string;
  facts: string[];
  nodes: 1 | 3;
}

/** Each tier's pitch: a tier the API adds does not compile until it has one. */
const TIER_INFO: Record<Tier, TierInfo> = {
  Free: {
    text: 'Learn and prototype on one small node.',
    facts: ['One node', 'No card needed'],
    nodes: 1,
  },
  Development: {
    text: 'One node sized for development and testing.',
    facts: ['One node', 'Pay for the hours it runs'],
    nodes: 1,
  },
  Production: {
    text: 'A three-node cluster for the workloads your customers rely on.',
    facts: ['Nodes A, B and C, up to three more', 'Monitoring, health checks and an audit log'],
    nodes: 3,
  },
};

type Point = [IconName, string, string];

const SECURITY: Point[] = [
  [
    'lock',
    'Encrypted backups',
    'Download backups through links that expire, and their encryption key from the portal.',
  ],
  [
    'certificate',
    'Client certificates',
    'Clients connect with a certificate you download and can regenerate.',
  ],
  ['filter', 'Allowed IP ranges', 'Only the CIDR ranges you allow reach a cluster and its monitoring.'],
  ['phone', 'Two-factor sign-in', 'E-mailed sign-in links, an authenticator app and recovery codes.'],
  ['health', 'HIPAA accounts', 'A separate account type for compliance-regulated health data.'],
  ['log', 'Audit log', 'What happened on each node of a cluster, day by day.'],
];

const REASONS: Point[] = [
  [
    'scale',
    'Scale with the price first',
    'Change the instance or the storage and see the new price before you confirm.',
  ],
  ['chart', 'Monitoring and health', 'Metrics, incidents, suggestions and availability for every cluster.'],
  ['receipt', 'Clear costs', 'A forecast of the month, costs per product and every invoice by year.'],
  ['code', 'Automate it', 'API keys, a typed API client and the dbcloud command-line tool.'],
];

export interface LandingProps {
  /** `GET pricing`: the tiers show their starting prices once it answers, and stay without them if it fails. */
  pricing: Pick<UseQueryResult<PricingCatalogue>, 'data' | 'isError' | 'isFetching' | 'refetch'>;
}

/** `/`: what DBCloud is, its tiers and their starting prices, the clouds and the security, and where to go next. */
export function Landing({ pricing }: LandingProps) {
  const catalogue = pricing.data;
  const failed = pricing.isError && !catalogue;
  return (
    <main className={styles.landing}>
      <section className={styles.hero} aria-labelledby="hero-title">
        <div className={styles.heroText}>
          <Badge tone="info">On AWS, Azure and Google Cloud</Badge>
          <h1 id="hero-title">Managed database clusters, without the operations</h1>
          <p className={styles.lead}>
            DBCloud runs your database clusters on the cloud you choose. Provisioning, backups, scaling,
            certificates and monitoring are done for you, and every change shows its price first.
          </p>
          <div className={styles.actions}>
            <Button asChild variant="primary" size="lg">
              <Link to="/user/register">Start free</Link>
            </Button>
            <Button asChild variant="secondary" size="lg">
              <Link to="/user/login">Sign in</Link>
            </Button>
            <Button asChild variant="ghost" size="lg">
              <Link to="/pricing">See pricing</Link>
            </Button>
          </div>
          <p className={styles.note}>The Free tier needs no card.</p>
        </div>
        <HeroArt />
      </section>

      <section aria-labelledby="tiers-title" className={styles.section}>
        <div className={styles.sectionHead}>
          <h2 id="tiers-title">Tiers</h2>
          <p>Start free and pick a paid tier per cluster when a project needs it.</p>
        </div>
        {failed && (
          <Alert tone="warning" title="Prices did not load">
            <div className={styles.alertBody}>
              <p>The tiers are below without their prices. Try again in a moment.</p>
              <Button size="sm" loading={pricing.isFetching} onClick={() => void pricing.refetch()}>
                Try again
              </Button>
            </div>
          </Alert>
        )}
        <ul className={styles.tiers} aria-busy={(!catalogue && !failed) || undefined}>
          {TIERS.map((tier) => (
            <li key={tier}>
              <TierCard tier={tier} catalogue={catalogue} failed={failed} />
            </li>
          ))}
        </ul>
        {catalogue && (
          <p className={styles.footnote}>
            Starting prices: the tier’s smallest instance on each of its nodes for a month of{' '}
            {catalogue.hoursPerMonth} hours, paid as you go, in {catalogue.currency}. Storage and data
            transfer are added to it:{' '}
            <Link to="/pricing" className={styles.link}>
              price a whole cluster in the calculator
            </Link>
            .
          </p>
        )}
      </section>

      <section aria-labelledby="clouds-title" className={styles.section}>
        <div className={styles.sectionHead}>
          <h2 id="clouds-title">Your cloud, your region</h2>
          <p>Run each cluster on the cloud you already use, in the region your data must stay in.</p>
        </div>
        <ul className={styles.clouds}>
          {CLOUD_PROVIDERS.map((provider) => {
            const regions = catalogue?.providers.find((p) => p.provider === provider)?.regions ?? [];
            return (
              <li key={provider} className={styles.cloud}>
                <span className={styles.iconTile}>
                  <Icon name="cloud" />
                </span>
                <div>
                  <h3>{CLOUD_NAMES[provider]}</h3>
                  {regions.length > 0 && <p>{regions.map((region) => region.displayName).join(' · ')}</p>}
                </div>
              </li>
            );
          })}
        </ul>
      </section>

      <section aria-labelledby="security-title" className={styles.section}>
        <div className={styles.sectionHead}>
          <h2 id="security-title">Security built in</h2>
          <p>The controls a database holding real data needs.</p>
        </div>
        <Points points={SECURITY} />
      </section>

      <section aria-labelledby="why-title" className={styles.section}>
        <div className={styles.sectionHead}>
          <h2 id="why-title">Why teams choose DBCloud</h2>
          <p>Less time on the database’s upkeep, more on what you build with it.</p>
        </div>
        <Points points={REASONS} />
      </section>
    </main>
  );
}

function TierCard({
  tier,
  catalogue,
  failed,
}: {
  tier: Tier;
  catalogue: PricingCatalogue | undefined;
  failed: boolean;
}) {
  const info = TIER_INFO[tier];
  const price = catalogue && startingPrice(catalogue, tier);
  return (
    <Card className={styles.tier} data-tier={tier}>
      <CardHeader>
        <TierArt nodes={info.nodes} outlined={tier === 'Free'} />
        <CardTitle asChild>
          <h3>{TIER_NAMES[tier]}</h3>
        </CardTitle>
        <CardDescription>{info.text}</CardDescription>
      </CardHeader>
      <CardContent className={styles.tierBody}>
        {price ? (
          <p className={styles.price}>
            <span className={styles.from}>From</span>{' '}
            <span className={styles.amount}>{formatMoney(price.monthly)}</span>{' '}
            <span className={styles.per}>a month</span>
            <span className={styles.instance}>
              {price.nodeCount} × {price.instance.name}: {price.instance.vCPUs} vCPU
              {price.instance.vCPUs === 1 ? '' : 's'}, {price.instance.memoryGb} GB memory
            </span>
          </p>
        ) : failed || catalogue ? (
          <p className={styles.noPrice}>Price unavailable right now</p>
        ) : (
          <div className={styles.price}>
            <Skeleton className={styles.amountSkeleton} />
            <Skeleton className={styles.instanceSkeleton} />
          </div>
        )}
        <ul className={styles.facts}>
          {info.facts.map((fact) => (
            <li key={fact}>{fact}</li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

function Points({ points }: { points: Point[] }) {
  return (
    <ul className={styles.points} data-count={points.length}>
      {points.map(([icon, title, text]) => (
        <li key={title} className={styles.point}>
          <span className={styles.iconTile}>
            <Icon name={icon} />
          </span>
          <div>
            <h3>{title}</h3>
            <p>{text}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
