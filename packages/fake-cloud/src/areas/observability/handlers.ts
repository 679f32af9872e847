// The observability operations (openapi/paths/other.yaml). Everything is derived from the product's
// records and the time, so a product that did not run has no values, and what operations recorded
// shows in the audit log.

import { DAY_MS, iso, isoDate } from '../../core/clock.js';
import { type Implementation, type RequestContext, requireTenant } from '../../core/context.js';
import { fieldError, unprocessable } from '../../core/problem.js';
import { nodeOr404, type ProductRecord, productOr404 } from '../products/index.js';
import { auditLogOf } from './audit-log.js';
import { availabilityOf } from './availability.js';
import { incidentsOf, toClusterIncident } from './incidents.js';
import { METRIC_UNITS, nodeSeries } from './metrics.js';
import { dayOf } from './signals.js';
import { suggestionsOf } from './suggestions.js';

const MAX_POINTS = 1440;

function productOf(ctx: RequestContext, productId: string): ProductRecord {
  const { tenant } = requireTenant(ctx);
  return productOr404(ctx.world, tenant.domainName, productId);
}

/** The window of a cluster-health request: defaults `to` now and `from` 30 days before; 422 outside 90 days. */
function healthWindow(body: { from?: string; to?: string }, now: number): { from: number; to: number } {
  const to = body.to === undefined ? now : Date.parse(body.to);
  const from = body.from === undefined ? to - 30 * DAY_MS : Date.parse(body.from);
  if (to <= from)
    throw unprocessable('The window must end after it starts.', fieldError('to', 'must be after from'));
  if (to - from > 90 * DAY_MS)
    throw unprocessable(
      'The window is at most 90 days.',
      fieldError('from', 'is more than 90 days before to'),
    );
  return { from, to };
}

export const observabilityImplementation = {
  async getMetric({ request, response }, ctx) {
    const body = await request.json();
    const product = productOf(ctx, body.productId);
    const nodes = body.nodeTag ? [nodeOr404(product, body.nodeTag)] : product.nodes;
    const from = Date.parse(body.from);
    const to = Date.parse(body.to);
    const stepMs = body.stepSeconds * 1000;
    if (to <= from)
      throw unprocessable('The window must end after it starts.', fieldError('to', 'must be after from'));
    if (to - from > 31 * DAY_MS)
      throw unprocessable(
        'The window is at most 31 days.',
        fieldError('from', 'is more than 31 days before to'),
      );
    if (Math.ceil((to - from) / stepMs) > MAX_POINTS) {
      throw unprocessable(
        `That gives more than ${MAX_POINTS} points per series; widen stepSeconds.`,
        fieldError('stepSeconds', `gives more than ${MAX_POINTS} points`),
      );
    }
    const incidents = incidentsOf(product, from - DAY_MS, to, ctx.now);
    const query = { metric: body.metric, from, to, stepMs, now: ctx.now };
    return response(200).json({
      metric: body.metric,
      unit: METRIC_UNITS[body.metric],
      from: iso(from),
      to: iso(to),
      stepSeconds: body.stepSeconds,
      series: [...nodes]
        .sort((a, b) => a.nodeTag.localeCompare(b.nodeTag))
        .map((node) => nodeSeries(query, product, node, incidents)),
    });
  },

  async getClusterIncidents({ request, response }, ctx) {
    const body = await request.json();
    const product = productOf(ctx, body.productId);
    const { from, to } = healthWindow(body, ctx.now);
    const incidents = incidentsOf(product, from, to, ctx.now).map((i) => toClusterIncident(i, ctx.now));
    return response(200).json({ from: iso(from), to: iso(to), incidents });
  },

  async getClusterSuggestions({ request, response }, ctx) {
    const body = await request.json();
    const product = productOf(ctx, body.productId);
    const { from, to } = healthWindow(body, ctx.now);
    return response(200).json({ suggestions: suggestionsOf(product, from, to, ctx.now) });
  },

  async getClusterAvailability({ request, response }, ctx) {
    const body = await request.json();
    const product = productOf(ctx, body.productId);
    const { from, to } = healthWindow(body, ctx.now);
    return response(200).json(availabilityOf(product, from, to, ctx.now));
  },

  async listAuditLog({ params, request, response }, ctx) {
    const body = await request.json();
    const product = productOf(ctx, params.productId);
    const node = nodeOr404(product, params.nodeTag);
    const day = dayOf(Date.parse(`${params.date}T00:00:00Z`));
    const today = dayOf(ctx.now);
    if (day > today)
      throw unprocessable(`${params.date} is in the future.`, fieldError('date', 'is in the future'));
    if (day < today - 90) {
      throw unprocessable(
        `The audit log keeps 90 days; ${params.date} is older.`,
        fieldError('date', 'is more than 90 days ago'),
      );
    }
    const { entries, truncated } = auditLogOf(ctx.world, product, node, {
      day,
      filter: body.filter,
      limit: body.limit ?? 200,
      now: ctx.now,
    });
    return response(200).json({ date: isoDate(day * DAY_MS), nodeTag: node.nodeTag, entries, truncated });
  },
} satisfies Partial<Implementation>;
