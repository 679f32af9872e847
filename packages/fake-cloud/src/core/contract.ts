// The bundled contract as the fake cloud uses it: the operations table and validators that check
// requests (and, for tests, responses) against the contract's schemas.

import { type Operation, type OperationId, operations } from '@dbcloud/api-client';
import contract from '@dbcloud/api-client/openapi.json' with { type: 'json' };
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

type Json = Record<string, unknown>;
const doc = contract as unknown as Json & { paths: Record<string, Record<string, Json>> };
const BASE = 'https://dbcloud.dev/openapi.json';

function makeAjv(coerceTypes: boolean): Ajv2020 {
  const ajv = new Ajv2020({ strict: false, allErrors: true, coerceTypes, useDefaults: false });
  (addFormats as unknown as (ajv: Ajv2020) => void)(ajv);
  ajv.addSchema({ $id: BASE, components: doc.components } as Json);
  return ajv;
}

const bodyAjv = makeAjv(false);
const paramAjv = makeAjv(true);

/** Rewrites document-local refs (`#/components/...`) to the registered contract. */
function anchor<T>(schema: T): T {
  return JSON.parse(JSON.stringify(schema).replace(/"#\/components\//g, `"${BASE}#/components/`));
}

function deref(node: unknown): Json {
  let current = node as Json;
  while (current && typeof current.$ref === 'string') {
    const pointer = (current.$ref as string).replace(/^#\//, '').split('/');
    current = pointer.reduce<Json>((value, key) => value[key.replace(/~1/g, '/')] as Json, doc);
  }
  return current;
}

export const operationsById = new Map<OperationId, Operation>(operations.map((op) => [op.operationId, op]));

export function contractOperation(operationId: OperationId): Json {
  const op = operationsById.get(operationId);
  if (!op) throw new Error(`unknown operation ${operationId}`);
  return doc.paths[op.path]?.[op.method] as Json;
}

/**
 * True when the contract lets an API key call the operation: one of its security requirements is the
 * `apiKey` (bearer) scheme alone.
 */
export function acceptsApiKey(operationId: OperationId): boolean {
  const security = (contractOperation(operationId).security ?? doc.security ?? []) as Json[];
  return security.some((requirement) => 'apiKey' in requirement);
}

/**
 * True when a call of the operation changes state, so the CSRF guard applies: every method but GET, and
 * the GETs the contract marks `x-changes-state: true` (such as `GET /2fa/generate-code`, which replaces
 * the pending authenticator secret).
 */
export function changesState(operationId: OperationId): boolean {
  const op = operationsById.get(operationId);
  return op?.method !== 'get' || contractOperation(operationId)['x-changes-state'] === true;
}

export interface RequestParts {
  path: Record<string, string>;
  query: Record<string, string | string[]>;
  /** The header parameters the operation declares that the request carries, by their declared names. */
  header: Record<string, string>;
  body: unknown;
  hasBody: boolean;
}

interface RequestValidators {
  params: ValidateFunction;
  body?: ValidateFunction;
  bodyRequired: boolean;
  /** The query parameters the operation declares, and those of them that are lists (may repeat). */
  query: RequestShape['query'];
  /** True when the operation's request body is JSON. */
  jsonBody: boolean;
  /** The header parameters the operation declares (`Idempotency-Key`), by their declared names. */
  headers: readonly string[];
}

/** What the pipeline needs to know to read a request of an operation before validating it. */
export interface RequestShape {
  query: { declared: ReadonlySet<string>; lists: ReadonlySet<string> };
  jsonBody: boolean;
  headers: readonly string[];
}

const requestValidators = new Map<OperationId, RequestValidators>();

function validatorsFor(operationId: OperationId): RequestValidators {
  const cached = requestValidators.get(operationId);
  if (cached) return cached;
  const op = contractOperation(operationId);
  const parameters = ((op.parameters ?? []) as unknown[]).map(deref);
  const section = (where: string) => {
    const list = parameters.filter((p) => p.in === where);
    return {
      type: 'object',
      properties: Object.fromEntries(list.map((p) => [p.name, anchor(p.schema)])),
      required: list.filter((p) => p.required).map((p) => p.name),
    };
  };
  const params = paramAjv.compile({
    type: 'object',
    properties: { path: section('path'), query: section('query'), header: section('header') },
  });
  const requestBody = op.requestBody ? deref(op.requestBody) : undefined;
  const media = (requestBody?.content as Record<string, Json> | undefined)?.['application/json'];
  const queryParameters = parameters.filter((p) => p.in === 'query');
  const validators: RequestValidators = {
    params,
    body: media?.schema ? bodyAjv.compile(anchor(media.schema) as Json) : undefined,
    bodyRequired: Boolean(requestBody?.required),
    query: {
      declared: new Set(queryParameters.map((p) => String(p.name))),
      lists: new Set(
        queryParameters.filter((p) => deref(p.schema).type === 'array').map((p) => String(p.name)),
      ),
    },
    jsonBody: media !== undefined,
    headers: parameters.filter((p) => p.in === 'header').map((p) => String(p.name)),
  };
  requestValidators.set(operationId, validators);
  return validators;
}

/** How a request of an operation is read: its declared query parameters and whether its body is JSON. */
export function requestShape(operationId: OperationId): RequestShape {
  const { query, jsonBody, headers } = validatorsFor(operationId);
  return { query, jsonBody, headers };
}

/** Field errors keyed by a dotted path (`storage.throughput`, `query.selectedYear`). */
export type FieldErrors = Record<string, string[]>;

function collect(errors: ErrorObject[] | null | undefined, prefix: string, into: FieldErrors): void {
  for (const error of errors ?? []) {
    if (error.keyword === 'if' || error.keyword === 'anyOf' || error.keyword === 'oneOf') continue;
    const parts = error.instancePath
      .split('/')
      .filter(Boolean)
      .map((p) => p.replace(/~1/g, '/'));
    if (error.keyword === 'required') parts.push(String(error.params.missingProperty));
    if (error.keyword === 'additionalProperties') parts.push(String(error.params.additionalProperty));
    const field = [prefix, ...parts].filter(Boolean).join('.') || 'body';
    const message =
      error.keyword === 'required'
        ? 'is required'
        : error.keyword === 'additionalProperties'
          ? 'is not a known field'
          : (error.message ?? 'is not valid');
    const list = into[field] ?? [];
    if (!list.includes(message)) list.push(message);
    into[field] = list;
  }
}

/**
 * Checks a request against the contract. Returns the field errors (empty when valid); query and path
 * values are coerced in place to their declared types.
 */
export function validateRequest(operationId: OperationId, parts: RequestParts): FieldErrors {
  const validators = validatorsFor(operationId);
  // Keyed by what the request names, `__proto__` included: a record without a prototype.
  const errors: FieldErrors = Object.create(null);
  const params = { path: parts.path, query: parts.query, header: parts.header };
  if (!validators.params(params)) {
    for (const error of validators.params.errors ?? []) {
      // `/query/selectedYear` -> `selectedYear` (query, path and header names are what the user sent)
      error.instancePath = error.instancePath.replace(/^\/(query|path|header)/, '');
    }
    collect(validators.params.errors, '', errors);
  }
  if (validators.body) {
    if (!parts.hasBody) {
      if (validators.bodyRequired) errors.body = ['is required'];
    } else if (!validators.body(parts.body)) {
      collect(validators.body.errors, '', errors);
    }
  }
  return errors;
}

const responseValidators = new Map<string, ValidateFunction | null>();

/**
 * Checks a JSON response body against the contract's schema for that status (tests use it to prove
 * that no answer leaves the contract). Returns messages; empty when it conforms.
 */
export function validateResponse(operationId: OperationId, status: number, body: unknown): string[] {
  const key = `${operationId} ${status}`;
  if (!responseValidators.has(key)) {
    const responses = contractOperation(operationId).responses as Record<string, unknown>;
    const response = responses[String(status)];
    if (!response) {
      responseValidators.set(key, null);
    } else {
      const content = deref(response).content as Record<string, Json> | undefined;
      const media = content?.['application/json'] ?? content?.['application/problem+json'];
      responseValidators.set(key, media?.schema ? bodyAjv.compile(anchor(media.schema) as Json) : null);
    }
  }
  const validate = responseValidators.get(key);
  const responses = contractOperation(operationId).responses as Record<string, unknown>;
  if (!responses[String(status)]) return [`status ${status} is not documented for ${operationId}`];
  if (!validate) return [];
  if (validate(body)) return [];
  return (validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message}`);
}
