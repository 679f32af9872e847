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
  return quickToDecline(register(op.path, answer, options.handlerOptions), op.method, op.path);
}

/**
 * msw asks every handler in turn whether a request is its own, and each answer parses the request's
 * cookies and compiles the handler's path pattern again: with a handler per operation, most of a fake
 * server's time per request. The handler first checks what its answer needs (the method, and an
 * address ending in the operation's path, parameters as any segment, case and a trailing slash as
 * msw's matching ignores them) and declines at once when either differs; otherwise msw's own parsing
 * decides, so what matches is exactly what msw alone would match.
 */
function quickToDecline(handler: HttpHandler, method: string, path: string): HttpHandler {
  const parse = handler.parse.bind(handler);
  const segments = path.split(/\{[^}]+\}/).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const ending = new RegExp(`${segments.join('[^/]+')}/?$`, 'i');
  const wanted = method.toUpperCase();
  handler.parse = (args) =>
    args.request.method.toUpperCase() === wanted && ending.test(new URL(args.request.url).pathname)
      ? parse(args)
      : Promise.resolve({ match: { matches: false, params: {} }, cookies: {} });
  return handler;
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
