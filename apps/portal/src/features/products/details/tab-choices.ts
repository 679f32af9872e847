// The health and audit tabs' choices (search.ts) made whole for one product: the defaults for what the
// address leaves out, and what is not possible for this product (a node it does not have, a day outside
// the audit log's 90 days) giving way to them. The route's loader and the tab read the same choices.
import type { NodeTag } from '@dbcloud/api-client';
import type { AuditSearch, HealthPeriod, HealthSearch } from './search';

export const DEFAULT_HEALTH_PERIOD: HealthPeriod = '30d';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const PERIOD_MS: Record<HealthPeriod, number> = {
  '24h': DAY_MS,
  '7d': 7 * DAY_MS,
  '30d': 30 * DAY_MS,
  '90d': 90 * DAY_MS,
};

/** "the last 7 days" */
export const PERIOD_NAMES: Record<HealthPeriod, string> = {
  '24h': 'the last 24 hours',
  '7d': 'the last 7 days',
  '30d': 'the last 30 days',
  '90d': 'the last 90 days',
};

/** The window of a cluster-health request: the last `period` up to `now`. */
export function windowOf(period: HealthPeriod, now: number): { from: string; to: string } {
  return { from: new Date(now - PERIOD_MS[period]).toISOString(), to: new Date(now).toISOString() };
}

/** The node of the address when the product has it. */
const nodeOf = (node: NodeTag | undefined, nodeTags: readonly NodeTag[]): NodeTag | undefined =>
  node && nodeTags.includes(node) ? node : undefined;

export interface HealthChoices {
  period: HealthPeriod;
  /** Incidents of this node (and those of the whole cluster); every node's when absent. */
  node?: NodeTag;
}

export function healthChoices(search: HealthSearch, nodeTags: readonly NodeTag[]): HealthChoices {
  const period = search.period ?? DEFAULT_HEALTH_PERIOD;
  const node = nodeOf(search.node, nodeTags);
  return node ? { period, node } : { period };
}

/** The audit log keeps 90 days (the server answers 422 for older days and for future ones). */
export const AUDIT_RETENTION_DAYS = 90;

/** 2026-11-20: the UTC day of `at` (the audit log's days are UTC days). */
export const utcDay = (at: number): string => new Date(at).toISOString().slice(0, 10);

/** The day `days` after (before, when negative) `date`. */
export const addDays = (date: string, days: number): string =>
  utcDay(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS);

/** The days the audit log can show: from `earliest` to `today`, UTC. */
export function auditDays(now: number): { earliest: string; today: string } {
  const today = utcDay(now);
  return { earliest: addDays(today, -AUDIT_RETENTION_DAYS), today };
}

export interface AuditChoices {
  /** A UTC day within the audit log's retention; today when the address has none or one outside it. */
  date: string;
  node: NodeTag;
}

export function auditChoices(search: AuditSearch, nodeTags: readonly NodeTag[], now: number): AuditChoices {
  const { earliest, today } = auditDays(now);
  const { date } = search;
  return {
    date: date && date >= earliest && date <= today ? date : today,
    node: nodeOf(search.node, nodeTags) ?? nodeTags[0] ?? 'A',
  };
}
