import type { MetricName, MetricResult, Product } from '@dbcloud/api-client';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  EmptyState,
  Field,
  NativeSelect,
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
import { lazy, Suspense, useEffect, useId, useMemo, useState } from 'react';
import { formatDateTime } from '../../../app/format';
import { useAppContext } from '../../../app/use-app-context';
import { Alert } from '../../../components/alert';
import { ChartLegend } from '../../../components/chart/legend';
import { SectionState } from '../../../components/section-state';
import type { MetricWindow } from '../keys';
import { metricQuery } from './api';
import styles from './monitoring.module.css';
import {
  MONITORED_METRICS,
  MONITORING_PERIODS,
  type MonitoringPeriod,
  metricWindow,
  monitoringSearch,
} from './monitoring-search';
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
import type { ProductTabProps } from './tab-props';
import { useTabSearch } from './use-tab-search';

// The chart's code (visx and d3-scale) loads after the tab: the figures above each chart show first.
const MetricChart = lazy(() => import('./metric-chart'));

/** While previous data stays on screen during a change of node or period (marked busy). */
const keepPrevious = <T,>(previous: T | undefined): T | undefined => previous;

/** How often the charts' window moves forward while the tab is open. */
const WINDOW_TICK_MS = 60_000;

/**
 * The window every chart of the tab shows: one for all (they line up), fixed between ticks. Computed
 * at each render, it moved whenever a render came after a minute boundary: showing a chart as a table
 * asked the API again and the table was not the chart the user had looked at.
 */
function useMetricWindow(period: MonitoringPeriod): MetricWindow {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), WINDOW_TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return useMemo(() => metricWindow(period, now), [period, now]);
}

/**
 * Monitoring: a chart per metric (POST metrics/get-metric/) of every node or of one, over a period; the
 * node and the period live in the URL. Each chart has its numbers one button away, as a table.
 */
export function MonitoringTab({ domainName, product }: ProductTabProps) {
  const [raw, setSearch] = useTabSearch();
  const search = monitoringSearch(raw);
  const period = search.period;
  const tags = product.nodes.map((node) => node.nodeTag);
  const node = tags.find((tag) => tag === search.node);
  const unknownNode = node === undefined ? search.node : undefined;
  const timeWindow = useMetricWindow(period);

  return (
    <div className={styles.tab}>
      <div className={styles.controls}>
        <Field label="Node">
          <NativeSelect
            value={node ?? ''}
            onChange={(event) => setSearch({ node: event.target.value || undefined })}
          >
            <option value="">All nodes</option>
            {tags.map((tag) => (
              <option key={tag} value={tag}>
                Node {tag}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field label="Period">
          <NativeSelect value={period} onChange={(event) => setSearch({ period: event.target.value })}>
            {MONITORING_PERIODS.map((option) => (
              <option key={option} value={option}>
                {PERIOD_NAMES[option]}
              </option>
            ))}
          </NativeSelect>
        </Field>
      </div>
      {unknownNode && (
        <Alert tone="warning" title={`${product.displayName} has no node ${unknownNode}`}>
          <p className={styles.flush}>Showing every node instead.</p>
        </Alert>
      )}
      <div className={styles.grid}>
        {MONITORED_METRICS.map((metric) => (
          <MetricCard
            key={metric}
            domainName={domainName}
            product={product}
            metric={metric}
            node={node}
            period={period}
            timeWindow={timeWindow}
          />
        ))}
      </div>
    </div>
  );
}

function ChartSkeleton() {
  return <Skeleton className={styles.chartSkeleton} />;
}

function MetricCard({
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
  const { api } = useAppContext();
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
                    <span className={styles.muted}>No data</span>
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
