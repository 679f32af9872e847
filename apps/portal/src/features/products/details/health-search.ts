// The health and audit tabs' choices, kept in the address (`?period=7d&node=B`, `?date=2026-11-20&node=A`).
// The route passes its search on unchecked; each tab reads its own keys here with plain functions (no
// schema library: valibot's functions land in the entry chunk). A value that is missing,
// malformed or not possible for this product (a node it does not have, a day outside the audit log's
// 90 days) gives way to the default: a shared or stale link never breaks the tab.
import type { NodeTag } from '@dbcloud/api-client';
import { NODE_TAGS } from '@dbcloud/api-client/enums';

export const HEALTH_PERIODS = ['24h', '7d', '30d', '90d'] as const;
export type HealthPeriod = (typeof HEALTH_PERIODS)[number];
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

const isNodeTag = (value: unknown): value is NodeTag => NODE_TAGS.some((tag) => tag === value);

/** The node of the address when the product has it. */
const nodeOf = (value: unknown, nodeTags: readonly string[]): NodeTag | undefined =>
  isNodeTag(value) && nodeTags.includes(value) ? value : undefined;

export interface HealthSearch {
  period: HealthPeriod;
  /** Incidents of this node (and those of the whole cluster); every node's when absent. */
  node?: NodeTag;
}

export function healthSearch(search: Record<string, unknown>, nodeTags: readonly string[]): HealthSearch {
  const period = HEALTH_PERIODS.find((p) => p === search.period) ?? DEFAULT_HEALTH_PERIOD;
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

const DATE = /^\d{4}-\d{2}-\d{2}$/;
/** Whether `value` is a day that exists, written 2026-11-20. */
export const isDay = (value: unknown): value is string =>
  typeof value === 'string' && DATE.test(value) && utcDay(Date.parse(`${value}T00:00:00Z`) || 0) === value;

export interface AuditSearch {
  /** A UTC day within the audit log's retention; today when the address has none or one outside it. */
  date: string;
  node: NodeTag;
}

export function auditSearch(
  search: Record<string, unknown>,
  nodeTags: readonly string[],
  now: number,
): AuditSearch {
  const { earliest, today } = auditDays(now);
  const date = isDay(search.date) && search.date >= earliest && search.date <= today ? search.date : today;
  const first = nodeTags.find(isNodeTag) ?? 'A';
  return { date, node: nodeOf(search.node, nodeTags) ?? first };
}
