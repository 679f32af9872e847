import type { Operation, OperationId } from './generated/operations.js';

/** The contract operation a request was made for. */
export interface OperationRef {
  readonly operationId: OperationId | undefined;
  readonly method: string;
  /** The contract path (placeholders in braces), or the request path when it matches none. */
  readonly path: string;
}

const responses = new WeakMap<Response, { method: string; path: string }>();

export function rememberOperation(response: Response, method: string, schemaPath: string): void {
  responses.set(response, { method, path: schemaPath });
}

/**
 * The operations table is loaded only when an error or a download needs it, so an app that uses the
 * client does not carry the table in its first bundle.
 */
export const loadOperationTable = () => import('./operation-table.js');

/** Names the contract operation of a method and contract path. */
export async function resolveOperation(method: string, path: string): Promise<OperationRef> {
  const { findOperation } = await loadOperationTable();
  return { operationId: findOperation(method, path)?.operationId, method: method.toUpperCase(), path };
}

/** The operation a response answered, when it came through a client made by `createApiClient`. */
export async function operationOf(response: Response): Promise<OperationRef> {
  const known = responses.get(response);
  if (known) return resolveOperation(known.method, known.path);
  let path = response.url;
  try {
    path = new URL(response.url).pathname;
  } catch {
    // a Response made by hand has no URL
  }
  return { operationId: undefined, method: 'UNKNOWN', path };
}

/** The contract's default file name for a download operation, if it has one. */
export async function defaultFileNameOf(operationId: OperationId | undefined): Promise<string | undefined> {
  if (!operationId) return undefined;
  const { getOperation } = await loadOperationTable();
  return (getOperation(operationId) as Operation & { defaultFileName?: string }).defaultFileName;
}
