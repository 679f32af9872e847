import type { BillingSpendings } from '@dbcloud/api-client';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  EmptyState,
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
} from '@dbcloud/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import { formatMoney } from '../../../app/format';
import { useRootContext } from '../../../app/use-root-context';
import { ChartLegend } from '../../../components/chart/legend';
import { SectionLoading, SectionState } from '../../../components/section-state';
import { keepPrevious, spendingsQuery, spendingsRange } from '../api';
import { billedAsOfMonth, monthName } from '../format';
import { DEFAULT_SPENDINGS_MONTHS, SPENDINGS_MONTHS, type SpendingsMonths } from '../search';
import styles from './billing.module.css';
import { RangeLinks } from './range-links';
import { monthTotals } from './spendings-data';

// The chart's code (visx and d3-scale) loads after the figures: the numbers show first.
const SpendingsChart = lazy(() => import('./spendings-chart'));

function ChartSkeleton() {
  return <Skeleton className={styles.chartSkeleton} />;
}

/** While the chart's code loads (the numbers are already there, in the total and the legend). */
function ChartLoading() {
  return (
    <SectionLoading what="The chart">
      <ChartSkeleton />
    </SectionLoading>
  );
}

/**
 * Spendings (POST billing/spendings): the account's costs after credits per month and product over
 * the last 3, 6, 12 or 24 months (`months` in the URL), as a stacked bar chart whose bars open the
 * month's cost details, or as a table (the same numbers, for screen readers and keyboards).
 */
export function Spendings({ domainName, months }: { domainName: string; months?: SpendingsMonths }) {
  const { api } = useRootContext();
  const span = months ?? DEFAULT_SPENDINGS_MONTHS;
  const range = spendingsRange(span);
  const query = useQuery({ ...spendingsQuery(api, domainName, range), placeholderData: keepPrevious });
  const [asTable, setAsTable] = useState(false);
  return (
    <Card className={styles.section} aria-labelledby="spendings-title">
      <CardHeader>
        <div className={styles.sectionHeader}>
          <div>
            <CardTitle id="spendings-title">Spendings</CardTitle>
            <CardDescription>Costs after credits, per month and product.</CardDescription>
          </div>
          <RangeLinks
            domainName={domainName}
            label="Months"
            param="months"
            options={SPENDINGS_MONTHS}
            current={span}
          />
        </div>
      </CardHeader>
      <CardContent>
        <SectionState query={query} what="Your spendings" loading={<ChartSkeleton />}>
          {(data) => {
            const busy = query.isPlaceholderData;
            if (data.total.amountCents === 0) {
              return (
                <EmptyState
                  headingLevel={3}
                  title={`No spendings in the last ${span} months`}
                  description="Costs appear here once your paid products run; free products cost nothing."
                  aria-busy={busy || undefined}
                />
              );
            }
            return (
              <div className={styles.spendings} aria-busy={busy || undefined}>
                <div className={styles.spendingsTop}>
                  <p className={styles.spendingsTotal}>
                    <span className={styles.figureValue}>{formatMoney(data.total)}</span>
                    <Muted as="span">
                      {' '}
                      from {monthName(data.months[0] ?? '')} to {monthName(data.months.at(-1) ?? '')}
                    </Muted>
                  </p>
                  <Button size="sm" aria-pressed={asTable} onClick={() => setAsTable((shown) => !shown)}>
                    Show as table
                  </Button>
                </div>
                {asTable ? (
                  <SpendingsTable data={data} domainName={domainName} />
                ) : (
                  <>
                    <Suspense fallback={<ChartLoading />}>
                      <SpendingsChart data={data} domainName={domainName} />
                    </Suspense>
                    <ChartLegend label="Products" names={data.series.map((series) => series.label)} />
                  </>
                )}
              </div>
            );
          }}
        </SectionState>
      </CardContent>
    </Card>
  );
}

/** The chart's numbers as a table: a row per month, a column per product, and the month's total. */
function SpendingsTable({ data, domainName }: { data: BillingSpendings; domainName: string }) {
  const totals = monthTotals(data);
  const money = (amountCents: number) => formatMoney({ amountCents, currency: data.total.currency });
  return (
    <Table>
      <TableCaption>
        Spendings per month and product, {monthName(data.months[0] ?? '')} to{' '}
        {monthName(data.months.at(-1) ?? '')}
      </TableCaption>
      <TableHeader>
        <TableRow>
          <TableHead>Month</TableHead>
          {data.series.map((series) => (
            <TableHead key={series.key} className={styles.numeric}>
              {series.label}
            </TableHead>
          ))}
          <TableHead className={styles.numeric}>Total</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {data.months.map((month, index) => (
          <TableRow key={month}>
            <TableHead scope="row" className={styles.rowHead}>
              {(totals[index] ?? 0) > 0 ? (
                <TextLink asChild>
                  <Link
                    to="/portal/$cloudAccount/billing/cost-details/$billedAsOf"
                    params={{ cloudAccount: domainName, billedAsOf: billedAsOfMonth(month) }}
                  >
                    {monthName(month)}
                  </Link>
                </TextLink>
              ) : (
                monthName(month)
              )}
            </TableHead>
            {data.series.map((series) => (
              <TableCell key={series.key} className={styles.numeric}>
                {money(series.points[index]?.amountCents ?? 0)}
              </TableCell>
            ))}
            <TableCell className={styles.numeric}>{money(totals[index] ?? 0)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
