// Metric series (`metrics/get-metric/`): one point per step from `from`, a value derived from the
// product, node, metric and time; null while the node did not report (not yet running, restarting,
// the cluster unreachable, terminated, or a dropped sample).
import type { MetricName, MetricNodeSeries, MetricUnit } from '@dbcloud/api-client';
import { productInstance } from '../../core/catalogue.js';
import { DAY_MS, HOUR_MS, iso, MINUTE_MS } from '../../core/clock.js';
import type { NodeRecord, ProductRecord } from '../products/index.js';
import { DURATIONS } from '../products/index.js';
import { type Incident, isOutage } from './incidents.js';
import { unit } from './signals.js';

export const METRIC_UNITS: Record<MetricName, MetricUnit> = {
  cpu: 'percent',
  memory: 'bytes',
  storage: 'bytes',
  connections: 'count',
  iops: 'perSecond',
  networkIn: 'bytesPerSecond',
  networkOut: 'bytesPerSecond',
  requests: 'perSecond',
};

const BUCKET = 5 * MINUTE_MS;
const GIB = 2 ** 30;

/** How busy the node is at `t`, 0..1: a level of its own, a daily cycle, noise, and CPU incidents. */
function load(key: string, t: number, hot: boolean): number {
  const level = 0.2 + 0.3 * unit(key, -1);
  const hour = (t % DAY_MS) / HOUR_MS;
  const cycle = 0.15 * Math.sin((2 * Math.PI * (hour - 8)) / 24);
  const noise = 0.1 * (unit(key, Math.floor(t / BUCKET)) - 0.5);
  return Math.min(0.99, Math.max(0.02, level + cycle + noise + (hot ? 0.5 : 0)));
}

function reporting(product: ProductRecord, node: NodeRecord, t: number, incidents: Incident[]): boolean {
  if (t < node.addedAt + DURATIONS.create) return false;
  if (product.terminatedAt !== null && t >= product.terminatedAt) return false;
  if (node.outages.some((o) => t >= o.from && t < o.until)) return false;
  if (isOutage(incidents, t)) return false;
  return unit(`${product.productId}/${node.nodeTag}/dropout`, Math.floor(t / BUCKET)) >= 0.006;
}

function sampleOf(metric: MetricName, product: ProductRecord, t: number, busy: number): number {
  const instance = productInstance(product.tier, product.instanceType);
  const vCpus = instance?.vCpus ?? 2;
  switch (metric) {
    case 'cpu':
      return Math.round(busy * 1000) / 10;
    case 'memory':
      return Math.round((0.45 + 0.4 * busy) * (instance?.memoryGb ?? 4) * GIB);
    case 'storage': {
      const full = product.labels.some((l) => l.kind === 'storage-almost-full');
      const start = full ? 0.9 : 0.15 + 0.25 * unit(`${product.productId}/storage`, 0);
      const grown = Math.min(0.97, start + (0.0008 * Math.max(0, t - product.createdAt)) / DAY_MS);
      return Math.round(grown * product.storage.sizeGb * GIB);
    }
    case 'connections':
      return Math.round(busy * 40 * vCpus);
    case 'iops':
      return Math.round(busy * product.storage.iops * 0.8);
    case 'networkIn':
      return Math.round(busy * 5_000_000 * vCpus);
    case 'networkOut':
      return Math.round(busy * 8_000_000 * vCpus);
    case 'requests':
      return Math.round(busy * 250 * vCpus);
  }
}

/** A node's series: the step's average of a few samples (the last sample for levels). */
export function nodeSeries(
  query: { metric: MetricName; from: number; to: number; stepMs: number; now: number },
  product: ProductRecord,
  node: NodeRecord,
  incidents: Incident[],
): MetricNodeSeries {
  const key = `${product.domainName}/${product.productId}/${node.nodeTag}/${query.metric}`;
  const samples = Math.max(1, Math.min(6, Math.floor(query.stepMs / BUCKET)));
  const hotAt = (t: number) =>
    query.metric === 'cpu' &&
    incidents.some(
      (i) => i.severity === 'warning' && i.nodeTag === node.nodeTag && t >= i.startedAt && t < i.endsAt,
    );
  const points: MetricNodeSeries['points'] = [];
  for (let t = query.from; t < query.to && t <= query.now; t += query.stepMs) {
    const times = Array.from({ length: samples }, (_, i) => t + Math.floor((i * query.stepMs) / samples));
    const live = times.filter((s) => s <= query.now && reporting(product, node, s, incidents));
    if (live.length === 0) {
      points.push({ t: iso(t), value: null });
      continue;
    }
    const values = live.map((s) => sampleOf(query.metric, product, s, load(key, s, hotAt(s))));
    const level = query.metric === 'memory' || query.metric === 'storage' || query.metric === 'connections';
    const value = level ? (values.at(-1) as number) : values.reduce((a, b) => a + b, 0) / values.length;
    points.push({
      t: iso(t),
      value: query.metric === 'cpu' ? Math.round(value * 10) / 10 : Math.round(value),
    });
  }
  return { nodeTag: node.nodeTag, points };
}
