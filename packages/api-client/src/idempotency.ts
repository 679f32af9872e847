// The operations that create something or charge take an `Idempotency-Key` (the contract declares which):
// a call of one carries a key, new for each call unless the call gives its own, so that the server can
// answer a repeat of the same request (a retry after a lost answer) with its first answer instead of
// creating or charging twice.
import type { Middleware } from 'openapi-fetch';
import { IDEMPOTENT_OPERATIONS } from './generated/idempotency.js';

/** The request header of the key. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** The operation of a method and contract path when it takes an `Idempotency-Key`. */
export function idempotentOperationOf(method: string, schemaPath: string): string | undefined {
  const key = `${method.toLowerCase()} ${schemaPath}` as keyof typeof IDEMPOTENT_OPERATIONS;
  return Object.hasOwn(IDEMPOTENT_OPERATIONS, key) ? IDEMPOTENT_OPERATIONS[key] : undefined;
}

/** A new key: a random UUID (Web Crypto, in every browser and Node 19+). */
export const newIdempotencyKey = (): string => globalThis.crypto.randomUUID();

/**
 * The client's middleware: on a call of an operation that takes an `Idempotency-Key`, sets a new one
 * unless the call gives its own (`params: { header: { 'Idempotency-Key': key } }`, or `headers`). Other
 * calls are left as they are. To send a request again safely, give it the key of its first sending.
 */
export function idempotencyKeys(newKey: () => string = newIdempotencyKey): Middleware {
  return {
    onRequest({ request, schemaPath }) {
      if (!idempotentOperationOf(request.method, schemaPath)) return undefined;
      if (!request.headers.get(IDEMPOTENCY_KEY_HEADER)) request.headers.set(IDEMPOTENCY_KEY_HEADER, newKey());
      return request;
    },
  };
}
