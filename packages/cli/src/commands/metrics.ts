// `dbcloud metrics <productId>`: one metric of a product over a period, per node.
import {
  METRIC_PERIODS,
  type MetricName,
  type MetricPeriod,
  type MetricResult,
  type MetricUnit,
  metricPeriodWindow,
  type NodeTag,
  unwrap,
} from '@dbcloud/api-client';
import { METRIC_NAMES, NODE_TAGS } from '@dbcloud/api-client/enums';
import { Command, Option } from 'commander';
import { contextOf } from '../context.js';
import { bytes, instant, table } from '../format.js';
import { examples } from '../options.js';

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
    .addOption(
      new Option('--period <period>', 'up to now').choices(Object.keys(METRIC_PERIODS)).default('24h'),
    )
    .addOption(new Option('--node <nodeTag>', 'one node only (default: every node)').choices(NODE_TAGS))
    .option('--points', 'print every point (one row per step) instead of the summary')
    .action(
      async (
        productId: string,
        options: { metric: MetricName; period: MetricPeriod; node?: NodeTag; points?: boolean },
        self: Command,
      ) => {
        const { api, domainName, answer } = contextOf(self);
        const result = await unwrap(
          api.POST('/metrics/get-metric/', {
            body: {
              domainName,
              productId,
              metric: options.metric,
              ...(options.node ? { nodeTag: options.node } : {}),
              ...metricPeriodWindow(options.period),
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
