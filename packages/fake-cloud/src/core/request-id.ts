// Every answer of the API names its request: `X-Request-Id`, the id a customer quotes to support. The
// fake cloud makes a new one for each request, whatever the request sent: an id chosen by the caller
// could name two requests (a retry, a copied curl command) or carry text into the server's records.
import { randomUUID } from 'node:crypto';

/** The header every answer of /api/v1 carries. */
export const REQUEST_ID_HEADER = 'X-Request-Id';

/** A new request id: `req_` and 32 random hexadecimal digits (as the contract's pattern allows). */
export const newRequestId = (): string => `req_${randomUUID().replaceAll('-', '')}`;

/**
 * Gives an answer a new request id, replacing any it has (a remembered answer replayed for an
 * idempotency key is a new request). A dropped connection (`Response.error()`) has no headers to set.
 */
export function withRequestId(response: Response): Response {
  if (response.type !== 'error') response.headers.set(REQUEST_ID_HEADER, newRequestId());
  return response;
}
