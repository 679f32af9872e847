// The monitoring periods the CLI and the MCP server offer, and the window each asks
// `POST /metrics/get-metric/` for.

const MINUTE_S = 60;
const HOUR_S = 60 * MINUTE_S;
const DAY_S = 24 * HOUR_S;

/**
 * The periods up to now, each in steps that give 60 to 168 points per node (the API answers at most
 * 1,440 a series).
 */
export const METRIC_PERIODS = {
  '1h': { seconds: HOUR_S, stepSeconds: MINUTE_S },
  '6h': { seconds: 6 * HOUR_S, stepSeconds: 5 * MINUTE_S },
  '24h': { seconds: DAY_S, stepSeconds: 15 * MINUTE_S },
  '7d': { seconds: 7 * DAY_S, stepSeconds: HOUR_S },
  '30d': { seconds: 30 * DAY_S, stepSeconds: 6 * HOUR_S },
} as const;

export type MetricPeriod = keyof typeof METRIC_PERIODS;

/** The `from`, `to` and `stepSeconds` of a metric request. */
export interface MetricPeriodWindow {
  readonly from: string;
  readonly to: string;
  readonly stepSeconds: number;
}

/**
 * The window of `period` up to `now` (milliseconds since the epoch): `to` is now rounded up to a step,
 * as the portal asks, so the window stays the same for a whole step.
 */
export function metricPeriodWindow(period: MetricPeriod, now: number = Date.now()): MetricPeriodWindow {
  const { seconds, stepSeconds } = METRIC_PERIODS[period];
  const step = stepSeconds * 1000;
  const to = Math.ceil(now / step) * step;
  return { from: new Date(to - seconds * 1000).toISOString(), to: new Date(to).toISOString(), stepSeconds };
}
