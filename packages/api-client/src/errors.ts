import type { components } from './generated/schema.js';
import { type OperationRef, operationOf } from './operation.js';

/** RFC 9457 problem details, as every error response of the API carries them. */
export type Problem = components['schemas']['Problem'];

const STATUS_TITLES: Record<number, string> = {
  0: 'The server could not be reached',
  400: 'Your request is not valid',
  401: 'You are not signed in',
  403: 'You don’t have access',
  404: 'Not found',
  409: 'Conflict',
  422: 'Not allowed',
  429: 'Too many attempts',
  500: 'Something went wrong on our side',
  502: 'The service is unavailable',
  503: 'The service is unavailable',
  504: 'The service did not answer in time',
};

function isProblem(value: unknown): value is Problem {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Problem).title === 'string' &&
    typeof (value as Problem).status === 'number'
  );
}

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
    const problem: Problem = isProblem(options.problem)
      ? options.problem
      : {
          type: 'about:blank',
          title: STATUS_TITLES[options.status] ?? `Request failed with status ${options.status}`,
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

/** True when `error` is an `ApiError` (optionally with the given status). */
export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
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
      problem: result.error,
      operation: await operationOf(response),
      response,
    });
  }
  return result.data as Data;
}
