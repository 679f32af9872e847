import type { ProductCreateContext, ProductPaymentContextRequest } from '@dbcloud/api-client';
import { createDefaults, createPriceRequest } from '@dbcloud/api-client/products';
import { Muted, Skeleton } from '@dbcloud/ui-kit';
import { useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { formatMoney } from '../../../app/format';
import { STORAGE_TYPE_NAMES } from '../../../app/labels';
import { TIER_NAMES } from '../../../app/site-labels';
import { useDebouncedValue } from '../../../app/use-debounced-value';
import { useRootContext } from '../../../app/use-root-context';
import { BudgetWarning } from '../../../components/budget/budget-warning';
import { SectionState } from '../../../components/section-state';
import { paymentContextQuery } from '../api';
import styles from './create.module.css';
import { planSchema, type WizardValues } from './schemas';

/**
 * What the price depends on (the recipe's price request), when the plan is one the server can price
 * (the plan step's rules pass); undefined while a billable field holds something that cannot be priced.
 */
export function paymentContextRequest(
  values: WizardValues,
  context: ProductCreateContext,
): ProductPaymentContextRequest | undefined {
  const plan = v.safeParse(planSchema(context, values), values);
  if (!plan.success) return undefined;
  const { tier, cloudProvider, region, instanceType, storageType, sizeGb, iops, throughput } = plan.output;
  return createPriceRequest(
    createDefaults(context, {
      tier,
      cloudProvider,
      region,
      instanceType,
      storage: { type: storageType, sizeGb, iops, throughput },
    }),
  );
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
  const { api } = useRootContext();
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
    <aside className={styles.pricePanel} aria-labelledby="price-title">
      <h2 id="price-title" className={styles.priceTitle}>
        Estimated price
        {price && updating && request !== undefined ? (
          <span className={styles.updating}> · updating…</span>
        ) : null}
      </h2>
      {request === undefined && !price ? (
        <Muted>Complete the plan to see the price.</Muted>
      ) : (
        <SectionState query={query} what="The price" loading={<Skeleton className={styles.priceSkeleton} />}>
          {(quote) => (
            <div role="status" aria-live="polite" aria-busy={updating || undefined}>
              <p className={styles.price}>
                {quote.newMonthlyEstimateCents === 0 ? (
                  'Free'
                ) : (
                  <>
                    {formatMoney({ amountCents: quote.newMonthlyEstimateCents, currency: quote.currency })}
                    <span className={styles.per}> a month</span>
                  </>
                )}
              </p>
              {quote.newHourlyRateMillicents > 0 ? (
                <Muted>
                  Billed by the hour: about{' '}
                  {formatMoney({
                    amountCents: Math.round(quote.newHourlyRateMillicents / 1000),
                    currency: quote.currency,
                  })}{' '}
                  an hour (a month counts 730 hours).
                </Muted>
              ) : null}
              {quote.billingContactRequired ? (
                <Muted>A billing contact is needed for this tier: the wizard asks for it.</Muted>
              ) : null}
              {quote.cardRequired ? <Muted>Add a card in Billing before the first invoice.</Muted> : null}
              <BudgetWarning domainName={domainName} price={quote} />
            </div>
          )}
        </SectionState>
      )}
      {price && request === undefined ? <Muted>Fix the plan to update the price.</Muted> : null}
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
          {values.sizeGb} GiB {STORAGE_TYPE_NAMES[values.storageType]}
        </dd>
        <dt>Region</dt>
        <dd>{values.region}</dd>
      </dl>
    </aside>
  );
}
