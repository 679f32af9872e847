// How the pipeline reads a request before validating it: the query (each parameter once, unless the
// contract declares a list), the body (JSON only, at most MAX_BODY_BYTES, parsed into plain data), and
// the request the implementation then sees, which carries exactly the values that were validated.
import { HttpProblem } from './problem.js';

/**
 * The largest request body the fake cloud reads: 1 MiB. A larger one is answered 413 before it is read
 * whole (the Node server and Vite middleware check Content-Length and count a streamed body's bytes;
 * the pipeline checks again, for msw in tests).
 */
export const MAX_BODY_BYTES = 1024 * 1024;

/** The 413 problem for a body over MAX_BODY_BYTES. */
export function payloadTooLarge(): HttpProblem {
  return new HttpProblem(
    413,
    'The request body is larger than 1 MiB (1,048,576 bytes), the most the API reads.',
  );
}

/** `application/json`, or a structured `application/*+json` type, with any parameters (charset). */
const JSON_MEDIA_TYPE = /^application\/([a-z0-9!#$&^_.-]+\+)?json\s*(;|$)/i;

/** True when a Content-Type header names JSON. */
export function isJsonContentType(contentType: string | null): boolean {
  return contentType !== null && JSON_MEDIA_TYPE.test(contentType.trim());
}

/**
 * JSON.parse into plain data: every object has no prototype, so `__proto__` and `constructor` keys are
 * ordinary keys (the validator then names them as unknown fields) and can reach no prototype.
 */
export function parseJsonData(text: string): unknown {
  return JSON.parse(text, (_key, value: unknown) =>
    value !== null && typeof value === 'object' && !Array.isArray(value)
      ? Object.assign(Object.create(null) as Record<string, unknown>, value)
      : value,
  );
}

export interface QueryOptions {
  /** The query parameters the operation declares: only these are read (others are ignored). */
  declared: ReadonlySet<string>;
  /** The query parameters the contract declares as lists (`type: array`): these may repeat. */
  lists: ReadonlySet<string>;
}

/**
 * The query as the validator reads it: a name given once is a string, a list parameter an array of its
 * values. A single-valued parameter given more than once is a 400 naming it (the validator and the
 * implementation could otherwise read different values); a parameter the operation does not declare is
 * left out, as the contract ignores it.
 */
export function readQuery(url: URL, { declared, lists }: QueryOptions): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = Object.create(null);
  const repeated: string[] = [];
  for (const name of new Set(url.searchParams.keys())) {
    // A parameter the operation does not declare is ignored, given once or more.
    if (!declared.has(name)) continue;
    const values = url.searchParams.getAll(name);
    if (lists.has(name)) query[name] = values;
    else if (values.length > 1) repeated.push(name);
    else query[name] = values[0] ?? '';
  }
  if (repeated.length > 0) {
    const errors = Object.fromEntries(repeated.map((name) => [name, ['is given more than once']]));
    throw new HttpProblem(
      400,
      `Give each query parameter once: ${repeated.join(', ')} ${repeated.length > 1 ? 'are' : 'is'} given more than once.`,
      { errors },
    );
  }
  return query;
}

export interface ReadBody {
  hasBody: boolean;
  body: unknown;
}

/**
 * Reads a request's body: nothing for an empty one, else JSON parsed into plain data. With
 * `expectsJson` (the operation's request body is JSON) a body without a JSON Content-Type is a 415; a
 * body over MAX_BODY_BYTES is a 413, refused without reading it whole.
 */
export async function readJsonBody(request: Request, expectsJson: boolean): Promise<ReadBody> {
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > MAX_BODY_BYTES) throw payloadTooLarge();
  const bytes = await readCapped(request.clone());
  const text = new TextDecoder().decode(bytes);
  if (!text.trim()) return { hasBody: false, body: undefined };
  if (expectsJson && !isJsonContentType(request.headers.get('content-type'))) {
    throw new HttpProblem(
      415,
      'Send the request body as JSON, with the header Content-Type: application/json.',
    );
  }
  try {
    return { hasBody: true, body: parseJsonData(text) };
  } catch {
    throw new HttpProblem(400, 'The request body is not valid JSON.', {
      errors: { body: ['is not valid JSON'] },
    });
  }
}

/** The body's bytes, reading no further than MAX_BODY_BYTES (a 413 past it). */
async function readCapped(request: Request): Promise<Uint8Array> {
  if (!request.body) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = request.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_BODY_BYTES) {
      // Not awaited: cancelling one branch of a cloned (teed) body settles only once the other branch
      // is cancelled too, which nothing here does; the request's own body is left to its owner.
      reader.cancel().catch(() => {});
      throw payloadTooLarge();
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/** The query helper an implementation reads (`query.get(name)`), over the validated values only. */
class ValidatedQuery {
  readonly #params: URLSearchParams;
  constructor(params: URLSearchParams) {
    this.#params = params;
  }
  get size(): number {
    return this.#params.size;
  }
  get(name: string): string | null {
    return this.#params.get(name);
  }
  getAll(name: string): string[] {
    return this.#params.getAll(name);
  }
  has(name: string): boolean {
    return this.#params.has(name);
  }
}

/**
 * What the implementation of an operation is given: its request carries the validated query (the
 * declared parameters, coerced) in its URL and answers `json()` with the validated body; `query` reads
 * the same values.
 */
export function validatedRequest<I extends { request: Request }>(
  info: I,
  query: Record<string, unknown>,
  declared: ReadonlySet<string>,
  read: ReadBody,
): I {
  const url = new URL(info.request.url);
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (!declared.has(name) || value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) params.append(name, String(item));
  }
  url.search = params.toString();
  const { request } = info;
  const next = new Request(url, {
    method: request.method,
    headers: request.headers,
    signal: request.signal,
  });
  Object.defineProperty(next, 'json', { value: async () => read.body });
  return { ...info, request: next, query: new ValidatedQuery(params) };
}
