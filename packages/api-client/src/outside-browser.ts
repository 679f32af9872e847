// What a client adds outside browsers (Node, Deno, Bun, …): the User-Agent naming the SDK and its runtime,
// and a brief print of an `ApiError` in a terminal. call.ts loads this module outside browsers only, so a
// page never downloads it (a browser sends its own User-Agent and a page cannot set it).
import type { Client } from 'openapi-fetch';
import { ApiError } from './errors.js';
import type { paths } from './generated/schema.js';

/** The package's version, written in by the build (tsdown's `define`, from package.json). */
declare const __API_CLIENT_VERSION__: string;

const VERSION = typeof __API_CLIENT_VERSION__ === 'string' ? __API_CLIENT_VERSION__ : '0.0.0-source';

interface Runtimes {
  Deno?: { version?: { deno?: string } };
  Bun?: { version?: string };
  process?: { versions?: { node?: string } };
  navigator?: { userAgent?: string };
}

/** The runtime as `name/version`: `node/20.19.0`, `deno/2.1.4`, `bun/1.2.0`, or what it calls itself. */
export function runtimeOf(scope: Runtimes = globalThis as Runtimes): string {
  if (scope.Deno?.version?.deno) return `deno/${scope.Deno.version.deno}`;
  if (scope.Bun?.version) return `bun/${scope.Bun.version}`;
  if (scope.process?.versions?.node) return `node/${scope.process.versions.node}`;
  return scope.navigator?.userAgent?.split(' ')[0] || 'unknown';
}

/**
 * `dbcloud-api-client/0.1.0 (node/20.19.0)`, after `product` when given:
 * `dbcloud-cli/0.1.0 dbcloud-api-client/0.1.0 (node/20.19.0)`.
 */
export function userAgent(product?: string): string {
  const own = `dbcloud-api-client/${VERSION} (${runtimeOf()})`;
  return product ? `${product} ${own}` : own;
}

/**
 * An `ApiError` in a few lines: its status, title and detail, the operation, what caused a network
 * failure, then the stack's frames; never its response (headers, body stream, …: some 70 lines).
 */
export function briefly(error: ApiError): string {
  const { status, problem, operation, cause, stack = '' } = error;
  const what = status || (error.isTimeout ? 'timeout' : 'no answer');
  const lines = [
    `${error.name}: ${problem.title} (${what})${problem.detail ? `: ${problem.detail}` : ''}`,
    `  operation: ${operation.operationId ?? '?'} (${operation.method} ${operation.path})`,
  ];
  if (error.requestId) lines.push(`  request id: ${error.requestId}`);
  if (cause) {
    const reason = (cause as { cause?: unknown }).cause;
    lines.push(`  cause: ${String(cause)}${reason ? ` (${String(reason)})` : ''}`);
  }
  return [...lines, ...stack.split('\n').filter((line) => line.startsWith('    at '))].join('\n');
}

/**
 * Readies a client made outside a browser: its calls carry `userAgent(product)` (unless a call sets its
 * own), and `ApiError`s print `briefly` (util.inspect, which an uncaught error and console.log go through
 * in Node and Bun, looks this method up: no import of node:util).
 */
export function outsideBrowser(client: Client<paths>, product: string | undefined): void {
  Object.defineProperty(ApiError.prototype, Symbol.for('nodejs.util.inspect.custom'), {
    value(this: ApiError) {
      return briefly(this);
    },
    configurable: true,
  });
  const agent = userAgent(product);
  client.use({
    onRequest({ request }) {
      if (!request.headers.has('User-Agent')) request.headers.set('User-Agent', agent);
    },
  });
}
