import type { FieldErrors } from './contract.js';

const TITLES: Record<number, string> = {
  400: 'Your request is not valid',
  401: 'You are not signed in',
  403: 'You don’t have access',
  404: 'Not found',
  409: 'Conflict',
  413: 'The request is too large',
  415: 'The body’s media type is not supported',
  422: 'Not allowed',
  429: 'Too many attempts',
  500: 'Something went wrong on our side',
  503: 'The service is unavailable',
};

const TYPES: Record<number, string> = {
  400: 'validation',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not-found',
  409: 'conflict',
  413: 'too-large',
  415: 'unsupported-media-type',
  422: 'rule',
  429: 'rate-limited',
};

/** The kind of problem a status answers (`rate-limited` for 429), as its `type` ends; undefined for others. */
export const problemKind = (status: number): string | undefined => TYPES[status];

/** The contract's bound of `instance` and `detail` (Problem in openapi/schemas/common.yaml). */
export const MAX_INSTANCE_LENGTH = 2048;
export const MAX_DETAIL_LENGTH = 10_000;

/**
 * A request path as a problem's `instance`, within MAX_INSTANCE_LENGTH: a longer path is cut, never
 * inside a percent-escape, and ends in `...` to show it was cut.
 */
export function problemInstance(path: string): string {
  if (path.length <= MAX_INSTANCE_LENGTH) return path;
  let cut = path.slice(0, MAX_INSTANCE_LENGTH - 3);
  const percent = cut.lastIndexOf('%');
  if (percent >= 0 && percent >= cut.length - 2) cut = cut.slice(0, percent);
  return `${cut}...`;
}

/** A detail within MAX_DETAIL_LENGTH (a longer one is cut and ends in `…`). */
function boundedDetail(detail: string): string {
  return detail.length <= MAX_DETAIL_LENGTH ? detail : `${detail.slice(0, MAX_DETAIL_LENGTH - 1)}…`;
}

/** An error a resolver throws; the pipeline turns it into an RFC 9457 problem+json response. */
export class HttpProblem extends Error {
  constructor(
    readonly status: number,
    readonly detail: string,
    readonly options: {
      errors?: FieldErrors;
      type?: string;
      title?: string;
      headers?: Record<string, string>;
    } = {},
  ) {
    super(detail);
  }

  toResponse(instance?: string): Response {
    const body = {
      type: `https://dbcloud.dev/problems/${this.options.type ?? TYPES[this.status] ?? 'error'}`,
      title: this.options.title ?? TITLES[this.status] ?? 'Error',
      status: this.status,
      detail: boundedDetail(this.detail),
      ...(instance ? { instance: problemInstance(instance) } : {}),
      ...(this.options.errors ? { errors: this.options.errors } : {}),
    };
    return new Response(JSON.stringify(body), {
      status: this.status,
      headers: { 'Content-Type': 'application/problem+json', ...this.options.headers },
    });
  }
}

export const badRequest = (detail: string, errors?: FieldErrors) => new HttpProblem(400, detail, { errors });
export const unauthorized = (detail = 'Your session has ended. Sign in again to continue.') =>
  new HttpProblem(401, detail);
export const forbidden = (detail: string) => new HttpProblem(403, detail);
export const notFound = (detail: string) => new HttpProblem(404, detail);
export const conflict = (detail: string, errors?: FieldErrors) => new HttpProblem(409, detail, { errors });
export const unprocessable = (detail: string, errors?: FieldErrors, type?: string) =>
  new HttpProblem(422, detail, { errors, type });

/** A field error, for a 400/409/422 that names the offending field. */
export const fieldError = (field: string, message: string): FieldErrors => ({ [field]: [message] });
