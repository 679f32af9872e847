// How a client makes a call: within its timeout, tried again as `retry` says, and outside browsers with
// the SDK's User-Agent. client.ts loads this module as soon as it is loaded itself (in parallel with the
// app's start, so a page's first load carries only what makes a client, not what makes its calls); this
// module loads at once, outside browsers, what they alone need. Once they are loaded, a call goes out at
// once (no module left to load: a test with fake timers sees it go).
import type { Client, Middleware } from 'openapi-fetch';
import { ApiError, type Problem, TenantMismatchError } from './errors.js';
import type { paths } from './generated/schema.js';
import { idempotencyKeys } from './idempotency.js';
import { resolveOperation } from './operation.js';
import type { ApiClientOptions, CallInit } from './options.js';
import { sendWithRetries } from './retry.js';

/** True in a browser: every browser's user agent, its workers' too, starts with Mozilla/. */
const inBrowser = () =>
  /^Mozilla\//.test((globalThis as { navigator?: { userAgent?: string } }).navigator?.userAgent ?? '');

/**
 * What a client adds outside browsers (the User-Agent, a brief print of errors): loaded with this module
 * (not awaited at its top level: a module that awaits there changes how apps bundling it split their
 * code), never by a page.
 */
const outside = inBrowser() ? undefined : import('./outside-browser.js');
outside?.catch(() => {}); // a failure reaches the calls

/** The problem of a call given up after `timeoutMs`: "The request timed out after 30 seconds." */
function timeoutProblem(timeoutMs: number): Problem {
  const seconds = `${timeoutMs / 1000} second${timeoutMs === 1000 ? '' : 's'}`;
  return {
    type: 'about:blank',
    title: 'The service did not answer in time',
    status: 0,
    detail: `The request timed out after ${seconds}.`,
  };
}

/** The default of `ApiClientOptions.timeoutMs`. */
const DEFAULT_TIMEOUT_MS = 30_000;

/** openapi-fetch's own `request(method, url, init)`. */
type Request_ = (method: string, url: string, init: object) => Promise<unknown>;

/** A call, made `started` (ms since the epoch, when the caller made it). */
export type Call = (
  method: string,
  url: string,
  init: CallInit | undefined,
  started: number,
) => Promise<unknown>;

const TENANT_HEADER = 'X-Tenant-ID';

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
 * What every call carries: a program's key (`Authorization: Bearer`), or in a browser the CSRF header
 * (the session's cookie goes along by itself); and the account it is for (`X-Tenant-ID`).
 */
function callerHeaders(options: ApiClientOptions): Middleware {
  const credential: [string, string] = options.apiKey
    ? ['Authorization', `Bearer ${options.apiKey}`]
    : ['X-Requested-With', 'XMLHttpRequest'];
  return {
    onRequest({ request, params }) {
      request.headers.set(...credential);
      const tenant = tenantOf(request, params.path, options.getTenantId);
      if (tenant) request.headers.set(TENANT_HEADER, tenant);
      else request.headers.delete(TENANT_HEADER);
      return request;
    },
  };
}

/**
 * Readies a client's calls: outside a browser, the SDK's User-Agent and a brief print of errors. Answers
 * how the client makes a call with openapi-fetch's `request`.
 */
export async function prepare(
  client: Client<paths>,
  request: Request_,
  options: ApiClientOptions,
  baseFetch: (request: Request) => Promise<Response>,
): Promise<Call> {
  if (outside && !inBrowser()) (await outside).outsideBrowser(client, options.userAgent);
  // The caller's headers, and idempotency keys on the calls that create or charge: set here, with how
  // calls are made, so that a page's first load does not carry them (every call waits for this module
  // before it is sent).
  client.use(callerHeaders(options), idempotencyKeys);
  const { retry = {} } = options;

  // Within the call's timeout, counted from `started`. The call's signal is one controller's, which the
  // caller's signal and the timer abort (rather than AbortSignal.any: supported everywhere, and nothing
  // is left listening to a long-lived caller's signal after the call). Its fetch tries the call again as
  // `retry` says: after the middleware, so every attempt sends the same headers (an `Idempotency-Key`
  // set once among them) and body; no wait outlasts the timeout.
  return async (method, url, init = {}, started) => {
    const { timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS, signal, fetch = baseFetch, ...rest } = init;
    // false, 0 or beyond setTimeout's range (24.8 days): no timeout.
    const limit = typeof timeoutMs === 'number' && timeoutMs > 0 && timeoutMs < 2 ** 31 ? timeoutMs : 0;
    const deadline = limit ? started + limit : Number.POSITIVE_INFINITY;
    const controller = new AbortController();
    const abort = () => controller.abort(signal?.reason);
    if (signal?.aborted) abort();
    else signal?.addEventListener('abort', abort);
    let timedOut = false;
    const timer =
      limit &&
      setTimeout(
        () => {
          timedOut = true;
          controller.abort();
        },
        Math.max(0, deadline - Date.now()),
      );
    try {
      return await request(method, url, {
        ...rest,
        signal: controller.signal,
        fetch: retry ? (request: Request) => sendWithRetries(request, fetch, retry, deadline) : fetch,
      });
    } catch (error) {
      if (!timedOut) throw error;
      throw new ApiError({
        status: 0,
        problem: timeoutProblem(limit),
        operation: await resolveOperation(method, url),
        timedOut: true,
        cause: error,
      });
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', abort);
    }
  };
}
