// Who calls, and may they: the session or the API key, the tenant (X-Tenant-ID and the accounts the
// request names) and the roles the contract declares for the operation.
import type { Operation, OperationId } from '@dbcloud/api-client';
import { keyRefusal, memberMayCall, noAccessMessage } from '../access.js';
import type { RequestContext } from '../context.js';
import { acceptsApiKey } from '../contract.js';
import { SESSION_COOKIE } from '../cookies.js';
import { forbidden, unauthorized } from '../problem.js';
import { liveSession } from '../session.js';
import { membership, type World } from '../world.js';
import type { WorldSource } from './source.js';

/** Operations a partial (two-factor pending) session may call. */
const PARTIAL_SESSION_OPERATIONS = new Set<OperationId>([
  'getLoginStage',
  'loginWithTwoFactorCode',
  'loginWithRecoveryCode',
  'logout',
]);

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

/** The caller as the operation's context carries it. */
export type Caller = Pick<RequestContext, 'session' | 'user' | 'tenant' | 'membership' | 'apiKeyId'>;

/**
 * The caller of `op`: the key's creator for a call with an API key (`authorization`, null without),
 * else the session's user; refused with a 401 or a 403 problem that says why.
 */
export function identifyCaller(
  source: WorldSource,
  world: World,
  op: Operation,
  request: Request,
  {
    authorization,
    cookies,
    path,
    body,
    now,
  }: {
    authorization: string | null;
    cookies: Record<string, string>;
    path: Record<string, string>;
    body: unknown;
    now: number;
  },
): Caller {
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
    // …and only with the roles it was given among theirs, and only reading when it is read-only.
    const refusal = keyRefusal(key, member, op, key.domainName);
    if (refusal !== null) throw forbidden(refusal);
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
  return { session, user, tenant, membership: member, apiKeyId };
}
