import createClient, { type Client, type Middleware } from 'openapi-fetch';
import { ApiError, isAbort, TenantMismatchError } from './errors.js';
import type { paths } from './generated/schema.js';
import { rememberOperation, resolveOperation } from './operation.js';
import { parseRateLimit, type RateLimit } from './rate-limit.js';
import type { RetryOptions } from './retry.js';

/**
 * The typed client: `GET`, `POST`, `DELETE`, … on the contract's paths (see openapi-fetch). A call's
 * `error` is the API's `Problem`. Besides openapi-fetch's options (`params`, `body`, `signal`, `parseAs`,
 * …) a call takes `timeoutMs` (see `ApiClientOptions.timeoutMs`).
 */
export type ApiClient = Client<paths>;

export interface ApiClientOptions {
  /**
   * Where `/api/v1` lives, e.g. `https://portal.dbcloud.dev/api/v1`, or `/api/v1` in a browser on the
   * portal's own origin. In Node it must be absolute.
   */
  baseUrl: string;
  /**
   * An API key's secret (`dbc_...`), for programs: every call then carries `Authorization: Bearer
   * <apiKey>`, no cookies (`credentials: 'omit'`) and no `X-Requested-With`. The key selects its own
   * account, so `X-Tenant-ID` is sent only when a call names one. Without it the client is a browser's:
   * the session cookie, same-origin.
   */
  apiKey?: string;
  /**
   * The cloud account (its `domainName`) for calls that name none, sent as `X-Tenant-ID`. Read on each
   * call. A call whose path names an account (`{domainName}`) is always made for that account, and
   * `withTenant` decides it per call; see `createApiClient`.
   */
  getTenantId?: () => string | null | undefined;
  /**
   * Called when a call answers 401: once per burst of such answers (401s less than
   * `unauthorizedBurstMs` apart count as one burst).
   */
  onUnauthorized?: (response: Response) => void;
  /** 401 answers closer together than this are one burst. Default 1000 ms. */
  unauthorizedBurstMs?: number;
  /**
   * The fetch to use. Default: `globalThis.fetch`, looked up on every call (so a mock installed after
   * the client was made, such as msw, still sees the calls).
   */
  fetch?: (request: Request) => Promise<Response>;
  /**
   * Trying a failed call again: after a dropped connection, 408, 429 and 5xx (but 501 and 505), with
   * exponential backoff and full jitter, or as long as the answer's `Retry-After` says (up to
   * `maxRetryAfterMs`). Only calls that are safe to repeat: GET, HEAD, and any call carrying an
   * `Idempotency-Key` header (sent again with the same headers and body). Default: on, 3 attempts in
   * all; `false` turns it off (an app whose data layer has its own policy, such as React Query).
   */
  retry?: RetryOptions | false;
  /**
   * The longest a call may take, in milliseconds, counted from the moment it is made (retries and their
   * waits included) until its answer is read; then it fails with an `ApiError` whose `isTimeout` is
   * true ("The request timed out after 30 seconds."). Default 30 000; `false`: none. A call's own
   * `timeoutMs` option overrides it: `api.GET(path, { params, timeoutMs: 5000 })`. A call's `signal`
   * still aborts it as before (its abort is rethrown, never made a timeout).
   */
  timeoutMs?: number | false;
  /**
   * Outside browsers (Node, Deno, Bun…) every call carries `User-Agent: dbcloud-api-client/<version>
   * (<runtime>/<version>)`; this product token goes first: `userAgent: 'my-sync/1.4.0'` sends
   * `my-sync/1.4.0 dbcloud-api-client/0.1.0 (node/22.12.0)`. A browser always sends its own.
   */
  userAgent?: string;
}

/** The default of `ApiClientOptions.timeoutMs`. */
const DEFAULT_TIMEOUT_MS = 30_000;

/** A call's options, as far as the client reads them. */
interface CallInit {
  timeoutMs?: unknown;
  signal?: AbortSignal | null;
  fetch?: (request: Request) => Promise<Response>;
}

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
 * The account a call is for: the one `withTenant` (or the call's own `X-Tenant-ID` header) names, else
 * the one its path names, else the client's default. A call that names two different accounts is a
 * bug in the caller: it fails before anything is sent.
 */
function tenantOf(
  request: Request,
  pathParams: Record<string, unknown> | undefined,
  fallback: ApiClientOptions['getTenantId'],
): string | undefined {
  const given = request.headers.get(TENANT_HEADER) || undefined;
  const named = pathParams?.domainName;
  const inPath = typeof named === 'string' && named !== '' ? named : undefined;
  if (given && inPath && given !== inPath) {
    throw new TenantMismatchError(
      `${request.method} ${request.url} names the account ${inPath} but is made for ${given}.`,
    );
  }
  return given ?? inPath ?? (fallback?.() || undefined);
}

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
  const { apiKey, fetch: customFetch, retry = {}, userAgent } = options;
  if (apiKey !== undefined && !apiKey.trim()) {
    throw new TypeError('createApiClient: apiKey is empty (an unset environment variable?)');
  }
  // A program's key, or the browser's CSRF header (its cookie goes along by itself).
  const credential: [string, string] = apiKey
    ? ['Authorization', `Bearer ${apiKey}`]
    : ['X-Requested-With', 'XMLHttpRequest'];
  // Outside a browser (every browser's user agent, its workers' too, starts with Mozilla/): the SDK's
  // User-Agent and a brief print of errors, in a module a page never loads.
  const agent =
    /^Mozilla\//.test(globalThis.navigator?.userAgent as string)
      ? undefined
      : import('./outside-browser.js').then((module) => module.outsideBrowser(userAgent));
  const baseFetch = (request: Request) => (customFetch ?? globalThis.fetch)(request);

  const client = createClient<paths>({
    baseUrl: options.baseUrl,
    credentials: apiKey ? 'omit' : 'same-origin',
    fetch: baseFetch,
  });

  const middleware: Middleware = {
    async onRequest({ request, params }) {
      request.headers.set(...credential);
      const tenant = tenantOf(request, params.path, options.getTenantId);
      if (tenant) request.headers.set(TENANT_HEADER, tenant);
      else request.headers.delete(TENANT_HEADER);
      if (agent && !request.headers.has('User-Agent')) request.headers.set('User-Agent', await agent);
      return request;
    },
    onResponse({ request, response, schemaPath }) {
      rememberOperation(response, request.method, schemaPath);
      if (response.headers.has('RateLimit')) lastRateLimit[0] = response.headers;
      if (response.status === 401 && options.onUnauthorized) {
        const now = Date.now();
        const newBurst = now - lastUnauthorizedAt >= burstMs;
        lastUnauthorizedAt = now;
        if (newBurst) options.onUnauthorized(response);
      }
      return response;
    },
    async onError({ error, request, schemaPath }) {
      // An abort (the caller's or the timeout's, which the call turns into its ApiError) stays one.
      if (request.signal.aborted || isAbort(error)) return;
      if (error instanceof ApiError || error instanceof TenantMismatchError) return;
      return new ApiError({
        status: 0,
        operation: await resolveOperation(request.method, schemaPath),
        cause: error,
      });
    },
  };
  client.use(middleware);

  // Every method goes through `request`, which makes the call within its timeout, started now (not when
  // the client was made). The call's signal is one controller's, which the caller's signal and the
  // timer abort (rather than AbortSignal.any: supported everywhere, and nothing is left listening to a
  // long-lived caller's signal after the call). Its fetch tries the call again as `retry` says; it runs
  // after the middleware, so every attempt sends the same headers (an `Idempotency-Key` set once among
  // them).
  const methods = client as unknown as Record<string, (...args: never[]) => unknown>;
  const request = client.request as (method: string, url: string, init: object) => unknown;
  methods.request = async (method: string, url: string, init: CallInit = {}) => {
    const { timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS, signal, fetch = baseFetch, ...rest } = init;
    // false, 0 or beyond setTimeout's range (24.8 days): no timeout.
    const limit = (timeoutMs as number) > 0 && (timeoutMs as number) < 2 ** 31 ? (timeoutMs as number) : 0;
    const deadline = limit ? Date.now() + limit : Number.POSITIVE_INFINITY;
    const controller = new AbortController();
    const abort = () => controller.abort(signal?.reason);
    if (signal?.aborted) abort();
    signal?.addEventListener('abort', abort);
    let timedOut = false;
    const timer =
      limit &&
      setTimeout(() => {
        timedOut = true;
        controller.abort();
      }, limit);
    try {
      return await request(method, url, {
        ...rest,
        signal: controller.signal,
        fetch: (request: Request) =>
          retry
            ? import('./retry.js').then((module) => module.sendWithRetries(request, fetch, retry, deadline))
            : fetch(request),
      });
    } catch (error) {
      if (!timedOut) throw error;
      throw new ApiError({
        status: 0,
        operation: await resolveOperation(method, url),
        timeoutMs: limit,
        cause: error,
      });
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', abort);
    }
  };
  for (const method of METHODS) {
    methods[method] = (url: string, init?: CallInit) => (methods.request as typeof request)(method, url, init ?? {});
  }
  (client as ApiClient & { [LAST_RATE_LIMIT]: Headers[] })[LAST_RATE_LIMIT] = lastRateLimit;
  return client;
}

type HeadersOption =
  | HeadersInit
  | Record<string, string | number | boolean | (string | number | boolean)[] | null | undefined>;

function headersWith(headers: HeadersOption | undefined, name: string, value: string): Headers {
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
      return (url: string, init: { headers?: HeadersOption } = {}) =>
        value.call(target, url, { ...init, headers: headersWith(init.headers, TENANT_HEADER, domainName) });
    },
  });
}
