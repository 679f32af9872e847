// What `createApiClient` takes and gives, as types (the client, the call and the retries read them).
import type { Client } from 'openapi-fetch';
import type { paths } from './generated/schema.js';

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
   * the session cookie, same-origin. An empty or blank key (an environment variable set to nothing) is
   * refused: `createApiClient` throws a TypeError.
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
   * true ("The request timed out after 30 seconds."). Default 30 000; `false` or 0: none. A call's own
   * `timeoutMs` option overrides it: `api.GET(path, { params, timeoutMs: 5000 })` (openapi-fetch passes on
   * the options it does not know; the client takes this one out). A call's `signal` still aborts it as
   * before (its abort is rethrown, never made a timeout).
   */
  timeoutMs?: number | false;
  /**
   * Outside browsers (Node, Deno, Bun…) every call carries `User-Agent: dbcloud-api-client/<version>
   * (<runtime>/<version>)`; this product token goes first: `userAgent: 'my-sync/1.4.0'` sends
   * `my-sync/1.4.0 dbcloud-api-client/0.1.0 (node/22.12.0)`. A browser always sends its own.
   */
  userAgent?: string;
}

/** When and how often a client tries a call again (`createApiClient({ retry })`). */
export interface RetryOptions {
  /** Attempts in all, the first included (2: one retry). Default 3. */
  attempts?: number;
  /**
   * The longest wait between two attempts when the answer names none (exponential backoff with full
   * jitter: a random wait up to 0.5 s, 1 s, 2 s, … and never above this). Default 8000 ms.
   */
  maxDelayMs?: number;
  /**
   * The longest `Retry-After` waited out. An answer asking to wait longer is not retried: its error (a
   * 429, a 503) reaches the caller at once, `retryAfter` saying how long to wait. Default 60 000 ms.
   */
  maxRetryAfterMs?: number;
  /**
   * Also try again, after its `Retry-After`, a call that is not safe to repeat (a POST, PUT, PATCH or
   * DELETE without an `Idempotency-Key`) when it was answered 429: the API refuses a call beyond a rate
   * limit before acting on it. Default false.
   */
  rateLimitedWrites?: boolean;
  /** Called before each wait, to tell a user (the `dbcloud` CLI prints the 429's wait). */
  onRetry?: (retry: RetryEvent) => void;
}

/** A retry about to happen. */
export interface RetryEvent {
  /** The attempt about to be made: 2 for the first retry. */
  readonly attempt: number;
  /** How long the client waits first, in milliseconds (a 429's `Retry-After`, or a backoff). */
  readonly delayMs: number;
  /** The request that failed (the next attempt sends the same method, URL, headers and body). */
  readonly request: Request;
  /** The answer that failed, or undefined when no answer arrived (then `error` says why). */
  readonly response: Response | undefined;
  readonly error: unknown;
}

/** A call's options, as far as the client reads them (openapi-fetch's own, and `timeoutMs`). */
export interface CallInit {
  timeoutMs?: unknown;
  signal?: AbortSignal | null;
  fetch?: (request: Request) => Promise<Response>;
}
