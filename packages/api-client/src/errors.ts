import type { components } from './generated/schema.js';
import { type OperationRef, operationOf } from './operation.js';

/** RFC 9457 problem details, as every error response of the API carries them. */
export type Problem = components['schemas']['Problem'];

/**
 * The kinds of failure the contract names that a caller acts on, each with the HTTP status that answers
 * it. A kind is the last segment of the problem `type` the contract gives that status
 * (`https://dbcloud.dev/problems/not-found`); an answer may carry a more precise `type` of the same kind
 * (a declined card is a `rule` refusal whose type ends `/card-declined`). A server's failure has no kind:
 * its status is 500 or more.
 */
export interface ProblemStatus {
  /** 400: the request breaks the contract; `errors` names each offending field. */
  readonly validation: 400;
  /** 401: no session or API key, or one that has ended. */
  readonly unauthorized: 401;
  /** 403: the caller lacks a role the operation needs, or an API key may not call it. */
  readonly forbidden: 403;
  /** 404: the thing the request names does not exist in this account. */
  readonly 'not-found': 404;
  /** 409: the request clashes with the current state (a name taken, a change already under way). */
  readonly conflict: 409;
  /** 422: a rule of the product refuses a valid request (an expired link, a declined card). */
  readonly rule: 422;
  /** 429: a call budget or an operation's limit is used up; `retryAfter` says how long to wait. */
  readonly 'rate-limited': 429;
}

/** A kind of failure the contract names: `'not-found'`, `'conflict'`, `'rate-limited'`… */
export type ProblemKind = keyof ProblemStatus;

// Each status the contract names a kind of failure for. (The words of a problem made when an answer
// carried none are in fallback-problem.ts, loaded with the first such failure: not in a page's first load.)
const KINDS: Record<number, ProblemKind> = {
  400: 'validation',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not-found',
  409: 'conflict',
  422: 'rule',
  429: 'rate-limited',
};

/** Problem details made from a status alone: in the answer's words, loaded when first needed. */
export const fallbackProblem = async (status: number): Promise<Problem> =>
  (await import('./fallback-problem.js')).problemOfStatus(status);

/** True for problem details (RFC 9457) as the API answers them. */
export function isProblemDetails(value: unknown): value is Problem {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Problem).title === 'string' &&
    typeof (value as Problem).status === 'number'
  );
}

/** The kind of failure an HTTP status answers, or undefined for a success or a status the contract names no kind for. */
export const problemKind = (status: number | undefined): ProblemKind | undefined =>
  status === undefined ? undefined : KINDS[status];

/**
 * Whether another attempt may get a different answer: a request timeout (408), a used-up limit (429)
 * or a server failure (5xx), but not 501 and 505, which another attempt cannot change.
 */
export const isRetryableStatus = (status: number): boolean =>
  status === 408 || KINDS[status] === 'rate-limited' || (status >= 500 && status !== 501 && status !== 505);

const statusOfKinds = (): ProblemStatus =>
  Object.fromEntries(
    Object.entries(KINDS).map(([status, kind]) => [kind, Number(status)]),
  ) as unknown as ProblemStatus;
/** Each kind of failure with its HTTP status: `PROBLEM_STATUS['not-found']` is 404. */
export const PROBLEM_STATUS: ProblemStatus = /* @__PURE__ */ statusOfKinds();

/** `Retry-After` as seconds from now: delta-seconds, or an HTTP date (never negative). */
export function retryAfterSeconds(value: string | null | undefined): number | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  if (/^\d+$/.test(text)) return Number(text);
  const at = Date.parse(text);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - Date.now()) / 1000));
}

/** True for the error of an aborted call. */
export const isAbort = (error: unknown): boolean => error instanceof Error && error.name === 'AbortError';

/**
 * A failed call: an HTTP error status, or (status 0) a network failure or a timeout.
 * `problem` is always present: the server's problem details, or one made from the status (for a
 * network failure: "The server could not be reached", "Check your connection and try again."; for a
 * timeout: "The request timed out after 30 seconds.").
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  // The fields below are declared, and the constructor assigns them (in this order).
  /** The HTTP status, or 0 when no response arrived. */
  declare readonly status: number;
  /** The problem details of the response (made from the status when the body had none). */
  declare readonly problem: Problem;
  /** The contract operation that failed. */
  declare readonly operation: OperationRef;
  /**
   * The response, when one arrived. Not enumerable, so that printing the error does not print it (in
   * Node, an uncaught `ApiError` prints briefly: see outside-browser.ts).
   */
  declare readonly response: Response | undefined;
  /**
   * Seconds to wait before trying again, from the response's `Retry-After` header (the header may also
   * be an HTTP date): every 429 of the API (a call budget or an operation's limit used up) carries it.
   * Undefined without the header.
   */
  declare readonly retryAfter: number | undefined;
  /** True when the call took longer than its timeout (`timeoutMs`) and was given up (status 0). */
  declare readonly isTimeout: boolean;
  /**
   * The server's id of the failed request (the answer's `X-Request-Id`, `req_…`): quote it to support.
   * Undefined when no answer arrived or it carried none.
   */
  declare readonly requestId: string | undefined;

  constructor(options: {
    status: number;
    problem?: unknown;
    operation: OperationRef;
    response?: Response;
    cause?: unknown;
    /** True for a call given up at its timeout (status 0, with a problem that says so). */
    timedOut?: boolean;
  }) {
    const problem: Problem = isProblemDetails(options.problem)
      ? options.problem
      : {
          type: 'about:blank',
          title:
            options.status === 0
              ? 'The server could not be reached'
              : `Request failed with status ${options.status}`,
          status: options.status,
          ...(options.status === 0 ? { detail: 'Check your connection and try again.' } : {}),
        };
    // Error takes `cause` from the options only when they have one (no `cause: undefined` printed).
    super(problem.detail ?? problem.title, options);
    this.status = options.status;
    this.problem = problem;
    this.operation = options.operation;
    Object.defineProperty(this, 'response', { value: options.response });
    this.retryAfter = retryAfterSeconds(options.response?.headers.get('Retry-After'));
    this.isTimeout = !!options.timedOut;
    this.requestId = options.response?.headers.get('X-Request-Id')?.trim() || undefined;
  }

  /** The messages the server gave for one field of the request (dotted path), if any. */
  fieldErrors(field: string): string[] {
    return this.problem.errors?.[field] ?? [];
  }

  /** True for a network failure: no response, and not a timeout. */
  get isNetworkError(): boolean {
    return this.status === 0 && !this.isTimeout;
  }
}

/** True when `error` is an `ApiError`. */
export function isApiError(error: unknown): error is ApiError;
/** @deprecated Ask by kind: `isProblem(error, 'not-found')`. */
export function isApiError(error: unknown, status: number): error is ApiError;
export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}

/**
 * True when `error` is an `ApiError` of one of the given kinds, and then narrows it:
 * `isProblem(error, 'not-found')`, `isProblem(error, 'not-found', 'rule')`. (For a bare `Response`,
 * as a middleware or `retry.onRetry` sees one, ask `problemKind(response.status)`.)
 */
export function isProblem(error: unknown, ...kinds: [ProblemKind, ...ProblemKind[]]): error is ApiError {
  return error instanceof ApiError && kinds.includes(problemKind(error.status) as ProblemKind);
}

/** What openapi-fetch resolves to. */
export interface FetchResult<Data> {
  data?: Data;
  error?: unknown;
  response: Response;
}

/** A call made for another account than its path names: a bug in the caller, never sent. */
export class TenantMismatchError extends Error {
  override name = 'TenantMismatchError';
}

/**
 * Awaits a client call and returns its data, or throws an `ApiError` when the response is not ok
 * (even when the error body is empty). A network failure also becomes an `ApiError` (status 0);
 * an aborted call rethrows the abort, and a call refused before sending (`TenantMismatchError`) its error.
 */
export async function unwrap<Data>(call: Promise<FetchResult<Data>>): Promise<Data> {
  let result: FetchResult<Data>;
  try {
    result = await call;
  } catch (error) {
    if (error instanceof ApiError || isAbort(error) || error instanceof TenantMismatchError) throw error;
    throw new ApiError({
      status: 0,
      operation: { operationId: undefined, method: 'UNKNOWN', path: '' },
      cause: error,
    });
  }
  const { response } = result;
  if (!response.ok) {
    throw new ApiError({
      status: response.status,
      problem: isProblemDetails(result.error) ? result.error : await fallbackProblem(response.status),
      operation: await operationOf(response),
      response,
    });
  }
  return result.data as Data;
}
