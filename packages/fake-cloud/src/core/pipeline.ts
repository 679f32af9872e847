// What every API request goes through before an operation's implementation runs: the world it
// belongs to, injected faults, the fake clock's transitions, the call budget (core/rate-limit.ts), the
// CSRF guard, contract validation, the session or API key, tenancy and roles, then the idempotency key
// of a create or a charge (core/idempotency.ts). Errors become problem+json answers; every answer after
// the budget carries its RateLimit fields, every answer its request id (core/request-id.ts), and every
// answer to a request whose session cookie names no live session (any more) clears that cookie.
import { type Operation, operations } from '@dbcloud/api-client';
import type { OperationResolvers } from '@dbcloud/api-client/msw';
import { delay, HttpResponse } from 'msw';
import type { RequestContext } from './context.js';
import { createContext, type Implementation } from './context.js';
import { changesState } from './contract.js';
import { parseCookies, SESSION_COOKIE, WORLD_COOKIE } from './cookies.js';
import {
  claimIdempotencyKey,
  IDEMPOTENCY_KEY_HEADER,
  type IdempotencyClaim,
  takesIdempotencyKey,
} from './idempotency.js';
import { spendCallBudget } from './pipeline/call-budget.js';
import { identifyCaller } from './pipeline/caller.js';
import { injectedProblem, takeFault } from './pipeline/faults.js';
import { type Info, readInput } from './pipeline/input.js';
import { clearEndedSession, type SessionCookieSeen } from './pipeline/session-cookie.js';
import type { WorldSource } from './pipeline/source.js';
import { forbidden, HttpProblem } from './problem.js';
import { type QuotaUsage, rateLimitFields } from './rate-limit.js';
import { validatedRequest } from './request.js';
import { withRequestId } from './request-id.js';

export type { ApiKeyCaller, WorldSource } from './pipeline/source.js';

type AnyResolver = (info: never) => unknown;

async function handle(
  source: WorldSource,
  implementation: Implementation,
  op: Operation,
  info: Info,
  usages: QuotaUsage[],
  seen: SessionCookieSeen,
): Promise<Response> {
  const { request } = info;
  const url = new URL(request.url);
  const cookies = parseCookies(request.headers.get('cookie'));
  const world = source.worldFor(cookies[WORLD_COOKIE]);

  const fault = takeFault(world, op, request);
  if (fault?.delayMs) await delay(fault.delayMs);
  if (fault?.networkError) return HttpResponse.error();
  if (fault?.status) return injectedProblem(fault.status, fault.retryAfter).toResponse(url.pathname);

  const now = world.clock.nowMs();
  source.tick(world, now);

  // A call made with an API key ignores the session cookie it may carry.
  const authorization = op.access === 'public' ? null : request.headers.get('authorization');
  if (authorization === null && cookies[SESSION_COOKIE]) {
    Object.assign(seen, { world, now, value: cookies[SESSION_COOKIE], secure: url.protocol === 'https:' });
  }

  const client = source.clientOf(request);
  usages.push(...spendCallBudget(source, world, op, request, client, now));

  // A call made with an API key carries no cookie the browser could attach for another site: no CSRF
  // guard for it (its session cookie, if any, is ignored).
  if (changesState(op.operationId) && authorization === null) {
    if (request.headers.get('x-requested-with') !== 'XMLHttpRequest') {
      throw forbidden('This call changes data and must carry X-Requested-With: XMLHttpRequest.');
    }
  }

  const { shape, read, body, query, path, header } = await readInput(op, info, url);
  const caller = identifyCaller(source, world, op, request, { authorization, cookies, path, body, now });
  const { user, tenant, apiKeyId } = caller;

  const ctx = createContext(
    {
      world,
      clock: world.clock,
      now,
      operationId: op.operationId,
      client,
      publicOrigin: source.publicOrigin,
      cookies,
      ...caller,
    },
    url.protocol === 'https:',
  );
  // A create or a charge sent again with its Idempotency-Key answers its first answer, running nothing.
  const key = takesIdempotencyKey(op.operationId) ? header[IDEMPOTENCY_KEY_HEADER] : undefined;
  let claim: IdempotencyClaim | undefined;
  if (key !== undefined) {
    const callerKey = apiKeyId ? `key:${apiKeyId}` : user ? `user:${user.email}` : `client:${client}`;
    const found = claimIdempotencyKey(
      world.idempotency,
      {
        key,
        operationId: op.operationId,
        scope: tenant ? `account:${tenant.domainName}` : callerKey,
        caller: callerKey,
        method: request.method,
        path: url.pathname,
        query: url.searchParams,
        body,
      },
      now,
    );
    if ('replay' in found) return found.replay;
    claim = found.claim;
  }

  const resolve = implementation[op.operationId] as unknown as (info: Info, ctx: RequestContext) => unknown;
  // The implementation reads exactly what was validated: the coerced query, the parsed body.
  const validated = validatedRequest(info, query, shape.query.declared, read);
  let response: Response;
  try {
    response = (await resolve(validated, ctx)) as Response;
  } catch (error) {
    // A refusal of the operation's own rules is its answer, kept for the key like any other.
    if (!claim || !(error instanceof HttpProblem)) {
      claim?.release();
      throw error;
    }
    response = error.toResponse(url.pathname);
  }
  await claim?.settle(response);
  // The operation ran (and its answer is kept for its key), then the connection drops: the caller never
  // learns whether it happened, the case an Idempotency-Key is for.
  if (fault?.dropAnswer) return HttpResponse.error();
  for (const cookie of ctx.setCookies) response.headers.append('Set-Cookie', cookie);
  return response;
}

/** Wraps the implementation into the generated resolver map, every operation behind the pipeline. */
export function createResolvers(source: WorldSource, implementation: Implementation): OperationResolvers {
  const entries = operations.map((op) => {
    const resolver = async (info: Info) => {
      // The call budget's fields go on every answer, errors included.
      const usages: QuotaUsage[] = [];
      const seen: SessionCookieSeen = {};
      let response: Response;
      try {
        response = await handle(source, implementation, op, info, usages, seen);
      } catch (error) {
        if (error instanceof HttpProblem) {
          response = error.toResponse(new URL(info.request.url).pathname);
        } else {
          console.error(`[fake-cloud] ${op.operationId} failed:`, error);
          response = new HttpProblem(500, 'The fake cloud failed to handle this request.', {
            type: 'internal',
          }).toResponse(new URL(info.request.url).pathname);
        }
      }
      // A dropped connection (Response.error(), an injected fault) has no headers to set.
      if (response.type === 'error') return response;
      if (usages.length > 0) {
        for (const [name, value] of Object.entries(rateLimitFields(usages)))
          response.headers.append(name, value);
      }
      clearEndedSession(seen, response);
      // Every answer names its request, injected failures and 429s included.
      return withRequestId(response);
    };
    return [op.operationId, resolver as AnyResolver];
  });
  return Object.fromEntries(entries) as unknown as OperationResolvers;
}
