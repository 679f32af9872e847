// The read tools of a product's life: its metrics (a summary per node, and the series over a period),
// its health (incidents, suggestions, availability), its nodes' audit log.
import type { MetricName, MetricPeriod, MetricPoint, MetricResult, NodeTag } from '@dbcloud/api-client';
import { METRIC_PERIODS, metricPeriodWindow, unwrap } from '@dbcloud/api-client';
import { METRIC_NAMES } from '@dbcloud/api-client/enums';
import { inline, object, ref, selfContained } from '../../contract.js';
import { type ReadTool, readTool } from '../../tool.js';
import { productIdInput } from '../shared.js';

const DAY_MS = 86_400_000;
const round = (value: number) => Math.round(value * 100) / 100;
const nullableNumber = { anyOf: [{ type: 'number' }, { type: 'null' }] };

/** At most `most` points: neighbouring steps averaged (a step without a value counts for nothing). */
function fewer(points: readonly MetricPoint[], most: number): { t: string; value: number | null }[] {
  const size = Math.max(1, Math.ceil(points.length / most));
  const result = [];
  for (let start = 0; start < points.length; start += size) {
    const group = points.slice(start, start + size);
    const values = group.map((point) => point.value).filter((value) => value !== null);
    result.push({
      t: (group[0] as MetricPoint).t,
      value: values.length ? round(values.reduce((sum, value) => sum + value, 0) / values.length) : null,
    });
  }
  return result;
}

/** One node's series in a few numbers, and its points when asked for. */
function summarise(result: MetricResult, points: number | undefined) {
  return {
    metric: result.metric,
    unit: result.unit,
    nodes: result.series.map((series) => {
      const values = series.points.map((point) => point.value).filter((value) => value !== null);
      return {
        nodeTag: series.nodeTag,
        latest: values.length ? round(values[values.length - 1] as number) : null,
        average: values.length ? round(values.reduce((sum, value) => sum + value, 0) / values.length) : null,
        highest: values.length ? round(Math.max(...values)) : null,
        lowest: values.length ? round(Math.min(...values)) : null,
        points: series.points.length,
        pointsWithValue: values.length,
        ...(points === undefined ? {} : { series: fewer(series.points, points) }),
      };
    }),
  };
}

interface MetricsArgs {
  productId: string;
  period?: MetricPeriod;
  until?: string;
  metrics?: MetricName[];
  nodeTag?: NodeTag;
  points?: number;
}

export const OBSERVABILITY_READ_TOOLS: ReadTool[] = [
  readTool<MetricsArgs>({
    name: 'metrics_get',
    group: 'metrics',
    title: 'A product’s metrics',
    description:
      'A product’s metrics per node over a period (default 24h) ending now or at `until`: per metric its unit, per node the latest, average, highest, lowest; with `points`, the series. Units: cpu %, memory and storage bytes, network bytes/s, requests /s.',
    input: object(
      {
        productId: productIdInput,
        period: { type: 'string', enum: Object.keys(METRIC_PERIODS), default: '24h' },
        until: {
          type: 'string',
          format: 'date-time',
          maxLength: 35,
          description: 'The end of the period (default: now), e.g. when an incident started.',
        },
        metrics: {
          type: 'array',
          items: { ...inline('MetricName'), description: undefined },
          minItems: 1,
          maxItems: METRIC_NAMES.length,
          uniqueItems: true,
          description: 'Which metrics (default: all).',
        },
        nodeTag: inline('NodeTag', { description: 'One node only (default: every node).' }),
        points: {
          type: 'integer',
          minimum: 2,
          maximum: 200,
          description: 'Also answer each series, in at most this many points.',
        },
      },
      ['period', 'until', 'metrics', 'nodeTag', 'points'],
    ),
    output: selfContained(
      object({
        productId: ref('ProductId'),
        period: { type: 'string', enum: Object.keys(METRIC_PERIODS) },
        from: ref('DateTime'),
        to: ref('DateTime'),
        stepSeconds: { type: 'integer' },
        metrics: {
          type: 'array',
          items: object({
            metric: ref('MetricName'),
            unit: ref('MetricUnit'),
            nodes: {
              type: 'array',
              items: object(
                {
                  nodeTag: ref('NodeTag'),
                  latest: nullableNumber,
                  average: nullableNumber,
                  highest: nullableNumber,
                  lowest: nullableNumber,
                  points: { type: 'integer' },
                  pointsWithValue: { type: 'integer' },
                  series: {
                    type: 'array',
                    items: object({ t: ref('DateTime'), value: nullableNumber }),
                  },
                },
                ['series'],
              ),
            },
          }),
        },
      }),
    ),
    run: async (
      { productId, period = '24h', until, metrics = [...METRIC_NAMES], nodeTag, points },
      { api, domainName, now },
    ) => {
      const window = metricPeriodWindow(period, until === undefined ? now() : Date.parse(until));
      const results = await Promise.all(
        metrics.map((metric) =>
          unwrap(
            api.POST('/metrics/get-metric/', {
              body: { domainName, productId, metric, ...(nodeTag ? { nodeTag } : {}), ...window },
            }),
          ),
        ),
      );
      return {
        productId,
        period,
        ...window,
        metrics: results.map((result) => summarise(result, points)),
      };
    },
  }),
  readTool<{ productId: string; days?: number }>({
    name: 'products_health',
    group: 'health',
    title: 'A product’s health',
    description:
      'Why a product is down or slow, and since when: its incidents over the last days (ongoing: resolvedAt null), suggestions (e.g. a larger instance), availability per day. For slowness, also metrics_get with points.',
    input: object(
      {
        productId: productIdInput,
        days: {
          type: 'integer',
          minimum: 1,
          maximum: 90,
          description: 'How many days up to now (default 30).',
        },
      },
      ['days'],
    ),
    output: selfContained(
      object({
        productId: ref('ProductId'),
        incidents: ref('ClusterIncidentList'),
        suggestions: ref('ClusterSuggestionList'),
        availability: ref('ClusterAvailability'),
      }),
    ),
    run: async ({ productId, days }, { api, domainName, now }) => {
      const body = {
        domainName,
        productId,
        ...(days === undefined
          ? {}
          : { from: new Date(now() - days * DAY_MS).toISOString(), to: new Date(now()).toISOString() }),
      };
      const [incidents, suggestions, availability] = await Promise.all([
        unwrap(api.POST('/cluster-health/incidents', { body })),
        unwrap(api.POST('/cluster-health/suggestions', { body })),
        unwrap(api.POST('/cluster-health/availability', { body })),
      ]);
      return { productId, incidents, suggestions, availability };
    },
  }),
  readTool<{ productId: string; nodeTag: NodeTag; date: string; filter?: string; limit?: number }>({
    name: 'audit_log_day',
    group: 'audit',
    title: 'A day of a node’s audit log',
    description:
      'Who did what on one node of a product during one UTC day: each entry’s time, user, action and detail, newest first (`truncated` says if there were more).',
    input: object(
      {
        productId: productIdInput,
        nodeTag: inline('NodeTag', { description: 'The node, A to F (see products_get).' }),
        date: inline('Date', {
          pattern: '^\\d{4}-\\d{2}-\\d{2}$',
          description: 'The UTC day, e.g. 2026-11-20.',
        }),
        filter: {
          type: 'string',
          maxLength: 200,
          pattern: '^[^\\x00-\\x1F\\x7F-\\x9F]*$',
          description: 'Keep only the entries containing this text.',
        },
        limit: {
          type: 'integer',
          minimum: 1,
          maximum: 1000,
          description: 'At most this many entries (default 200).',
        },
      },
      ['filter', 'limit'],
    ),
    output: selfContained(object({ productId: ref('ProductId'), log: ref('AuditLogList') })),
    run: async ({ productId, nodeTag, date, filter, limit }, { api, domainName }) => ({
      productId,
      log: await unwrap(
        api.POST('/audit-log/list/{domainName}/{productId}/{nodeTag}/{date}', {
          params: { path: { domainName, productId, nodeTag, date } },
          body: { ...(filter === undefined ? {} : { filter }), ...(limit === undefined ? {} : { limit }) },
        }),
      ),
    }),
  }),
];
