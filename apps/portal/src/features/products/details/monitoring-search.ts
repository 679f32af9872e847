// The monitoring tab's choices, kept in the address (`?node=B&period=7d`), and the windows it asks for.
// The route passes its search on unchecked; the tab reads its keys here with plain functions (no schema
// library: valibot's functions land in the entry chunk). A value that is missing or
// malformed gives way to the default (every node, the last 24 hours): a stale link never breaks the tab.
// Whether the product has the node is the tab's to check (it has the product).
import type { MetricName } from '@dbcloud/api-client';
import type { MetricWindow } from '../keys';

/** The periods, up to now (the API answers at most 31 days). */
export const MONITORING_PERIODS = ['1h', '6h', '24h', '7d', '30d'] as const;
export type MonitoringPeriod = (typeof MONITORING_PERIODS)[number];
export const DEFAULT_MONITORING_PERIOD: MonitoringPeriod = '24h';

/** A node's tag (the contract's NodeTag). */
const NODE_TAG = /^[A-F]$/;

export interface MonitoringSearch {
  /** The node shown; every node when absent. */
  node?: string;
  period: MonitoringPeriod;
}

export function monitoringSearch({ node, period }: Record<string, unknown>): MonitoringSearch {
  return {
    node: typeof node === 'string' && NODE_TAG.test(node) ? node : undefined,
    period: MONITORING_PERIODS.find((value) => value === period) ?? DEFAULT_MONITORING_PERIOD,
  };
}

// Each period in steps that give 60 to 168 points per node (the API answers at most 1,440). `to` is
// now rounded up to a step, so the window (and the query key) stays the same for a whole step: the
// route's prefetch and the tab ask for the same data.

const MINUTE_S = 60;
const HOUR_S = 60 * MINUTE_S;
const DAY_S = 24 * HOUR_S;

export const PERIOD_SPANS: Record<MonitoringPeriod, { seconds: number; stepSeconds: number }> = {
  '1h': { seconds: HOUR_S, stepSeconds: MINUTE_S },
  '6h': { seconds: 6 * HOUR_S, stepSeconds: 5 * MINUTE_S },
  '24h': { seconds: DAY_S, stepSeconds: 15 * MINUTE_S },
  '7d': { seconds: 7 * DAY_S, stepSeconds: HOUR_S },
  '30d': { seconds: 30 * DAY_S, stepSeconds: 6 * HOUR_S },
};

/** The metrics the tab charts, in its order. */
export const MONITORED_METRICS: readonly MetricName[] = [
  'cpu',
  'memory',
  'storage',
  'iops',
  'networkIn',
  'networkOut',
  'connections',
  'requests',
];

export function metricWindow(
  period: MonitoringPeriod = DEFAULT_MONITORING_PERIOD,
  now = Date.now(),
): MetricWindow {
  const { seconds, stepSeconds } = PERIOD_SPANS[period];
  const step = stepSeconds * 1000;
  const to = Math.ceil(now / step) * step;
  return {
    from: new Date(to - seconds * 1000).toISOString(),
    to: new Date(to).toISOString(),
    stepSeconds,
  };
}
