import type { HttpHandler, RequestHandlerOptions } from 'msw';
import { createOpenApiHttp } from 'openapi-msw';
import { examples } from './generated/examples.js';
import { type OperationId, operations } from './generated/operations.js';
import type { OperationResolvers } from './generated/resolvers.js';
import type { paths } from './generated/schema.js';

export { examples, type OperationExample } from './generated/examples.js';
export type { OperationResolvers } from './generated/resolvers.js';

/** Options shared by the handler factories. */
export interface MockHandlerOptions {
  /**
   * The prefix the handlers match, before the contract path. Default `*\/api/v1`: any origin.
   * Use e.g. `https://api.example.test/api/v1` to match one origin only.
   */
  baseUrl?: string;
  /** msw's per-handler options (e.g. `{ once: true }`). */
  handlerOptions?: RequestHandlerOptions;
}

const DEFAULT_BASE_URL = '*/api/v1';

// An empty zip archive (end-of-central-directory record only): a valid file for download examples.
const EMPTY_ZIP = new Uint8Array([0x50, 0x4b, 0x05, 0x06, ...new Array<number>(18).fill(0)]);

/** The contract's documented success for an operation, as a Response. */
export function exampleResponse(operationId: OperationId): Response {
  const { success } = examples[operationId];
  const op = operations.find((candidate) => candidate.operationId === operationId);
  if (success.contentType === 'application/json' || success.contentType === null) {
    return new Response(success.example === null ? null : JSON.stringify(success.example), {
      status: success.status,
      headers: success.example === null ? {} : { 'Content-Type': 'application/json' },
    });
  }
  const fileName = (op as { defaultFileName?: string } | undefined)?.defaultFileName ?? 'download';
  return new Response(EMPTY_ZIP.slice(), {
    status: success.status,
    headers: {
      'Content-Type': success.contentType,
      'Content-Disposition': `attachment; filename="${fileName}"`,
    },
  });
}

type AnyResolver = (info: never) => unknown;

/**
 * One msw handler for one operation. Without a resolver it answers the contract's example.
 *
 * @example
 * server.use(createOperationHandler('getProducts', ({ response }) => response(200).json([])));
 */
export function createOperationHandler<K extends OperationId>(
  operationId: K,
  resolver?: OperationResolvers[K],
  options: MockHandlerOptions = {},
): HttpHandler {
  const op = operations.find((candidate) => candidate.operationId === operationId);
  if (!op) throw new Error(`Unknown operation ${operationId}`);
  const http = createOpenApiHttp<paths>({ baseUrl: options.baseUrl ?? DEFAULT_BASE_URL });
  const register = http[op.method] as unknown as (
    path: string,
    resolver: AnyResolver,
    handlerOptions?: RequestHandlerOptions,
  ) => HttpHandler;
  const answer = (resolver ?? (() => exampleResponse(operationId))) as AnyResolver;
  return register(op.path, answer, options.handlerOptions);
}

/**
 * Handlers for a full implementation of the API: one required, typed resolver per operation.
 */
export function createHandlers(
  resolvers: OperationResolvers,
  options: MockHandlerOptions = {},
): HttpHandler[] {
  return operations.map((op) =>
    createOperationHandler(op.operationId, resolvers[op.operationId] as never, options),
  );
}

/**
 * Mock handlers for every operation, answering the contract's examples; `overrides` replaces any of
 * them with your own typed resolver.
 *
 * @example
 * const server = setupServer(...createMockHandlers({
 *   baseUrl: 'https://portal.test/api/v1',
 *   overrides: { getUser: ({ response }) => response(200).json({ isAuthenticated: false, cloudAccounts: [] }) },
 * }));
 */
export function createMockHandlers(
  options: MockHandlerOptions & { overrides?: Partial<OperationResolvers> } = {},
): HttpHandler[] {
  const { overrides = {}, ...rest } = options;
  return operations.map((op) =>
    createOperationHandler(op.operationId, overrides[op.operationId] as never, rest),
  );
}
