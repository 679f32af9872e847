import type { MetricName, MetricResult, Product } from '@dbcloud/api-client';
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
} from '@dbcloud/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useId, useState } from 'react';
import { formatDateTime } from '../../../app/format';
import { useRootContext } from '../../../app/use-root-context';
import { ChartLegend } from '../../../components/chart/legend';
import { SectionState } from '../../../components/section-state';
import type { MetricWindow } from '../keys';
import { metricQuery } from './api';
import styles from './monitoring.module.css';
import {
  type DisplayUnit,
  displayUnit,
  formatMetricValue,
  METRIC_TITLES,
  metricMeaning,
  PERIOD_NAMES,
  reportedValues,
  stepName,
} from './monitoring-words';
import type { MonitoringPeriod } from './search';

// One chart of the monitoring tab: a metric of every node or of one, with its figures, and its numbers
// as a table one button away.

// The chart's code (visx and d3-scale) loads after the tab: the figures above each chart show first.
const MetricChart = lazy(() => import('./metric-chart'));

/** While previous data stays on screen during a change of node or period (marked busy). */
const keepPrevious = <T,>(previous: T | undefined): T | undefined => previous;

function ChartSkeleton() {
  return <Skeleton className={styles.chartSkeleton} />;
}

export function MetricCard({
  domainName,
  product,
  metric,
  node,
  period,
  timeWindow,
}: {
  domainName: string;
  product: Product;
  metric: MetricName;
  node: string | undefined;
  period: MonitoringPeriod;
  timeWindow: MetricWindow;
}) {
  const { api } = useRootContext();
  const query = useQuery({
    ...metricQuery(api, domainName, product.productId, metric, timeWindow),
    placeholderData: keepPrevious,
  });
  const [asTable, setAsTable] = useState(false);
  const title = METRIC_TITLES[metric];
  const titleId = `metric-${metric}-title`;
  return (
    <Card role="region" className={styles.card} aria-labelledby={titleId}>
      <CardHeader>
        <div className={styles.cardTop}>
          <div>
            <CardTitle asChild>
              <h3 id={titleId}>{title}</h3>
            </CardTitle>
            <CardDescription>{metricMeaning(metric, product)}</CardDescription>
          </div>
          {query.isSuccess && (
            <Button size="sm" aria-pressed={asTable} onClick={() => setAsTable((shown) => !shown)}>
              Show as table
            </Button>
          )}
        </div>
      </CardHeader>
      <CardContent>
        <SectionState query={query} what={`The ${title} chart`} loading={<ChartSkeleton />}>
          {(data) => (
            <MetricBody
              data={data}
              metric={metric}
              title={title}
              node={node}
              period={period}
              asTable={asTable}
              busy={query.isPlaceholderData}
            />
          )}
        </SectionState>
      </CardContent>
    </Card>
  );
}

function MetricBody({
  data,
  metric,
  title,
  node,
  period,
  asTable,
  busy,
}: {
  data: MetricResult;
  metric: MetricName;
  title: string;
  node: string | undefined;
  period: MonitoringPeriod;
  asTable: boolean;
  busy: boolean;
}) {
  const series = node ? data.series.filter((one) => one.nodeTag === node) : data.series;
  const values = reportedValues(series);
  if (values.length === 0) {
    return (
      <EmptyState
        headingLevel={4}
        title={`No data in the ${PERIOD_NAMES[period].replace('Last', 'last')}`}
        description={
          node
            ? `Node ${node} reported nothing in this period: it was not running yet, was stopped or restarting, or the product was terminated.`
            : 'No node reported anything in this period: the product was not running yet, was stopped, or was terminated.'
        }
        aria-busy={busy || undefined}
      />
    );
  }
  const max = Math.max(...values);
  const unit = displayUnit(metric, data.unit, max);
  const average = values.reduce((sum, value) => sum + value, 0) / values.length;
  const shown = { ...data, series };
  const names = series.map((one) => `Node ${one.nodeTag}`);
  return (
    <div className={styles.body} aria-busy={busy || undefined}>
      <p className={styles.figures}>
        <span>
          Average <strong>{formatMetricValue(average, unit)}</strong>
        </span>
        <span>
          Peak <strong>{formatMetricValue(max, unit)}</strong>
        </span>
      </p>
      {asTable ? (
        <MetricTable data={shown} title={title} unit={unit} period={period} />
      ) : (
        <>
          <Suspense fallback={<ChartSkeleton />}>
            <MetricChart
              data={shown}
              unit={unit}
              label={`${title} of ${node ? `node ${node}` : 'every node'}, ${PERIOD_NAMES[period].toLowerCase()}, as a line chart; “Show as table” has the numbers.`}
              percent={data.unit === 'percent'}
            />
          </Suspense>
          {series.length > 1 && <ChartLegend label="Nodes" names={names} />}
        </>
      )}
    </div>
  );
}

/** The chart's numbers as a table: a row per step, a column per node, in the chart's unit. */
function MetricTable({
  data,
  title,
  unit,
  period,
}: {
  data: MetricResult;
  title: string;
  unit: DisplayUnit;
  period: MonitoringPeriod;
}) {
  const times = data.series[0]?.points.map((point) => point.t) ?? [];
  const captionId = useId();
  return (
    // The table scrolls within its card: its box takes focus, so the keyboard scrolls it too.
    <Table
      containerProps={{
        className: styles.tableWrap,
        tabIndex: 0,
        role: 'region',
        'aria-labelledby': captionId,
      }}
    >
      <TableCaption id={captionId}>
        {title}
        {unit.suffix ? ` (${unit.suffix})` : ''}, {PERIOD_NAMES[period].toLowerCase()}, one value{' '}
        {stepName(data.stepSeconds)}
      </TableCaption>
      <TableHeader>
        <TableRow>
          <TableHead>Time</TableHead>
          {data.series.map((one) => (
            <TableHead key={one.nodeTag} className={styles.numeric}>
              Node {one.nodeTag}
            </TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {times.map((t, index) => (
          <TableRow key={t}>
            <TableHead scope="row" className={styles.rowHead}>
              {formatDateTime(t)}
            </TableHead>
            {data.series.map((one) => {
              const value = one.points[index]?.value ?? null;
              return (
                <TableCell key={one.nodeTag} className={styles.numeric}>
                  {value === null ? (
                    <Muted as="span" size="md">
                      No data
                    </Muted>
                  ) : (
                    formatMetricValue(value, unit)
                  )}
                </TableCell>
              );
            })}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
