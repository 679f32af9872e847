import type { ProductCreateContext, ProductPaymentContextRequest } from '@dbcloud/api-client';
import { Skeleton } from '@dbcloud/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { problemMessage } from '../../../app/form-errors';
import { formatMoney } from '../../../app/format';
import { TIER_NAMES } from '../../../app/site-labels';
import { useAppContext } from '../../../app/use-app-context';
import { useDebouncedValue } from '../../../app/use-debounced-value';
import { paymentContextQuery } from '../api';
import styles from '../products.module.css';
import type { WizardValues } from './wizard';

const whole = (text: string) => (/^\d+(\.\d+)?$/.test(text.trim()) ? Math.floor(Number(text)) : Number.NaN);

/**
 * What the price depends on, when it is a configuration the server can price (numbers within their
 * type's limits); undefined while a billable field holds something that cannot be priced.
 */
export function paymentContextRequest(
  values: WizardValues,
  context: ProductCreateContext,
): ProductPaymentContextRequest | undefined {
  const limits = context.storageTypes.find((s) => s.type === values.storageType);
  const tier = context.tiers.find((t) => t.tier === values.tier);
  const sizeGb = whole(values.sizeGb);
  const iops = whole(values.iops);
  const throughput = whole(values.throughput);
  if (!limits || !tier?.instanceTypes.some((i) => i.instanceType === values.instanceType)) return undefined;
  const ok = (value: number, min: number, max: number) =>
    !Number.isNaN(value) && value >= min && value <= max;
  if (
    !ok(sizeGb, limits.minSizeGb, limits.maxSizeGb) ||
    !ok(iops, limits.minIops, limits.maxIops) ||
    !ok(throughput, limits.minThroughput, limits.maxThroughput)
  ) {
    return undefined;
  }
  return {
    tier: values.tier,
    cloudProvider: values.cloudProvider,
    region: values.region,
    instanceType: values.instanceType,
    storage: { type: values.storageType, sizeGb, iops, throughput },
  };
}

/**
 * The live price beside every step (POST products/payment-context): asked again when a billable choice
 * changes, once typing stops (not per keystroke); the last price stays, marked as updating, until the
 * new one is there, so the panel never flickers.
 */
export function PricePanel({
  domainName,
  request,
  values,
  context,
}: {
  domainName: string;
  request: ProductPaymentContextRequest | undefined;
  values: WizardValues;
  context: ProductCreateContext;
}) {
  const { api } = useAppContext();
  const settled = useDebouncedValue(request, 400);
  const query = useQuery({
    ...paymentContextQuery(api, domainName, settled ?? (request as ProductPaymentContextRequest)),
    enabled: settled !== undefined,
    placeholderData: (previous) => previous,
  });
  const price = query.data;
  const updating = request === undefined || query.isFetching || settled !== request;
  const tier = context.tiers.find((t) => t.tier === values.tier);
  return (
    <aside
      className={styles.pricePanel}
      aria-labelledby="price-title"
      aria-busy={updating && !price ? true : undefined}
    >
      <h2 id="price-title" className={styles.priceTitle}>
        Estimated price
        {price && updating && request !== undefined ? (
          <span className={styles.updating}> · updating…</span>
        ) : null}
      </h2>
      {price ? (
        <div role="status" aria-live="polite" aria-busy={updating || undefined}>
          <p className={styles.price}>
            {price.newMonthlyEstimateCents === 0 ? (
              'Free'
            ) : (
              <>
                {formatMoney({ amountCents: price.newMonthlyEstimateCents, currency: price.currency })}
                <span className={styles.per}> a month</span>
              </>
            )}
          </p>
          {price.newHourlyRateMillicents > 0 ? (
            <p className={styles.muted}>
              Billed by the hour: about{' '}
              {formatMoney({
                amountCents: Math.round(price.newHourlyRateMillicents / 1000),
                currency: price.currency,
              })}{' '}
              an hour (a month counts 730 hours).
            </p>
          ) : null}
          {price.billingContactRequired ? (
            <p className={styles.muted}>A billing contact is needed for this tier: the wizard asks for it.</p>
          ) : null}
          {price.cardRequired ? (
            <p className={styles.muted}>Add a card in Billing before the first invoice.</p>
          ) : null}
        </div>
      ) : query.isError ? (
        <p role="status" className={styles.muted}>
          The price could not be calculated: {problemMessage(query.error)}
        </p>
      ) : request === undefined ? (
        <p className={styles.muted}>Complete the plan to see the price.</p>
      ) : (
        <Skeleton className={styles.priceSkeleton} />
      )}
      {price && request === undefined ? (
        <p className={styles.muted}>Fix the plan to update the price.</p>
      ) : null}
      <dl className={styles.priceFacts}>
        <dt>Tier</dt>
        <dd>
          {TIER_NAMES[values.tier]}
          {tier ? `, ${tier.nodeCount === 1 ? 'one node' : `${tier.nodeCount} nodes`}` : ''}
        </dd>
        <dt>Instance</dt>
        <dd>{values.instanceType}</dd>
        <dt>Storage</dt>
        <dd>
          {values.sizeGb} GB {values.storageType}
        </dd>
        <dt>Region</dt>
        <dd>{values.region}</dd>
      </dl>
    </aside>
  );
}
