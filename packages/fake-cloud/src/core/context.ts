import type { OperationId } from '@dbcloud/api-client';
import type { OperationResolvers } from '@dbcloud/api-client/msw';
import type { FakeClock } from './clock.js';
import { type CookieOptions, serializeCookie } from './cookies.js';
import type { AccountRecord, MembershipRecord, SessionRecord, UserRecord, World } from './world.js';

/** What the pipeline knows about a request by the time an operation's implementation runs. */
export interface RequestContext {
  readonly world: World;
  readonly clock: FakeClock;
  /** The fake clock's now, in ms. */
  readonly now: number;
  readonly operationId: OperationId;
  /**
   * The address of the client that sent the request, for limits counted per client: its socket's
   * (`local` in process), or `X-Forwarded-For`'s when a trusted proxy sent it (core/client-address.ts).
   */
  readonly client: string;
  /**
   * The portal's configured public origin, the base of every mailed link. Never the request's `Origin`,
   * `Host` or `X-Forwarded-Host`: those are the caller's to choose. Asked only when a mail is sent (a
   * server that has not learnt its own URL yet fails that call alone).
   */
  publicOrigin(): string;
  /** The request's cookies (parsed from the Cookie header). */
  readonly cookies: Record<string, string>;
  /** The session, full or partial, when the request carries a valid one. */
  readonly session: SessionRecord | undefined;
  /** The session's user. Set for every non-public operation (and public ones with a session). */
  readonly user: UserRecord | undefined;
  /** For account-scoped operations: the account of `X-Tenant-ID`, checked against the user's accounts. */
  readonly tenant: AccountRecord | undefined;
  /** The user's membership of `tenant`. */
  readonly membership: MembershipRecord | undefined;
  /**
   * The API key that authenticated the call (`Authorization: Bearer dbc_...`), when one did: then `user`
   * is the key's creator and `membership` stands for the key (every role of the account).
   */
  readonly apiKeyId: string | undefined;
  /** Adds a Set-Cookie header to the answer. */
  setCookie(name: string, value: string, options?: CookieOptions): void;
  /** The Set-Cookie values added so far. */
  readonly setCookies: string[];
}

/** The msw resolver info of an operation (typed params, query, request body and response helper). */
export type ResolverInfo<K extends OperationId> = Parameters<OperationResolvers[K]>[0];

/**
 * The fake cloud's implementation of the API: one function per operation of the generated
 * `OperationResolvers` map, given the request context. Leaving one out is a type error.
 */
export type Implementation = {
  [K in OperationId]: (info: ResolverInfo<K>, ctx: RequestContext) => ReturnType<OperationResolvers[K]>;
};

export function createContext(
  base: Omit<RequestContext, 'setCookie' | 'setCookies'>,
  secure: boolean,
): RequestContext {
  const setCookies: string[] = [];
  return {
    ...base,
    setCookies,
    setCookie(name, value, options) {
      const cookie = serializeCookie(name, value, options);
      setCookies.push(secure ? `${cookie}; Secure` : cookie);
    },
  };
}

/** Narrows `ctx.user` for operations the pipeline already guarded. */
export function requireUser(ctx: RequestContext): UserRecord {
  if (!ctx.user) throw new Error(`${ctx.operationId}: no user although the pipeline requires one`);
  return ctx.user;
}

/** Narrows `ctx.tenant` and `ctx.membership` for account-scoped operations. */
export function requireTenant(ctx: RequestContext): { tenant: AccountRecord; membership: MembershipRecord } {
  if (!ctx.tenant || !ctx.membership)
    throw new Error(`${ctx.operationId}: no tenant although the pipeline requires one`);
  return { tenant: ctx.tenant, membership: ctx.membership };
}
