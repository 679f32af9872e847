import type { BillingAccountBenefits, BillingBenefit, BillingCurrentSummary } from '@dbcloud/api-client';
import {
  Badge,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Muted,
  Skeleton,
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
  TextLink,
  visuallyHiddenClassName,
} from '@dbcloud/ui-kit';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { formatDate, formatMoney, formatNumber } from '../../../app/format';
import { SectionState } from '../../../components/section-state';
import { periodName } from '../format';
import styles from './billing.module.css';

/** A big figure with its label above and a line of context below. */
function Figure({ label, value, children }: { label: string; value: string; children?: React.ReactNode }) {
  return (
    <Card className={styles.figure}>
      <h2 className={styles.figureLabel}>{label}</h2>
      <p className={styles.figureValue}>{value}</p>
      {children && <p className={styles.figureNote}>{children}</p>}
    </Card>
  );
}

function FigureSkeleton() {
  return (
    <Card className={styles.figure}>
      <Skeleton className={styles.skeletonLabel} />
      <Skeleton className={styles.skeletonFigure} />
      <Skeleton className={styles.skeletonNote} />
    </Card>
  );
}

/** The three figures at the top: this period so far, the forecast, the credits left. */
export function Overview({
  domainName,
  summary,
  benefits,
}: {
  domainName: string;
  summary: UseQueryResult<BillingCurrentSummary>;
  benefits: UseQueryResult<BillingAccountBenefits>;
}) {
  return (
    <section aria-label="This period at a glance" className={styles.figures}>
      <div className={styles.figurePair}>
        <SectionState
          query={summary}
          what="This period’s costs"
          loading={
            <div className={styles.figurePair}>
              <FigureSkeleton />
              <FigureSkeleton />
            </div>
          }
        >
          {(data) => (
            <>
              <Figure label={`${periodName(data.period)} so far`} value={formatMoney(data.totalSoFar)}>
                {data.creditsApplied.amountCents > 0
                  ? `After ${formatMoney(data.creditsApplied)} of credits. `
                  : ''}
                <TextLink asChild>
                  <Link
                    to="/portal/$cloudAccount/billing/cost-details/$billedAsOf"
                    params={{ cloudAccount: domainName, billedAsOf: data.period.billedAsOf }}
                  >
                    Cost details
                  </Link>
                </TextLink>
              </Figure>
              <Figure label="Forecast for the period" value={formatMoney(data.forecast)}>
                Expected by {formatDate(data.period.end)} if your products keep running as now, after credits.
              </Figure>
            </>
          )}
        </SectionState>
      </div>
      <SectionState query={benefits} what="Your credits" loading={<FigureSkeleton />}>
        {(data) => (
          <Figure label="Credits remaining" value={formatMoney(data.totalRemaining)}>
            {data.benefits.length === 0
              ? 'No credits or benefits right now.'
              : `From ${data.benefits.length} ${data.benefits.length === 1 ? 'benefit' : 'benefits'}, applied to costs automatically.`}
          </Figure>
        )}
      </SectionState>
    </section>
  );
}

function TableSkeleton({ rows = 4 }: { rows?: number }) {
  return (
    <div className={styles.tableSkeleton}>
      {Array.from({ length: rows }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical static placeholders.
        <Skeleton key={index} className={styles.skeletonRow} />
      ))}
    </div>
  );
}

export { TableSkeleton };

/** The current period per product: hours and costs so far, credits, the total. */
export function CurrentPeriod({
  domainName,
  summary,
}: {
  domainName: string;
  summary: UseQueryResult<BillingCurrentSummary>;
}) {
  return (
    <Card className={styles.section}>
      <CardHeader>
        <CardTitle>Current period by product</CardTitle>
        <CardDescription>
          {summary.data
            ? `${formatDate(summary.data.period.start)} to ${formatDate(summary.data.period.end)}, running totals before credits.`
            : 'This month, running totals before credits.'}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <SectionState query={summary} what="This period’s costs" loading={<TableSkeleton />}>
          {(data) =>
            data.lines.length === 0 ? (
              <Muted>No product has run in {domainName} this period.</Muted>
            ) : (
              <Table>
                <TableCaption className={visuallyHiddenClassName}>
                  Costs of {periodName(data.period)} so far, per product
                </TableCaption>
                <TableHeader>
                  <TableRow>
                    <TableHead>Product</TableHead>
                    <TableHead className={styles.numeric}>Hours</TableHead>
                    <TableHead className={styles.numeric}>Amount</TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {data.lines.map((line) => (
                    <TableRow key={line.productId}>
                      <TableCell>
                        <span className={styles.product}>{line.displayName}</span>
                        <span className={styles.tier}>{line.tier}</span>
                      </TableCell>
                      <TableCell className={styles.numeric}>{formatNumber(line.hours, 2)}</TableCell>
                      <TableCell className={styles.numeric}>{formatMoney(line.amount)}</TableCell>
                    </TableRow>
                  ))}
                  {data.creditsApplied.amountCents > 0 && (
                    <TableRow>
                      <TableCell colSpan={2}>Credits applied</TableCell>
                      <TableCell className={styles.numeric}>−{formatMoney(data.creditsApplied)}</TableCell>
                    </TableRow>
                  )}
                  <TableRow className={styles.totalRow}>
                    <TableCell colSpan={2}>Total so far</TableCell>
                    <TableCell className={styles.numeric}>{formatMoney(data.totalSoFar)}</TableCell>
                  </TableRow>
                </TableBody>
              </Table>
            )
          }
        </SectionState>
      </CardContent>
    </Card>
  );
}

const BENEFIT_KINDS: Record<BillingBenefit['kind'], string> = {
  promo: 'Promo credit',
  freeTier: 'Free tier',
  committedUse: 'Committed use',
};

/** Benefits and credits: what each granted, what remains, until when. */
export function Benefits({ benefits }: { benefits: UseQueryResult<BillingAccountBenefits> }) {
  return (
    <Card className={styles.section}>
      <CardHeader>
        <CardTitle>Benefits and credits</CardTitle>
        <CardDescription>Applied to your costs automatically, the soonest to expire first.</CardDescription>
      </CardHeader>
      <CardContent>
        <SectionState query={benefits} what="Your credits" loading={<TableSkeleton rows={2} />}>
          {(data) =>
            data.benefits.length === 0 ? (
              <Muted>No credits right now. Promo codes and committed-use contracts add credits here.</Muted>
            ) : (
              <ul className={styles.benefits}>
                {data.benefits.map((benefit) => {
                  const left = benefit.granted.amountCents
                    ? Math.round((benefit.remaining.amountCents / benefit.granted.amountCents) * 100)
                    : 0;
                  return (
                    <li key={benefit.id} className={styles.benefit}>
                      <div className={styles.benefitHead}>
                        <span className={styles.product}>{benefit.title}</span>
                        <Badge tone="info">{BENEFIT_KINDS[benefit.kind]}</Badge>
                      </div>
                      <p className={styles.benefitAmount}>
                        <strong>{formatMoney(benefit.remaining)}</strong> left of{' '}
                        {formatMoney(benefit.granted)}
                      </p>
                      <span className={styles.meter} aria-hidden="true">
                        <span className={styles.meterFill} style={{ width: `${left}%` }} />
                      </span>
                      <Muted>
                        {benefit.expiresAt ? `Expires ${formatDate(benefit.expiresAt)}` : 'Does not expire'}
                      </Muted>
                    </li>
                  );
                })}
              </ul>
            )
          }
        </SectionState>
      </CardContent>
    </Card>
  );
}
