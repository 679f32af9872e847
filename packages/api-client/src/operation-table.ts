import { type Operation, type OperationId, operations } from './generated/operations.js';

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
