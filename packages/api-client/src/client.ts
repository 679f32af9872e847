import createClient, { type HeadersOptions, type Middleware } from 'openapi-fetch';
import { ApiError, problemKind, TenantMismatchError } from './errors.js';
import type { paths } from './generated/schema.js';
import { rememberOperation, resolveOperation } from './operation.js';
import type { ApiClient, ApiClientOptions, CallInit } from './options.js';
import { parseRateLimit, type RateLimit } from './rate-limit.js';

export type { ApiClient, ApiClientOptions } from './options.js';

/**
 * How a client makes its calls (call.ts): loaded as soon as this module is, in parallel with the app's
 * start, and apart from it (a page's first load carries only what makes a client).
 */
const calls = import('./call.js');
calls.catch(() => {}); // a failure reaches the calls

/**
 * Where a client keeps the headers of its last answer that announced rate limits (see `rateLimitOf`):
 * read only when asked, so an app that never asks does not carry their parser.
 */
const LAST_RATE_LIMIT = Symbol();

/**
 * The rate limits the client's last answer announced (any call, errors included), or undefined before
 * the first such answer: the tightest quota (its `policy`, the calls `remaining`, `resetSeconds` until
 * its window ends, its `limit` per window of `windowSeconds`) and every quota in `quotas`. Works on a
 * `withTenant` view of the client too (they share it).
 *
 * @example
 * const api = createApiClient({ baseUrl, apiKey });
 * await unwrap(api.GET('/products/get-products/{domainName}', { params: { path: { domainName: 'acme' } } }));
 * const limit = rateLimitOf(api); // { policy: 'api-key', remaining: 119, resetSeconds: 60, limit: 120, windowSeconds: 60, … }
 */
export function rateLimitOf(client: ApiClient): RateLimit | undefined {
  const last = (client as ApiClient & { [LAST_RATE_LIMIT]?: Headers[] })[LAST_RATE_LIMIT]?.[0];
  return last ? parseRateLimit(last) : undefined;
}

/** The header that names the cloud account a call is for. */
const TENANT_HEADER = 'X-Tenant-ID';

const METHODS = new Set(['GET', 'PUT', 'POST', 'DELETE', 'OPTIONS', 'HEAD', 'PATCH', 'TRACE']);

/**
 * Creates the DBCloud API client.
 *
 * Every call carries `X-Requested-With: XMLHttpRequest`, and cookies are sent same-origin; with `apiKey`,
 * every call carries `Authorization: Bearer <apiKey>` instead, and no cookies. A call for a
 * cloud account carries `X-Tenant-ID`, decided per call: the account `withTenant` names, else the one
 * the call's path names (`{domainName}`), else `getTenantId()`. Pass `signal` in a call's options to
 * abort it, `timeoutMs` to give it another timeout than the client's. Calls that are safe to repeat are
 * tried again after a failure worth it (`retry`). Outside browsers, calls carry a `User-Agent` naming the
 * SDK, its runtime and `userAgent`.
 *
 * @example
 * const api = createApiClient({ baseUrl: '/api/v1' });
 * // X-Tenant-ID: acme, from the path
 * const products = await unwrap(api.GET('/products/get-products/{domainName}', {
 *   params: { path: { domainName: 'acme' } },
 * }));
 * // X-Tenant-ID: acme, for a call whose path names no account
 * const token = await unwrap(withTenant(api, 'acme').GET('/user/get-token'));
 *
 * @example
 * // A program, with an API key (from the portal's API keys page)
 * const api = createApiClient({ baseUrl: 'https://portal.dbcloud.dev/api/v1', apiKey: process.env.DBCLOUD_API_KEY });
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const burstMs = options.unauthorizedBurstMs ?? 1000;
  let lastUnauthorizedAt = Number.NEGATIVE_INFINITY;
  // The headers of the last answer that announced rate limits (one slot, shared by withTenant views).
  const lastRateLimit: Headers[] = [];
  const { apiKey, fetch: customFetch } = options;
  if (apiKey !== undefined && !apiKey.trim()) {
    throw new TypeError('apiKey is empty or blank');
  }
  const baseFetch = (request: Request) => (customFetch ?? globalThis.fetch)(request);

  const client = createClient<paths>({
    baseUrl: options.baseUrl,
    credentials: apiKey ? 'omit' : 'same-origin',
    fetch: baseFetch,
  });

  // The credential and the account every call carries are set by call.ts's middleware, registered
  // before any call is sent (every call waits for that module): a page's first load does not carry it.
  const middleware: Middleware = {
    onResponse({ request, response, schemaPath }) {
      rememberOperation(response, request.method, schemaPath);
      if (response.headers.has('RateLimit')) lastRateLimit[0] = response.headers;
      if (problemKind(response.status) === 'unauthorized' && options.onUnauthorized) {
        const now = Date.now();
        const newBurst = now - lastUnauthorizedAt >= burstMs;
        lastUnauthorizedAt = now;
        if (newBurst) options.onUnauthorized(response);
      }
      return response;
    },
    async onError({ error, request, schemaPath }) {
      // An abort (the caller's, or the timeout's, which the call makes its ApiError) stays one.
      if (request.signal.aborted || error instanceof ApiError || error instanceof TenantMismatchError) return;
      return new ApiError({
        status: 0,
        operation: await resolveOperation(request.method, schemaPath),
        cause: error,
      });
    },
  };
  client.use(middleware);

  // Every method goes through `request`, made as call.ts says (its timeout, retries, the User-Agent outside
  // browsers). A call made before that module is loaded waits for it, its timeout counted from the moment
  // it was made.
  const methods = client as unknown as Record<string, (...args: never[]) => unknown>;
  const request = client.request as (method: string, url: string, init: object) => Promise<unknown>;
  const ready = calls.then((module) => module.prepare(client, request, options, baseFetch));
  ready.catch(() => {}); // a failure reaches the calls
  const dispatch = (method: string, url: string, init?: CallInit) => {
    const started = Date.now();
    return ready.then((call) => call(method, url, init, started));
  };
  methods.request = dispatch;
  // GET, POST, …: openapi-fetch's methods are its client's upper-case keys.
  for (const method in client) {
    if (/^[A-Z]/.test(method))
      methods[method] = (url: string, init?: CallInit) => dispatch(method, url, init);
  }
  (client as ApiClient & { [LAST_RATE_LIMIT]: Headers[] })[LAST_RATE_LIMIT] = lastRateLimit;
  return client;
}

// openapi-fetch's own type of a call's `headers` (written with RequestInit, not the DOM-only HeadersInit,
// so the CLI's and the MCP server's Node-only type checks read this file too).
function headersWith(headers: HeadersOptions | undefined, name: string, value: string): Headers {
  const merged = new Headers();
  if (headers instanceof Headers || Array.isArray(headers)) {
    for (const [k, v] of new Headers(headers)) merged.set(k, v);
  } else if (headers) {
    for (const [k, v] of Object.entries(headers)) {
      if (Array.isArray(v)) for (const item of v) merged.append(k, String(item));
      else if (v !== null && v !== undefined) merged.set(k, String(v));
    }
  }
  merged.set(name, value);
  return merged;
}

/**
 * The same client, with every call made for the cloud account `domainName` (`X-Tenant-ID`). The
 * account is decided where the call is made, never by shared state, so calls for two accounts can
 * interleave freely. A call whose path names another account fails before it is sent.
 *
 * @example
 * const acme = withTenant(api, 'acme');
 * await unwrap(acme.POST('/support/request', { body: request }));
 */
export function withTenant(client: ApiClient, domainName: string): ApiClient {
  return new Proxy(client, {
    get(target, key, receiver) {
      const value: unknown = Reflect.get(target, key, receiver);
      if (typeof key !== 'string' || !METHODS.has(key) || typeof value !== 'function') return value;
      return (url: string, init: { headers?: HeadersOptions } = {}) =>
        value.call(target, url, { ...init, headers: headersWith(init.headers, TENANT_HEADER, domainName) });
    },
  });
}
