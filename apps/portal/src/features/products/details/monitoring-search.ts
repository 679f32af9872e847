// The monitoring tab's choices (search.ts) and the windows it asks for: the last 24 hours when the
// address names no period; whether the product has the node is the tab's to check (it has the product).
import type { MetricName } from '@dbcloud/api-client';
import type { MetricWindow } from '../keys';
import type { MonitoringPeriod } from './search';

export const DEFAULT_MONITORING_PERIOD: MonitoringPeriod = '24h';

// Each period in steps that give 60 to 168 points per node (the API answers at most 1,440). `to` is
// now rounded up to a step, so the window (and the query key) stays the same for a whole step: the
// route's prefetch and the tab ask for the same data. The SDK has the same table and window
// (`METRIC_PERIODS`, `metricPeriodWindow`, used by the CLI and the MCP server); the portal keeps its own
// because importing them puts them into the libraries' chunk every public page loads (`pnpm
// check:bundle` says what that costs). monitoring.test.ts keeps the two equal.

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
