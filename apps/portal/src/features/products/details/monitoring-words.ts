// The monitoring tab's words: each metric's title and meaning, the periods, and the numbers in a unit a
// reader takes in at a glance (GiB, MB/s), the same for a chart's axis, its tooltip and its table.
import type { MetricName, MetricNodeSeries, MetricUnit, Product } from '@dbcloud/api-client';
import { formatNumber } from '../../../app/format';
import type { MonitoringPeriod } from './search';

export const PERIOD_NAMES: Record<MonitoringPeriod, string> = {
  '1h': 'Last hour',
  '6h': 'Last 6 hours',
  '24h': 'Last 24 hours',
  '7d': 'Last 7 days',
  '30d': 'Last 30 days',
};

export const METRIC_TITLES: Record<MetricName, string> = {
  cpu: 'CPU',
  memory: 'Memory',
  storage: 'Disk used',
  iops: 'Disk IO',
  networkIn: 'Network in',
  networkOut: 'Network out',
  connections: 'Connections',
  requests: 'Requests',
};

/** What the chart shows, in a sentence under its title. */
export function metricMeaning(metric: MetricName, product: Product): string {
  switch (metric) {
    case 'cpu':
      return 'Share of the node’s processors in use, averaged over each step.';
    case 'memory':
      return 'Memory in use at the end of each step.';
    case 'storage':
      return `Data on the node’s disk, of ${product.storage.sizeGb} GiB provisioned.`;
    case 'iops':
      return `Disk reads and writes per second, of ${formatNumber(product.storage.iops)} IOPS provisioned.`;
    case 'networkIn':
      return 'Bytes the node received per second, averaged over each step.';
    case 'networkOut':
      return 'Bytes the node sent per second, averaged over each step.';
    case 'connections':
      return 'Open client connections at the end of each step.';
    case 'requests':
      return 'Database requests per second, averaged over each step.';
  }
}

/** A chart's unit: values are divided by `divisor` and read with `suffix` ("GiB"). */
export interface DisplayUnit {
  divisor: number;
  suffix: string;
}

const BYTES = ['B', 'KiB', 'MiB', 'GiB', 'TiB'];
const RATES = ['B/s', 'kB/s', 'MB/s', 'GB/s'];

/** The largest of `names` (each `base` times the one before) that `max` reaches at least once. */
function scaled(max: number, base: number, names: string[]): DisplayUnit {
  let index = 0;
  while (index < names.length - 1 && max >= base ** (index + 1)) index += 1;
  return { divisor: base ** index, suffix: names[index] ?? '' };
}

/** The unit one chart reads in, chosen by the largest value it shows. */
export function displayUnit(metric: MetricName, unit: MetricUnit, max: number): DisplayUnit {
  switch (unit) {
    case 'percent':
      return { divisor: 1, suffix: '%' };
    case 'bytes':
      return scaled(max, 1024, BYTES);
    case 'bytesPerSecond':
      return scaled(max, 1000, RATES);
    case 'perSecond':
      return { divisor: 1, suffix: metric === 'iops' ? 'IOPS' : 'req/s' };
    case 'count':
      return { divisor: 1, suffix: '' };
  }
}

/** A value in its chart's unit: "3.2 GiB", "37.5 %", "1,204 IOPS", "42" (a decimal only below 100). */
export function formatMetricValue(value: number, unit: DisplayUnit): string {
  const scaled = value / unit.divisor;
  const number = formatNumber(scaled, Math.abs(scaled) >= 100 ? 0 : 1);
  return unit.suffix ? `${number} ${unit.suffix}` : number;
}

/** The series' values that were reported (null: the node reported nothing in that step). */
export const reportedValues = (series: MetricNodeSeries[]): number[] =>
  series.flatMap((one) => one.points.flatMap((point) => (point.value === null ? [] : [point.value])));

/** "every 15 minutes", "every hour", "every 6 hours": a step in words. */
export function stepName(stepSeconds: number): string {
  if (stepSeconds % 3600 === 0) {
    const hours = stepSeconds / 3600;
    return hours === 1 ? 'every hour' : `every ${hours} hours`;
  }
  const minutes = Math.round(stepSeconds / 60);
  return minutes === 1 ? 'every minute' : `every ${minutes} minutes`;
}
