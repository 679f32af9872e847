// What every API request goes through before an operation's implementation runs: the world it
// belongs to, injected faults, the fake clock's transitions, the call budget (core/rate-limit.ts), the
// CSRF guard, contract validation, the session or API key, tenancy and roles, then the idempotency key
// of a create or a charge (core/idempotency.ts). Errors become problem+json answers; every answer after
// the budget carries its RateLimit fields, every answer its request id (core/request-id.ts), and every
// answer to a request whose session cookie names no live session (any more) clears that cookie.
import { type Operation, type OperationId, operations } from '@dbcloud/api-client';
import type { OperationResolvers } from '@dbcloud/api-client/msw';
import { delay, HttpResponse } from 'msw';
import { memberMayCall, noAccessMessage } from './access.js';
import type { RequestContext } from './context.js';
import { createContext, type Implementation } from './context.js';
import { acceptsApiKey, changesState, requestShape, validateRequest } from './contract.js';
import { parseCookies, SESSION_COOKIE, serializeCookie, WORLD_COOKIE } from './cookies.js';
import {
  claimIdempotencyKey,
  IDEMPOTENCY_KEY_HEADER,
  type IdempotencyClaim,
  takesIdempotencyKey,
} from './idempotency.js';
import { forbidden, HttpProblem, unauthorized } from './problem.js';
import {
  type CallBudgets,
  type QuotaUsage,
  rateLimitFields,
  spendQuotas,
  windowInWords,
} from './rate-limit.js';
import { readJsonBody, readQuery, validatedRequest } from './request.js';
import { withRequestId } from './request-id.js';
import { isLiveSession, liveSession } from './session.js';
import { membership, type World } from './world.js';

/** Operations a partial (two-factor pending) session may call. */
const PARTIAL_SESSION_OPERATIONS = new Set<OperationId>([
  'getLoginStage',
  'loginWithTwoFactorCode',
  'loginWithRecoveryCode',
  'logout',
]);

/** The API key a bearer secret belongs to, as the api-keys area finds it. */
export interface ApiKeyCaller {
  readonly apiKeyId: string;
  /** The key's account: the only one its calls reach. */
  readonly domainName: string;
  /** The e-mail of the key's creator: the calls act on their behalf (audit log, support requests). */
  readonly createdBy: string;
  /** Records a call the key was accepted for (`lastUsedAt`). */
  markUsed(now: number): void;
}

export interface WorldSource {
  /** The world a request belongs to (chosen by the fake-world cookie; the default world otherwise). */
  worldFor(worldId: string | undefined): World;
  /** Applies everything that fake time has made due (product transitions, …). */
  tick(world: World, now: number): void;
  /**
   * The key of an API key secret. Throws a 401 problem for a secret no key has, and for an expired or
   * deactivated key (saying which).
   */
  findApiKey(world: World, secret: string, now: number): ApiKeyCaller;
  /** The address of the client that sent a request (core/client-address.ts). */
  clientOf(request: Request): string;
  /** The call budgets every call counts against (core/rate-limit.ts). */
  readonly callBudgets: CallBudgets;
  /** The configured public origin mailed links are built on (never a request's headers). */
  publicOrigin(): string;
}

/** The secret of an `Authorization: Bearer <secret>` header; a 401 for any other form. */
function bearerSecret(authorization: string): string {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization);
  if (!match?.[1]) {
    throw unauthorized('Send the API key’s secret as `Authorization: Bearer dbc_...`.');
  }
  return match[1];
}

/** The account domains a request names in its path or body (each must be the selected account). */
function namedDomains(path: Record<string, string>, body: unknown): string[] {
  return [path.domainName, (body as { domainName?: unknown } | undefined)?.domainName].filter(
    (value): value is string => typeof value === 'string',
  );
}

type AnyResolver = (info: never) => unknown;
type Info = {
  request: Request;
  params: Record<string, string | readonly string[] | undefined>;
};

/** Matches an injected fault; consumes one use of it. */
function takeFault(world: World, op: Operation, request: Request) {
  const path = new URL(request.url).pathname;
  for (const fault of world.faults) {
    const { match } = fault;
    if (match.operationId && match.operationId !== op.operationId) continue;
    if (match.method && match.method.toUpperCase() !== request.method) continue;
    if (match.path && !path.includes(match.path)) continue;
    if (fault.probability !== undefined && Math.random() >= fault.probability) continue;
    if (fault.remaining !== undefined) {
      fault.remaining -= 1;
      if (fault.remaining <= 0) world.faults.splice(world.faults.indexOf(fault), 1);
    }
    return fault;
  }
  return undefined;
}

/**
 * Counts a call against its budgets: the API key's and its account's when it carries a valid key, else
 * its client's (an unknown, expired or malformed key is answered 401 later, on the client's budget).
 */
function spendCallBudget(
  source: WorldSource,
  world: World,
  op: Operation,
  request: Request,
  client: string,
  now: number,
): QuotaUsage[] {
  const authorization = op.access === 'public' ? null : request.headers.get('authorization');
  const secret = authorization ? /^Bearer\s+(\S+)\s*$/i.exec(authorization)?.[1] : undefined;
  let key: { apiKeyId: string; domainName: string } | undefined;
  try {
    key = secret ? source.findApiKey(world, secret, now) : undefined;
  } catch (error) {
    if (!(error instanceof HttpProblem)) throw error;
  }
  const { apiKey, account, client: perClient } = source.callBudgets;
  const charges = key
    ? [
        {
          quota: apiKey,
          partition: key.apiKeyId,
          detail: `This API key has made ${apiKey.limit} calls in ${windowInWords(apiKey.windowSeconds)}, its limit. Please wait a moment and try again.`,
        },
        {
          quota: account,
          partition: key.domainName,
          detail: `The API keys of ${key.domainName} have made ${account.limit} calls in ${windowInWords(account.windowSeconds)}, the account’s limit whatever the number of keys. Please wait a moment and try again.`,
        },
      ]
    : [
        {
          quota: perClient,
          partition: client,
          detail: `Your address has made ${perClient.limit} calls in ${windowInWords(perClient.windowSeconds)}, its limit. Please wait a moment and try again.`,
        },
      ];
  return spendQuotas(world, charges, now);
}

/** What the pipeline learnt of a request's session cookie, for the answer (see `clearEndedSession`). */
interface SessionCookieSeen {
  world?: World;
  now?: number;
  /** The session cookie's value, when the request carried one and no API key. */
  value?: string;
  secure?: boolean;
}

/**
 * A request carried a session cookie that names no live session once it has been answered (it had
 * ended or expired before, was never issued, or the call itself ended it): the answer clears the cookie
 * with the attributes it was set with, unless the call set a new one itself (a sign-in link opened).
 */
function clearEndedSession(seen: SessionCookieSeen, response: Response): void {
  const { world, now, value } = seen;
  if (!world || now === undefined || !value || isLiveSession(world, value, now)) return;
  // Replaced by a sign-in in this browser, which has the new cookie: a late answer leaves it alone.
  if (world.replacedSessions.has(value)) return;
  if (response.headers.getSetCookie().some((c) => c.startsWith(`${SESSION_COOKIE}=`))) return;
  const cleared = serializeCookie(SESSION_COOKIE, '', { maxAge: 0 });
  response.headers.append('Set-Cookie', seen.secure ? `${cleared}; Secure` : cleared);
}

function describeErrors(errors: Record<string, string[]>): string {
  return Object.entries(errors)
    .map(([field, messages]) => `${field}: ${messages.join(', ')}`)
    .join('; ');
}

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
  if (fault?.status) {
    return new HttpProblem(fault.status, 'This failure was injected by the fake cloud.', {
      title: fault.status >= 500 ? 'Something went wrong on our side' : 'Injected failure',
      type: 'injected',
      ...(fault.retryAfter === undefined ? {} : { headers: { 'Retry-After': fault.retryAfter } }),
    }).toResponse(url.pathname);
  }

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

  const shape = requestShape(op.operationId);
  const read = await readJsonBody(request, shape.jsonBody);
  const { hasBody, body } = read;
  const query = readQuery(url, shape.query);
  const path = Object.fromEntries(
    Object.entries(info.params).map(([key, value]) => [
      key,
      Array.isArray(value) ? value.join('/') : String(value),
    ]),
  );
  // The header parameters the operation declares (an absent one is left out: none is required).
  const header: Record<string, string> = Object.create(null);
  for (const name of shape.headers) {
    const value = request.headers.get(name);
    if (value !== null) header[name] = value;
  }
  const errors = validateRequest(op.operationId, { path, query, header, body, hasBody });
  if (Object.keys(errors).length > 0) {
    throw new HttpProblem(400, describeErrors(errors), { errors });
  }

  const session = cookies[SESSION_COOKIE] ? liveSession(world, cookies[SESSION_COOKIE], now) : undefined;
  const sessionUser = session ? world.users.get(session.email) : undefined;
  const full = session?.stage === 'Authenticated' && sessionUser !== undefined;

  let user = full ? sessionUser : undefined;
  let tenant: RequestContext['tenant'];
  let member: RequestContext['membership'];
  let apiKeyId: string | undefined;

  if (authorization !== null) {
    const key = source.findApiKey(world, bearerSecret(authorization), now);
    if (op.access !== 'tenant' || !acceptsApiKey(op.operationId)) {
      throw forbidden(
        `An API key cannot call ${op.operationId}: it needs a signed-in user. Keys reach their account’s products, backups, billing reads, metrics, cluster health, audit log, support and API key list.`,
      );
    }
    const tenantId = request.headers.get('x-tenant-id');
    if (tenantId && tenantId !== key.domainName) {
      throw forbidden(`This API key belongs to ${key.domainName}, not to ${tenantId} (X-Tenant-ID).`);
    }
    if (namedDomains(path, body).some((domain) => domain !== key.domainName)) {
      throw forbidden(`This API key belongs to ${key.domainName}; the request names another account.`);
    }
    tenant = world.accounts.get(key.domainName);
    user = world.users.get(key.createdBy);
    if (!tenant || !user) throw unauthorized('The account or the creator of this API key no longer exists.');
    // The key acts as its creator, with their roles in the key's account today: no more.
    member = membership(world, key.createdBy, key.domainName);
    if (!member) {
      throw unauthorized(
        `This API key’s creator is no longer a member of ${key.domainName}: the key is deactivated.`,
      );
    }
    if (!memberMayCall(member, op.operationId)) {
      throw forbidden(noAccessMessage(op, key.domainName, true));
    }
    key.markUsed(now);
    apiKeyId = key.apiKeyId;
  } else if (op.access === 'user') {
    if (PARTIAL_SESSION_OPERATIONS.has(op.operationId)) {
      if (!sessionUser) {
        throw unauthorized(
          cookies[SESSION_COOKIE]
            ? 'This sign-in has ended: a code is due within 15 minutes of opening the sign-in link. Request a new sign-in link.'
            : 'Open the sign-in link from your e-mail first.',
        );
      }
      user = sessionUser;
    } else if (!full) {
      throw unauthorized();
    }
  } else if (op.access === 'public') {
    if (PARTIAL_SESSION_OPERATIONS.has(op.operationId)) user = sessionUser;
  } else {
    if (!full || !user) throw unauthorized();
    const tenantId = request.headers.get('x-tenant-id');
    if (!tenantId) throw forbidden('Choose a cloud account: this call needs the X-Tenant-ID header.');
    const account = world.accounts.get(tenantId);
    if (namedDomains(path, body).some((domain) => domain !== tenantId)) {
      throw forbidden(`The request names another account than the selected one (${tenantId}).`);
    }
    member = membership(world, user.email, tenantId);
    if (op.operationId !== 'confirmInvitation') {
      if (!account || !member) throw forbidden(`You are not a member of the cloud account ${tenantId}.`);
      if (!memberMayCall(member, op.operationId)) throw forbidden(noAccessMessage(op, tenantId, false));
    }
    tenant = account;
  }

  const ctx = createContext(
    {
      world,
      clock: world.clock,
      now,
      operationId: op.operationId,
      client,
      publicOrigin: source.publicOrigin,
      cookies,
      session,
      user,
      tenant,
      membership: member,
      apiKeyId,
    },
    url.protocol === 'https:',
  );
  // A create or a charge sent again with its Idempotency-Key answers its first answer, running nothing.
  const key = takesIdempotencyKey(op.operationId) ? header[IDEMPOTENCY_KEY_HEADER] : undefined;
  let claim: IdempotencyClaim | undefined;
  if (key !== undefined) {
    const caller = apiKeyId ? `key:${apiKeyId}` : user ? `user:${user.email}` : `client:${client}`;
    const found = claimIdempotencyKey(
      world.idempotency,
      {
        key,
        operationId: op.operationId,
        scope: tenant ? `account:${tenant.domainName}` : caller,
        caller,
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
