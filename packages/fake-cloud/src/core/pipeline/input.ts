// A request's inputs as the contract declares them (path, query, headers, body), read and validated:
// a request that breaks the contract is answered 400 with `errors` by field.
import type { Operation } from '@dbcloud/api-client';
import { requestShape, validateRequest } from '../contract.js';
import { HttpProblem } from '../problem.js';
import { readJsonBody, readQuery } from '../request.js';

export type Info = {
  request: Request;
  params: Record<string, string | readonly string[] | undefined>;
};

function describeErrors(errors: Record<string, string[]>): string {
  return Object.entries(errors)
    .map(([field, messages]) => `${field}: ${messages.join(', ')}`)
    .join('; ');
}

/** The request's inputs, validated against the operation's contract (a 400 problem when they break it). */
export async function readInput(op: Operation, info: Info, url: URL) {
  const { request } = info;
  const shape = requestShape(op.operationId);
  const read = await readJsonBody(request, shape.jsonBody);
  const { hasBody, body } = read;
  const query = readQuery(url, shape.query);
  const path = Object.fromEntries(
    Object.entries(info.params).map(([key, value]) => [
      key,
      Array.isArray(value) ? value.join('/') : String(value),
    ]),
  );
  // The header parameters the operation declares (an absent one is left out: none is required).
  const header: Record<string, string> = Object.create(null);
  for (const name of shape.headers) {
    const value = request.headers.get(name);
    if (value !== null) header[name] = value;
  }
  const errors = validateRequest(op.operationId, { path, query, header, body, hasBody });
  if (Object.keys(errors).length > 0) {
    throw new HttpProblem(400, describeErrors(errors), { errors });
  }
  return { shape, read, body, query, path, header };
}
