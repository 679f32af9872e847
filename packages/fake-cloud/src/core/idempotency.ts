// Idempotency keys: the operations that create something or charge (the contract declares the
// `Idempotency-Key` header on them) remember, for 24 hours of the fake clock, each key they were called
// with and what they answered. The same key with the same request answers that answer again (marked
// `Idempotent-Replayed: true`) and runs nothing; with another request, another operation or another
// caller it is a 422; while the first request with the key is still running, a 409.
//
// Keys live per account (per user, or client, for calls made for no account): a key names one request
// of that account. A record also names the caller who made it (the user of a session, or the API key),
// and only that caller gets its answer back: an answer can hold a secret (a new API key's).
//
// Only what the operation itself answered is kept: a request refused before it ran (400, 401, 403, 429
// of the call budget) never reaches here, and a 429 or 5xx of the operation leaves the key free, so a
// retry runs. (A 5xx of the API changes nothing, as the contract says, so running again is safe.)
import type { OperationId } from '@dbcloud/api-client';
import { HOUR_MS } from './clock.js';
import { requestShape } from './contract.js';
import { HttpProblem, problemKind } from './problem.js';

/** The request header of the key, and the header that marks a replayed answer. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
export const REPLAYED_HEADER = 'Idempotent-Replayed';

/** How long a key is remembered. */
export const IDEMPOTENCY_WINDOW_MS = 24 * HOUR_MS;

/**
 * The most keys a world remembers; beyond it the oldest are forgotten first (a client sending a new key
 * on every request would otherwise grow the process without end within the 24 hours).
 */
export const MAX_IDEMPOTENCY_RECORDS = 10_000;

/** True for the operations whose contract declares the `Idempotency-Key` header. */
export const takesIdempotencyKey = (operationId: OperationId): boolean =>
  requestShape(operationId).headers.includes(IDEMPOTENCY_KEY_HEADER);

/** The answer a key replays: what the operation answered, without the headers of that one request. */
interface RememberedAnswer {
  readonly status: number;
  readonly headers: readonly [string, string][];
  readonly body: ArrayBuffer;
}

/** A key in use: who used it for which request, until when, and (once answered) the answer. */
export interface IdempotencyRecord {
  readonly operationId: OperationId;
  readonly caller: string;
  readonly fingerprint: string;
  readonly expiresAt: number;
  answer?: RememberedAnswer;
}

/** What a world remembers: by `<scope>\n<key>`, oldest first. */
export type IdempotencyRecords = Map<string, IdempotencyRecord>;

/** A request as far as idempotency is concerned. */
export interface IdempotentRequest {
  readonly key: string;
  readonly operationId: OperationId;
  /** The account the call is made for (`account:acme`), else its user (`user:…`) or client (`client:…`). */
  readonly scope: string;
  /** Who makes it: `key:<apiKeyId>` or `user:<email>` (or the client address, signed out). */
  readonly caller: string;
  readonly method: string;
  readonly path: string;
  readonly query: URLSearchParams;
  /** The parsed JSON body (undefined without one). */
  readonly body: unknown;
}

/** JSON with every object's keys sorted: the same body whatever the order of its fields. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    item !== null && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(
          Object.entries(item as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1)),
        )
      : item,
  );
}

/** The request as one string: method, path, the query (sorted) and the body (canonical JSON). */
function fingerprintOf(request: IdempotentRequest): string {
  const query = [...request.query].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return canonical([request.method, request.path, query, request.body ?? null]);
}

/** Forgets the keys whose 24 hours are over, and the oldest beyond MAX_IDEMPOTENCY_RECORDS. */
function prune(records: IdempotencyRecords, now: number): void {
  for (const [id, record] of records) {
    if (record.expiresAt > now && records.size <= MAX_IDEMPOTENCY_RECORDS) break;
    records.delete(id);
  }
}

/** A 422 naming the header: the key was used for something else. */
function reused(key: string, why: string): HttpProblem {
  return new HttpProblem(
    422,
    `The Idempotency-Key ${JSON.stringify(key)} was used ${why} in the last 24 hours: send a new key for a new request, and the same key only to send the same request again.`,
    {
      type: 'idempotency-key-reused',
      title: 'Idempotency-Key already used',
      errors: { [IDEMPOTENCY_KEY_HEADER]: [`was used ${why}`] },
    },
  );
}

/** A key claimed by a request that runs: what it answers is kept for the key (or the key freed). */
export interface IdempotencyClaim {
  /** Keeps the operation's answer for the key, or frees the key after a 429 or 5xx. */
  settle(response: Response): Promise<void>;
  /** Frees the key: the operation failed without an answer of its own. */
  release(): void;
}

/**
 * Looks a request's key up: a replay of the first answer when the same caller sent the same request
 * with it, else a claim for this request to run under (a new key, or one whose 24 hours are over).
 * Throws a 422 for a key used for another request, operation or caller, a 409 while its first request
 * still runs.
 */
export function claimIdempotencyKey(
  records: IdempotencyRecords,
  request: IdempotentRequest,
  now: number,
): { replay: Response } | { claim: IdempotencyClaim } {
  prune(records, now);
  const id = `${request.scope}\n${request.key}`;
  const fingerprint = fingerprintOf(request);
  const known = records.get(id);
  if (known && known.expiresAt > now) {
    if (known.caller !== request.caller) throw reused(request.key, 'by another user or API key');
    if (known.operationId !== request.operationId) {
      throw reused(request.key, `for another operation (${known.operationId})`);
    }
    if (known.fingerprint !== fingerprint) {
      throw reused(request.key, 'for another request (other parameters or body)');
    }
    if (!known.answer) {
      throw new HttpProblem(
        409,
        `A request with the Idempotency-Key ${JSON.stringify(request.key)} is still being handled. Try again in a moment: it will answer what that request answered.`,
        { title: 'Still being handled' },
      );
    }
    const { status, headers, body } = known.answer;
    const replay = new Response(status === 204 ? null : body.slice(0), {
      status,
      headers: headers.map(([name, value]): [string, string] => [name, value]),
    });
    replay.headers.set(REPLAYED_HEADER, 'true');
    return { replay };
  }
  records.delete(id);
  const record: IdempotencyRecord = {
    operationId: request.operationId,
    caller: request.caller,
    fingerprint,
    expiresAt: now + IDEMPOTENCY_WINDOW_MS,
  };
  records.set(id, record);
  const release = () => {
    if (records.get(id) === record) records.delete(id);
  };
  return {
    claim: {
      release,
      async settle(response) {
        if (
          problemKind(response.status) === 'rate-limited' ||
          response.status >= 500 ||
          response.type === 'error'
        ) {
          release();
          return;
        }
        const headers = [...response.headers].filter(
          ([name]) => !/^(set-cookie|ratelimit|ratelimit-policy|retry-after|x-request-id)$/i.test(name),
        );
        record.answer = { status: response.status, headers, body: await response.clone().arrayBuffer() };
      },
    },
  };
}
