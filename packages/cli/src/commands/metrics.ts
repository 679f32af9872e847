// `dbcloud metrics <productId>`: one metric of a product over a period, per node.
import {
  type MetricName,
  type MetricResult,
  type MetricUnit,
  type NodeTag,
  unwrap,
} from '@dbcloud/api-client';
import { METRIC_NAMES, NODE_TAGS } from '@dbcloud/api-client/enums';
import { Command, Option } from 'commander';
import { contextOf } from '../context.js';
import { bytes, instant, table } from '../format.js';
import { examples } from '../options.js';

const MINUTE_S = 60;
const HOUR_S = 60 * MINUTE_S;
const DAY_S = 24 * HOUR_S;

/** The portal's monitoring periods, each up to now in steps that give 60 to 168 points per node. */
export const PERIODS = {
  '1h': { seconds: HOUR_S, stepSeconds: MINUTE_S },
  '6h': { seconds: 6 * HOUR_S, stepSeconds: 5 * MINUTE_S },
  '24h': { seconds: DAY_S, stepSeconds: 15 * MINUTE_S },
  '7d': { seconds: 7 * DAY_S, stepSeconds: HOUR_S },
  '30d': { seconds: 30 * DAY_S, stepSeconds: 6 * HOUR_S },
} as const;
type Period = keyof typeof PERIODS;

function valueText(value: number | null | undefined, unit: MetricUnit): string {
  if (value === null || value === undefined) return '-';
  switch (unit) {
    case 'percent':
      return `${value.toFixed(1)}%`;
    case 'bytes':
      return bytes(Math.round(value));
    case 'bytesPerSecond':
      return `${bytes(Math.round(value))}/s`;
    case 'perSecond':
      return `${value.toFixed(1)}/s`;
    default:
      return String(Math.round(value * 10) / 10);
  }
}

function summaryTable(result: MetricResult): string {
  const heading = `${result.metric} from ${instant(result.from)} to ${instant(result.to)}, every ${result.stepSeconds / 60} min`;
  const rows = result.series.map((series) => {
    const values = series.points
      .map((point) => point.value)
      .filter((value): value is number => value !== null);
    const average = values.length ? values.reduce((sum, value) => sum + value, 0) / values.length : null;
    return [
      series.nodeTag,
      valueText(values.at(-1), result.unit),
      valueText(average, result.unit),
      valueText(values.length ? Math.max(...values) : null, result.unit),
      `${values.length}/${series.points.length}`,
    ];
  });
  return `${heading}\n\n${table(['node', 'latest', 'average', 'max', 'points'], rows)}`;
}

function pointsTable(result: MetricResult): string {
  const times = result.series[0]?.points.map((point) => point.t) ?? [];
  return table(
    ['time', ...result.series.map((series) => series.nodeTag)],
    times.map((t, index) => [
      instant(t),
      ...result.series.map((series) => valueText(series.points[index]?.value, result.unit)),
    ]),
  );
}

/** `dbcloud metrics …` */
export function metricsCommand(): Command {
  const command = new Command('metrics')
    .description('One metric of a product over a period, per node: latest, average and highest value')
    .argument('<productId>', 'the product, e.g. prd-orders-eu')
    .addOption(new Option('--metric <metric>', 'what to measure').choices(METRIC_NAMES).default('cpu'))
    .addOption(new Option('--period <period>', 'up to now').choices(Object.keys(PERIODS)).default('24h'))
    .addOption(new Option('--node <nodeTag>', 'one node only (default: every node)').choices(NODE_TAGS))
    .option('--points', 'print every point (one row per step) instead of the summary')
    .action(
      async (
        productId: string,
        options: { metric: MetricName; period: Period; node?: NodeTag; points?: boolean },
        self: Command,
      ) => {
        const { api, domainName, answer } = contextOf(self);
        const { seconds, stepSeconds } = PERIODS[options.period];
        // `to` is now rounded up to a step, as the portal asks.
        const to = Math.ceil(Date.now() / (stepSeconds * 1000)) * stepSeconds * 1000;
        const result = await unwrap(
          api.POST('/metrics/get-metric/', {
            body: {
              domainName,
              productId,
              metric: options.metric,
              ...(options.node ? { nodeTag: options.node } : {}),
              from: new Date(to - seconds * 1000).toISOString(),
              to: new Date(to).toISOString(),
              stepSeconds,
            },
          }),
        );
        answer(result, options.points ? pointsTable : summaryTable);
      },
    );
  return examples(
    command,
    'dbcloud metrics prd-orders-eu',
    'dbcloud metrics prd-orders-eu --metric memory --period 7d --node A',
  );
}
