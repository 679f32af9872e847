import type {
  PriceCalculation,
  PriceCalculationRequest,
  PriceLineKind,
  PricingCatalogue,
} from '@dbcloud/api-client';
import { Button, CopyButton, Spinner, VisuallyHidden } from '@dbcloud/ui-kit';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link, useLocation } from '@tanstack/react-router';
import { problemMessage } from '../../../app/form-errors';
import { formatDate, formatMoney, formatNumber, formatRate } from '../../../app/format';
import { TIER_NAMES } from '../../../app/site-labels';
import { Alert } from '../../../components/alert';
import type { Configuration } from '../configuration';
import styles from './pricing.module.css';

const LINE_NAMES: Record<PriceLineKind, string> = {
  compute: 'Compute',
  storage: 'Storage',
  iops: 'IOPS',
  throughput: 'Throughput',
  dataTransfer: 'Data transfer',
};

export interface PriceSummaryProps {
  catalogue: PricingCatalogue;
  config: Configuration;
  /** The account whose discounts the price has; none for public prices. */
  account: string | undefined;
  signedIn: boolean;
  price: Pick<UseQueryResult<PriceCalculation>, 'data' | 'error' | 'isError' | 'isFetching' | 'refetch'>;
  /** The request the price answers (its dates name the range). */
  priced: PriceCalculationRequest | undefined;
  /** A newer configuration is waiting to be priced: the price shown is the previous one. */
  updating: boolean;
  /** A field needs fixing: the price shown is of the last configuration that could be priced. */
  invalid: boolean;
}

/** The price column: the monthly and hourly totals, the breakdown per item and the page's one action. */
export function PriceSummary({
  catalogue,
  config,
  account,
  signedIn,
  price,
  priced,
  updating,
  invalid,
}: PriceSummaryProps) {
  const data = price.data;
  const hours = catalogue.hoursPerMonth;
  const hourly = (cents: number) => formatRate(cents / hours / 100, catalogue.currency, 4);
  const provider = catalogue.providers.find((p) => p.provider === config.provider);
  const region = provider?.regions.find((r) => r.id === config.region);
  const nodes = catalogue.tiers.find((t) => t.tier === config.tier)?.nodeCount ?? 1;
  const here = useLocation({ select: (location) => location.href });
  const stale = updating || invalid;

  return (
    <section className={styles.summary} aria-labelledby="price-title">
      <div className={styles.summaryHead}>
        <h2 id="price-title" tabIndex={-1}>
          Estimated cost
        </h2>
        <span className={styles.updating} data-shown={updating || undefined} aria-hidden={!updating}>
          <Spinner /> Updating
        </span>
      </div>
      <p className={styles.whose} data-account={account ? true : undefined}>
        {account
          ? `Prices for ${account}, with its discounts`
          : 'List prices, before any discount of your own'}
      </p>
      <p className={styles.configLine}>
        {TIER_NAMES[config.tier]}, {nodes} × {config.instanceType} on{' '}
        {provider?.displayName ?? config.provider}
        {region ? `, ${region.displayName}` : ''}
      </p>

      {price.isError && (
        <Alert tone="danger" title="The price could not be calculated">
          <div className={styles.alertBody}>
            <p>{problemMessage(price.error)}</p>
            <Button size="sm" loading={price.isFetching} onClick={() => void price.refetch()}>
              Try again
            </Button>
          </div>
        </Alert>
      )}
      {invalid && (
        <p className={styles.fix}>
          {data
            ? 'Fix the highlighted fields to update the price.'
            : 'Fix the highlighted fields to see a price.'}
        </p>
      )}

      {/* The price once it settles, read out (not one announcement per keystroke). */}
      <VisuallyHidden role="status">
        {data && !updating && !invalid ? `Estimated cost: ${formatMoney(data.monthlyEstimate)} a month` : ''}
      </VisuallyHidden>
      {data ? (
        <div className={styles.priced} data-stale={stale || undefined} aria-busy={updating || undefined}>
          <p className={styles.total}>
            <span className={styles.amount}>{formatMoney(data.monthlyEstimate)}</span>{' '}
            <span className={styles.per}>a month</span>
          </p>
          <p className={styles.hourly}>
            <span>{hourly(data.monthlyEstimate.amountCents)}</span> an hour
          </p>
          {data.rangeTotal && data.rangeHours !== null && priced?.startDate && priced.endDate && (
            <p className={styles.range}>
              From {formatDate(priced.startDate)} to {formatDate(priced.endDate)} (
              {formatNumber(data.rangeHours)} hours): <strong>{formatMoney(data.rangeTotal)}</strong>
            </p>
          )}
          <div className={styles.breakdownBox}>
            <table className={styles.breakdown}>
              <caption>
                <VisuallyHidden>Price breakdown</VisuallyHidden>
              </caption>
              <thead>
                <tr>
                  <th scope="col">Item</th>
                  <th scope="col">Per hour</th>
                  <th scope="col">Per month</th>
                </tr>
              </thead>
              <tbody>
                {data.lines.map((line) => (
                  <tr key={line.kind} data-kind={line.kind}>
                    <th scope="row">
                      {LINE_NAMES[line.kind]}
                      <span className={styles.detail}>{line.description}</span>
                    </th>
                    <td>{hourly(line.monthlyAmountCents)}</td>
                    <td>{formatMoney({ amountCents: line.monthlyAmountCents, currency: data.currency })}</td>
                  </tr>
                ))}
                {data.discounts.map((discount) => (
                  <tr key={discount.source} data-kind="discount" className={styles.discountRow}>
                    <th scope="row">
                      {discount.source === 'committedUse' ? 'Your discount' : 'Discount'}
                      <span className={styles.detail}>{discount.description}</span>
                    </th>
                    <td>−{hourly(discount.monthlyAmountCents)}</td>
                    <td>
                      −{formatMoney({ amountCents: discount.monthlyAmountCents, currency: data.currency })}
                    </td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row">Total</th>
                  <td>{hourly(data.monthlyEstimate.amountCents)}</td>
                  <td>{formatMoney(data.monthlyEstimate)}</td>
                </tr>
              </tfoot>
            </table>
          </div>
        </div>
      ) : (
        !price.isError &&
        !invalid && (
          <div className={styles.priced} aria-busy="true">
            <VisuallyHidden>Calculating the price…</VisuallyHidden>
            <span className={`${styles.skeleton} ${styles.amountSkeleton}`} />
            <span className={`${styles.skeleton} ${styles.lineSkeleton}`} />
            <span className={`${styles.skeleton} ${styles.lineSkeleton}`} />
            <span className={`${styles.skeleton} ${styles.lineSkeleton}`} />
          </div>
        )
      )}

      <div className={styles.actions}>
        <Button asChild variant="primary" size="lg">
          {!signedIn ? (
            <Link to="/user/register">Start with this configuration</Link>
          ) : account ? (
            <Link to="/portal/$cloudAccount/home" params={{ cloudAccount: account }}>
              Continue to the portal
            </Link>
          ) : (
            <Link to="/portal">Continue to the portal</Link>
          )}
        </Button>
        <CopyButton
          variant="ghost"
          // Read when copied; the build renders this page without a window (src/prerender.tsx).
          value={`${globalThis.location?.origin}${here}`}
          label="Copy a link to this configuration"
          copiedLabel="Link copied"
        />
      </div>
      <p className={styles.fine}>
        In {catalogue.currency}. A month counts {hours} hours; pay-as-you-go hours are billed monthly.
      </p>
      {!signedIn && (
        <p className={styles.fine}>
          Have an account?{' '}
          <Link to="/user/login" search={{ redirect: here }} className={styles.link}>
            Sign in
          </Link>{' '}
          to see its own discounts.
        </p>
      )}
    </section>
  );
}

/**
 * On a narrow screen the summary comes after the form: this bar, above the form, sticks to the top of
 * the window while the form is in view, keeps the total in sight and leads to the breakdown. At the top,
 * not the bottom: a page opens with the bar in its place, over no field (at the bottom it covered the
 * field there, the region's on a phone).
 */
export function PriceBar({ price, stale }: { price: PriceCalculation | undefined; stale: boolean }) {
  if (!price) return null;
  return (
    <button
      type="button"
      className={styles.bar}
      data-stale={stale || undefined}
      onClick={() => {
        const heading = document.getElementById('price-title');
        heading?.scrollIntoView({ block: 'start' });
        heading?.focus({ preventScroll: true });
      }}
    >
      <span>
        <strong>{formatMoney(price.monthlyEstimate)}</strong> a month
      </span>
      <span className={styles.barLink}>See the breakdown</span>
    </button>
  );
}
