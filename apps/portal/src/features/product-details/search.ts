// The product page's search (in the entry chunk with the route tree, so plain functions rather than a
// schema). The monitoring tab's `node` and `period`; anything else, or a value out of range, is dropped
// (the tab then shows every node over the last 24 hours).

/** The monitoring tab's periods, up to now (the API answers at most 31 days). */
export const MONITORING_PERIODS = ['1h', '6h', '24h', '7d', '30d'] as const;
export type MonitoringPeriod = (typeof MONITORING_PERIODS)[number];
export const DEFAULT_MONITORING_PERIOD: MonitoringPeriod = '24h';

/** A node's tag (the contract's NodeTag); whether the product has it is the tab's to check. */
const NODE_TAG = /^[A-F]$/;

export interface ProductPageSearch {
  /** The monitoring tab's node; every node when absent. */
  node?: string;
  /** The monitoring tab's period; the last 24 hours when absent. */
  period?: MonitoringPeriod;
}

export function productPageSearch({ node, period }: Record<string, unknown>): ProductPageSearch {
  return {
    node: typeof node === 'string' && NODE_TAG.test(node) ? node : undefined,
    period: MONITORING_PERIODS.find((value) => value === period),
  };
}
