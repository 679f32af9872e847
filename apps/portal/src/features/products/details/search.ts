// The search of the product tabs that keep choices in the address: the monitoring tab's node and
// period (`?node=B&period=7d`), the health tab's period and node (`?period=7d&node=B`), the audit log's
// day and node (`?date=2026-11-20&node=A`). Each route checks its own; a value that is missing or
// malformed is left out and the tab uses its default, and whether the product has the node or the
// audit log keeps the day is the tab's to check (tab-choices.ts): a stale link never breaks a tab.
import * as v from 'valibot';
import { day, nodeTag, oneOf, orElse } from '../../../app/search-params';

/** The monitoring tab's periods, up to now (the API answers at most 31 days). */
export const MONITORING_PERIODS = ['1h', '6h', '24h', '7d', '30d'] as const;
export type MonitoringPeriod = (typeof MONITORING_PERIODS)[number];

/** The health tab's periods, up to now. */
export const HEALTH_PERIODS = ['24h', '7d', '30d', '90d'] as const;
export type HealthPeriod = (typeof HEALTH_PERIODS)[number];

/** The node shown (every node when none) and the period (the last 24 hours when none). */
export const monitoringSearch = v.object({ node: nodeTag, period: oneOf(MONITORING_PERIODS) });
export type MonitoringSearch = v.InferOutput<typeof monitoringSearch>;

/** The period (the last 30 days when none) and the node whose incidents show (every node's when none). */
export const healthSearch = v.object({ period: oneOf(HEALTH_PERIODS), node: nodeTag });
export type HealthSearch = v.InferOutput<typeof healthSearch>;

/** The UTC day (today when none) and the node (the product's first when none). */
export const auditSearch = v.object({ date: orElse(day), node: nodeTag });
export type AuditSearch = v.InferOutput<typeof auditSearch>;
