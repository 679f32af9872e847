// Faults injected through the controls (`/__fake/faults`): a delay, a dropped connection, an error
// status, or an answer lost after the operation ran.
import type { Operation } from '@dbcloud/api-client';
import { HttpProblem } from '../problem.js';
import type { World } from '../world.js';

/** Matches an injected fault; consumes one use of it. */
export function takeFault(world: World, op: Operation, request: Request) {
  const path = new URL(request.url).pathname;
  for (const fault of world.faults) {
    const { match } = fault;
    if (match.operationId && match.operationId !== op.operationId) continue;
    if (match.method && match.method.toUpperCase() !== request.method) continue;
    if (match.path && !path.includes(match.path)) continue;
    if (fault.probability !== undefined && Math.random() >= fault.probability) continue;
    if (fault.remaining !== undefined) {
      fault.remaining -= 1;
      if (fault.remaining <= 0) world.faults.splice(world.faults.indexOf(fault), 1);
    }
    return fault;
  }
  return undefined;
}

/** The answer of a fault that injects an error status. */
export function injectedProblem(status: number, retryAfter: string | undefined): HttpProblem {
  return new HttpProblem(status, 'This failure was injected by the fake cloud.', {
    title: status >= 500 ? 'Something went wrong on our side' : 'Injected failure',
    type: 'injected',
    ...(retryAfter === undefined ? {} : { headers: { 'Retry-After': retryAfter } }),
  });
}
