// The read tools of a product's life: its metrics, its cluster's health, its nodes' audit log.
import type { MetricName, MetricPeriod, MetricResult, NodeTag } from '@dbcloud/api-client';
import { METRIC_PERIODS, metricPeriodWindow, unwrap } from '@dbcloud/api-client';
import { METRIC_NAMES } from '@dbcloud/api-client/enums';
import { inline, object, ref, selfContained } from '../../contract.js';
import { type ReadTool, readTool } from '../../tool.js';
import { productIdInput } from '../shared.js';

const DAY_MS = 86_400_000;

/** One node's series in a few numbers. */
function summarise(result: MetricResult) {
  return {
    metric: result.metric,
    unit: result.unit,
    nodes: result.series.map((series) => {
      const values = series.points.map((point) => point.value).filter((value) => value !== null);
      const round = (value: number) => Math.round(value * 100) / 100;
      return {
        nodeTag: series.nodeTag,
        latest: values.length ? round(values[values.length - 1] as number) : null,
        average: values.length ? round(values.reduce((sum, value) => sum + value, 0) / values.length) : null,
        highest: values.length ? round(Math.max(...values)) : null,
        lowest: values.length ? round(Math.min(...values)) : null,
        points: series.points.length,
        pointsWithValue: values.length,
      };
    }),
  };
}

const nullableNumber = { type: ['number', 'null'] };

export const OBSERVABILITY_READ_TOOLS: ReadTool[] = [
  readTool<{ productId: string; period?: MetricPeriod; metrics?: MetricName[]; nodeTag?: NodeTag }>({
    name: 'metrics_summary',
    group: 'metrics',
    title: 'Summarise a product’s metrics',
    description:
      'Summarises a product’s metrics per node over a period up to now (1h, 6h, 24h, 7d or 30d; default 24h): for each metric its unit and, per node, the latest, average, highest and lowest value and how many steps had a value. Metrics: cpu (percent), memory and storage (bytes used), connections, iops (per second), networkIn and networkOut (bytes per second), requests (per second). Default: every metric.',
    input: object(
      {
        productId: productIdInput,
        period: {
          type: 'string',
          enum: Object.keys(METRIC_PERIODS),
          default: '24h',
          description: 'Up to now.',
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
      },
      ['period', 'metrics', 'nodeTag'],
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
              items: object({
                nodeTag: ref('NodeTag'),
                latest: nullableNumber,
                average: nullableNumber,
                highest: nullableNumber,
                lowest: nullableNumber,
                points: { type: 'integer' },
                pointsWithValue: { type: 'integer' },
              }),
            },
          }),
        },
      }),
    ),
    run: async (
      { productId, period = '24h', metrics = [...METRIC_NAMES], nodeTag },
      { api, domainName, now },
    ) => {
      const window = metricPeriodWindow(period, now());
      const results = await Promise.all(
        metrics.map((metric) =>
          unwrap(
            api.POST('/metrics/get-metric/', {
              body: {
                domainName,
                productId,
                metric,
                ...(nodeTag ? { nodeTag } : {}),
                ...window,
              },
            }),
          ),
        ),
      );
      return {
        productId,
        period,
        ...window,
        metrics: results.map(summarise),
      };
    },
  }),
  readTool<{ productId: string; days?: number }>({
    name: 'cluster_health',
    group: 'health',
    title: 'A product’s cluster health',
    description:
      'A product’s health over the last days (default 30, at most 90): its incidents (severity, title, detail, when started and resolved, which node), the suggestions for it (kind, impact, what to do) and its availability (percent, downtime minutes, per day).',
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
    description: `The audit log of one node of a product for one UTC day (YYYY-MM-DD): each entry’s time, user, action and detail, oldest first, at most \`limit\` (default 200); \`truncated\` says when there were more. \`filter\` keeps the entries containing that text.`,
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
