// What sets an `Idempotency-Key` (loaded by the first call that may need one; see idempotency.ts).
import { IDEMPOTENT_OPERATIONS, type IdempotentOperationId } from './generated/idempotency.js';

/** The request header of the key. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** The operation of a method and contract path when it takes an `Idempotency-Key`. */
export function idempotentOperationOf(method: string, schemaPath: string): IdempotentOperationId | undefined {
  const key = `${method.toLowerCase()} ${schemaPath}`;
  return Object.hasOwn(IDEMPOTENT_OPERATIONS, key)
    ? IDEMPOTENT_OPERATIONS[key as keyof typeof IDEMPOTENT_OPERATIONS]
    : undefined;
}

/** A new key: a random UUID (Web Crypto, in every browser and Node 19+). */
export const newIdempotencyKey = (): string => globalThis.crypto.randomUUID();

/** The request with a new key when its operation takes one and it carries none; else undefined (unchanged). */
export function withIdempotencyKey(request: Request, schemaPath: string): Request | undefined {
  if (request.headers.get(IDEMPOTENCY_KEY_HEADER) || !idempotentOperationOf(request.method, schemaPath)) {
    return undefined;
  }
  request.headers.set(IDEMPOTENCY_KEY_HEADER, newIdempotencyKey());
  return request;
}
