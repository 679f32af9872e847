import { Field, NativeSelect } from '@dbcloud/ui-kit';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useMemo, useState } from 'react';
import { Alert } from '../../../components/alert';
import type { MetricWindow } from '../keys';
import { MetricCard } from './metric-card';
import styles from './monitoring.module.css';
import { DEFAULT_MONITORING_PERIOD, MONITORED_METRICS, metricWindow } from './monitoring-search';
import { PERIOD_NAMES } from './monitoring-words';
import { MONITORING_PERIODS, type MonitoringPeriod, type MonitoringSearch } from './search';
import type { ProductTabProps } from './tab-props';

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
export function MonitoringTab({
  domainName,
  product,
  search,
}: ProductTabProps & { search: MonitoringSearch }) {
  const period = search.period ?? DEFAULT_MONITORING_PERIOD;
  const tags = product.nodes.map((node) => node.nodeTag);
  // A new choice is a new history entry (Back returns to the previous one); the others stay.
  const navigate = useNavigate({ from: '/portal/$cloudAccount/product/monitoring/$id' });
  const setSearch = (change: MonitoringSearch) =>
    void navigate({ search: (previous) => ({ ...previous, ...change }), resetScroll: false });
  const node = tags.find((tag) => tag === search.node);
  const unknownNode = node === undefined ? search.node : undefined;
  const timeWindow = useMetricWindow(period);

  return (
    <div className={styles.tab}>
      <div className={styles.controls}>
        <Field label="Node">
          <NativeSelect
            value={node ?? ''}
            onChange={(event) => setSearch({ node: tags.find((tag) => tag === event.target.value) })}
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
          <NativeSelect
            value={period}
            onChange={(event) =>
              setSearch({ period: MONITORING_PERIODS.find((option) => option === event.target.value) })
            }
          >
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
