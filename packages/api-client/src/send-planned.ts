// Sends a planned request (`@dbcloud/api-client/products`' plans) as it is: the operation's method and
// path from the operations table, its path parameters, query and body untouched. What a program that
// acts on a plan calls, so that what is sent is exactly what the plan showed.
import type { ApiClient } from './client.js';
import { unwrap } from './errors.js';
import { operations } from './generated/operations.js';
import type { PlannedRequest } from './products/plan.js';

type Call = (
  path: string,
  init: { params: { path: Record<string, string>; query?: Record<string, unknown> }; body?: unknown },
) => Promise<{ data?: unknown; error?: unknown; response: Response }>;

/** Sends one planned request and answers its data (an `ApiError` when the API refuses it). */
export function sendPlanned(api: ApiClient, request: PlannedRequest): Promise<unknown> {
  const operation = operations.find((row) => row.operationId === request.operationId);
  if (!operation) throw new Error(`${request.operationId} is not an operation of the contract`);
  const call = (api as unknown as Record<string, Call>)[operation.method.toUpperCase()];
  if (!call) throw new Error(`the client has no ${operation.method} method`);
  return unwrap(
    call.call(api, operation.path, {
      params: { path: { ...request.path }, ...(request.query ? { query: { ...request.query } } : {}) },
      ...(request.body === undefined ? {} : { body: request.body }),
    }) as never,
  );
}
