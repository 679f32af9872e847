// What the product operations do alike: record an audit entry, start a timed transition, refuse by a rule.
import type { NodeTag } from '@dbcloud/api-client';
import { type RequestContext, requireUser } from '../../core/context.js';
import { fieldError, unprocessable } from '../../core/problem.js';
import { type ProductRecord, recordAudit, scheduleAt } from './records.js';

/** Records what the signed-in user did to a product. */
export function audit(
  ctx: RequestContext,
  product: ProductRecord,
  action: string,
  detail: string,
  nodeTag: NodeTag | null = null,
) {
  recordAudit(ctx.world, product, { at: ctx.now, user: requireUser(ctx).email, action, detail, nodeTag });
}

/** Puts the product in a transient status that ends after `duration`. */
export function startTransition(
  ctx: RequestContext,
  product: ProductRecord,
  status: 'scaling' | 'restarting',
  duration: number,
) {
  product.status = status;
  product.statusUntil = ctx.now + duration;
  scheduleAt(ctx.world, product.statusUntil);
}

export function rule(field: string, message: string): never {
  throw unprocessable(message, fieldError(field, message));
}
