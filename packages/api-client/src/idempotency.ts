// The operations that create something or charge take an `Idempotency-Key` (the contract declares which):
// a call of one carries a key, new for each call unless the call gives its own, so that the server can
// answer a repeat of the same request (a retry after a lost answer) with its first answer instead of
// creating or charging twice. The table of those operations and the code that sets the key load with
// the first call that may need one (any call but a GET, and the GETs that take a key): an app's first
// load carries neither.
import type { Middleware } from 'openapi-fetch';
import { IDEMPOTENT_GET_PATHS } from './generated/idempotency-gets.js';

/**
 * The client's middleware: on a call of an operation that takes an `Idempotency-Key`, sets a new one
 * unless the call gives its own (`params: { header: { 'Idempotency-Key': key } }`, or `headers`). Other
 * calls are left as they are. To send a request again safely, give it the key of its first sending.
 */
export const idempotencyKeys: Middleware = {
  onRequest: ({ request, schemaPath }) =>
    request.method === 'GET' && !IDEMPOTENT_GET_PATHS.includes(schemaPath)
      ? undefined
      : import('./idempotency-keys.js').then((keys) => keys.withIdempotencyKey(request, schemaPath)),
};
