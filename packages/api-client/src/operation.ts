import { type Operation, type OperationId, operations } from './generated/operations.js';

/** The contract operation a request was made for. */
export interface OperationRef {
  readonly operationId: OperationId | undefined;
  readonly method: string;
  /** The contract path (placeholders in braces), or the request path when it matches none. */
  readonly path: string;
}

const byMethodAndPath = new Map<string, Operation>(operations.map((op) => [`${op.method} ${op.path}`, op]));

/** Finds an operation of the contract by method and contract path. */
export function findOperation(method: string, path: string): Operation | undefined {
  return byMethodAndPath.get(`${method.toLowerCase()} ${path}`);
}

/** Finds an operation of the contract by its operationId. */
export function getOperation(operationId: OperationId): Operation {
  const op = operations.find((candidate) => candidate.operationId === operationId);
  if (!op) throw new Error(`Unknown operation ${operationId}`);
  return op;
}

const responses = new WeakMap<Response, OperationRef>();

export function rememberOperation(response: Response, method: string, schemaPath: string): void {
  const op = findOperation(method, schemaPath);
  responses.set(response, { operationId: op?.operationId, method: method.toUpperCase(), path: schemaPath });
}

/** The operation a response answered, when it came through a client made by `createApiClient`. */
export function operationOf(response: Response): OperationRef {
  const known = responses.get(response);
  if (known) return known;
  let path = response.url;
  try {
    path = new URL(response.url).pathname;
  } catch {
    // a Response made by hand has no URL
  }
  return { operationId: undefined, method: 'UNKNOWN', path };
}
