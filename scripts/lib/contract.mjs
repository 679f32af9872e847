// Bundles the contract, and reads the bundle into the plain facts the generators need.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Bundles openapi/openapi.yaml (split by tag) into one document with redocly. */
export function bundleContract(entry = path.join(root, 'openapi/openapi.yaml')) {
  const dir = mkdtempSync(path.join(tmpdir(), 'dbcloud-bundle-'));
  try {
    const out = path.join(dir, 'openapi.json');
    const redocly = path.join(root, 'node_modules/@redocly/cli/bin/cli.js');
    execFileSync(process.execPath, [redocly, 'bundle', entry, '-o', out], {
      stdio: ['ignore', 'ignore', 'pipe'],
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    });
    return JSON.parse(readFileSync(out, 'utf8'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

/** The access class of an operation, from its security requirements. */
export function accessOf(security) {
  if (security.length === 0) return 'public';
  const schemes = new Set(security.flatMap((requirement) => Object.keys(requirement)));
  if (schemes.has('tenant')) return 'tenant';
  if (schemes.has('session')) return 'user';
  return 'public';
}

/** The node a `$ref` (or a chain of them) points to in `doc`; any other node as it is. */
export function deref(doc, node) {
  let current = node;
  while (current && typeof current === 'object' && typeof current.$ref === 'string') {
    const pointer = current.$ref.replace(/^#\//, '').split('/');
    current = pointer.reduce((value, key) => value?.[key.replace(/~1/g, '/').replace(/~0/g, '~')], doc);
  }
  return current;
}

/** The account roles the contract defines (the `Role` schema's enum). */
function roleNames(doc) {
  return new Set(doc.components?.schemas?.Role?.enum ?? []);
}

/**
 * An operation's `x-required-roles`, checked against its access class: `none` for public and user-level
 * operations (their security says who may call them); for account operations, `member` (any member of
 * the account) or a non-empty list of roles, at least one of which the caller must have (the owner has
 * all). A problem comes back as a string starting with `!`.
 */
export function requiredRoles(value, access, known, where) {
  if (value === undefined) return `!${where}: declares no x-required-roles`;
  if (access !== 'tenant') {
    return value === 'none'
      ? 'none'
      : `!${where}: x-required-roles must be none for a ${access} operation (its security decides)`;
  }
  if (value === 'member') return 'member';
  if (!Array.isArray(value) || value.length === 0) {
    return `!${where}: x-required-roles must be member or a non-empty list of roles`;
  }
  const unknown = value.filter((role) => !known.has(role));
  if (unknown.length > 0) return `!${where}: x-required-roles names unknown roles ${unknown.join(', ')}`;
  return value;
}

/**
 * Problems with an operation's `x-changes-state` (whether it changes anything; a read-only API key may
 * call only the operations marked false): every operation says it, true or false; PUT, PATCH and DELETE
 * always change state; a GET does not, unless only a signed-in user may call it and its description says
 * why (`GET /2fa/generate-code`), since GETs are what links, images and read-only keys may call.
 */
export function changesStateProblems(op, method, where) {
  const value = op['x-changes-state'];
  if (typeof value !== 'boolean') return [`${where}: x-changes-state must be true or false`];
  if (['put', 'patch', 'delete'].includes(method) && !value) {
    return [`${where}: a ${method.toUpperCase()} changes state (x-changes-state: true)`];
  }
  if (method === 'get' && value) {
    const keyAccessible = (op.security ?? []).some((requirement) => 'apiKey' in requirement);
    if (keyAccessible || !/x-changes-state/.test(op.description ?? '')) {
      return [
        `${where}: a GET never changes state, unless it takes a session only and its description says why (x-changes-state)`,
      ];
    }
  }
  return [];
}

/** The header every answer of the API carries: the server's id of the request, for support. */
export const REQUEST_ID_HEADER = 'X-Request-Id';

/** The request header that makes a retry of a create or a charge safe, and the header of a replay. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
export const REPLAYED_HEADER = 'Idempotent-Replayed';

/**
 * True when an operation declares the `Idempotency-Key` header; a problem is pushed unless such an
 * operation also declares what the key can answer: 409 (a request with the key is still running), 422
 * (the key was used for another request) and `Idempotent-Replayed` on its success.
 */
function takesIdempotencyKey(doc, op, parameters, where, problems) {
  const declared = parameters.some(
    (parameter) => parameter.in === 'header' && parameter.name === IDEMPOTENCY_KEY_HEADER,
  );
  if (!declared) return false;
  for (const code of ['409', '422']) {
    if (!op.responses?.[code])
      problems.push(`${where}: takes ${IDEMPOTENCY_KEY_HEADER} but declares no ${code}`);
  }
  const success = Object.entries(op.responses ?? {}).find(([code]) => code.startsWith('2'));
  if (success && !deref(doc, success[1])?.headers?.[REPLAYED_HEADER]) {
    problems.push(
      `${where}: takes ${IDEMPOTENCY_KEY_HEADER} but its success does not declare ${REPLAYED_HEADER}`,
    );
  }
  return true;
}

/** Every operation of the contract, in document order, with what the generators need. */
export function listOperations(doc) {
  const problems = [];
  const ops = [];
  for (const [path, rawItem] of Object.entries(doc.paths ?? {})) {
    const item = deref(doc, rawItem);
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const where = `${method.toUpperCase()} ${path}`;
      const parameters = [...(item.parameters ?? []), ...(op.parameters ?? [])].map((p) => deref(doc, p));
      const request = { path: {}, query: {} };
      for (const parameter of parameters) {
        if (parameter.in !== 'path' && parameter.in !== 'query') continue;
        const example = parameter.example ?? deref(doc, parameter.schema)?.example;
        if (example === undefined) {
          if (parameter.required) problems.push(`${where}: parameter ${parameter.name} has no example`);
          continue;
        }
        request[parameter.in][parameter.name] = example;
      }
      const requestBody = deref(doc, op.requestBody);
      if (requestBody) {
        const media = requestBody.content?.['application/json'];
        if (!media) problems.push(`${where}: request body is not application/json`);
        else if (media.example === undefined) problems.push(`${where}: request body has no example`);
        else request.body = media.example;
      }
      for (const [code, raw] of Object.entries(op.responses ?? {})) {
        if (!deref(doc, raw)?.headers?.[REQUEST_ID_HEADER]) {
          problems.push(`${where}: answer ${code} does not declare the ${REQUEST_ID_HEADER} header`);
        }
      }
      const successCodes = Object.keys(op.responses ?? {}).filter((code) => code.startsWith('2'));
      if (successCodes.length !== 1) {
        problems.push(`${where}: needs exactly one 2xx response, has ${successCodes.length}`);
        continue;
      }
      const status = Number(successCodes[0]);
      const response = deref(doc, op.responses[successCodes[0]]);
      const [contentType, media] = Object.entries(response.content ?? {})[0] ?? [];
      if (contentType === 'application/json' && media?.example === undefined) {
        problems.push(`${where}: success response has no example`);
      }
      problems.push(...changesStateProblems(op, method, where));
      const access = accessOf(op.security ?? doc.security ?? []);
      const roles = requiredRoles(op['x-required-roles'], access, roleNames(doc), where);
      if (typeof roles === 'string' && roles.startsWith('!')) {
        problems.push(roles.slice(1));
        continue;
      }
      ops.push({
        operationId: op.operationId,
        method,
        path,
        tag: op.tags?.[0],
        summary: op.summary,
        access,
        roles,
        changesState: op['x-changes-state'] === true,
        apiKey: (op.security ?? doc.security ?? []).some((requirement) => 'apiKey' in requirement),
        idempotencyKey: takesIdempotencyKey(doc, op, parameters, where, problems),
        hasBody: Boolean(requestBody),
        defaultFileName: op['x-default-file-name'],
        rateLimits: rateLimitsOf(op['x-rate-limits'], where, problems),
        success: { status, contentType: contentType ?? null, example: media?.example ?? null },
        request,
      });
    }
  }
  if (problems.length > 0) {
    throw new Error(`The contract is incomplete:\n  ${problems.join('\n  ')}`);
  }
  return ops;
}

/** What a limit may be counted per: the partition its name is followed by in the server's books. */
export const RATE_LIMIT_PARTITIONS = ['key', 'account', 'client', 'email', 'recipient', 'user', 'session'];

/**
 * A list of rate limits (an operation's `x-rate-limits`, or the document's `x-call-budgets`): each
 * `{policy, limit, windowSeconds, per, counts?}`. Problems are pushed to `problems`.
 */
export function rateLimitsOf(value, where, problems) {
  if (value === undefined) return [];
  if (!Array.isArray(value)) {
    problems.push(`${where}: x-rate-limits must be a list`);
    return [];
  }
  const limits = [];
  for (const entry of value) {
    const { policy, limit, windowSeconds, per, counts } = entry ?? {};
    const extra = Object.keys(entry ?? {}).filter(
      (key) => !['policy', 'limit', 'windowSeconds', 'per', 'counts'].includes(key),
    );
    if (
      typeof policy !== 'string' ||
      !/^[a-z][a-z0-9-]*$/.test(policy) ||
      !Number.isInteger(limit) ||
      limit < 1 ||
      !Number.isInteger(windowSeconds) ||
      windowSeconds < 1 ||
      !RATE_LIMIT_PARTITIONS.includes(per) ||
      (counts !== undefined && typeof counts !== 'string') ||
      extra.length > 0
    ) {
      problems.push(
        `${where}: a rate limit needs policy (lower-case words), limit and windowSeconds (positive integers), per (${RATE_LIMIT_PARTITIONS.join(', ')}) and optional counts, and nothing else: ${JSON.stringify(entry)}`,
      );
      continue;
    }
    limits.push({ policy, limit, windowSeconds, per, ...(counts ? { counts } : {}) });
  }
  return limits;
}

/**
 * The contract's rate limits: the call budgets (`x-call-budgets` at the document's root) and every
 * operation's own limits by policy, with the operations that count against each. A policy declared by
 * several operations must say the same everywhere; no policy is both a budget and an operation's.
 */
export function listRateLimits(doc, ops) {
  const problems = [];
  const budgets = rateLimitsOf(doc['x-call-budgets'], 'x-call-budgets', problems);
  if (budgets.length === 0) problems.push('the contract declares no x-call-budgets');
  const policies = new Map();
  for (const op of ops) {
    for (const { policy, ...rest } of op.rateLimits) {
      const known = policies.get(policy);
      if (!known) {
        policies.set(policy, { policy, ...rest, operations: [op.operationId] });
        continue;
      }
      if (
        JSON.stringify({ ...known, operations: undefined }) !==
        JSON.stringify({ ...known, ...rest, operations: undefined })
      ) {
        problems.push(`${op.operationId}: rate limit ${policy} differs from ${known.operations[0]}'s`);
      }
      known.operations.push(op.operationId);
    }
  }
  for (const budget of budgets) {
    if (policies.has(budget.policy))
      problems.push(`${budget.policy} is both a call budget and an operation's limit`);
  }
  if (problems.length > 0)
    throw new Error(`The contract's rate limits are wrong:\n  ${problems.join('\n  ')}`);
  return { budgets, policies: [...policies.values()] };
}

const SCREAMING = (name) => name.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toUpperCase();

/**
 * The name of the list of a type's values: its name in capitals, made plural (`Tier` -> `TIERS`,
 * `ProductStatus` -> `PRODUCT_STATUSES`, `Currency` -> `CURRENCIES`). A name that is no noun
 * (`ManagedBy`) or is plural already (`ProductDiagnosticTools`) has no plural: its list is `…_VALUES`.
 */
export function listName(typeName) {
  const name = SCREAMING(typeName);
  if (/By$|[^su]s$/.test(typeName)) return `${name}_VALUES`;
  if (/[^aeiou]y$/i.test(typeName)) return `${name.slice(0, -1)}IES`;
  if (/(s|x|ch|sh)$/i.test(typeName)) return `${name}ES`;
  return `${name}S`;
}

/**
 * Every enumeration of the contract, in document order: each component schema that is an `enum`, then
 * each enum-valued property of an object schema (`ProductLabel.severity`). Each with the name of its
 * list (`listName`), its values, and the TypeScript type of one value, as generated/types.ts names it.
 */
export function listEnums(doc) {
  const schemas = doc.components?.schemas ?? {};
  const named = [];
  const inline = [];
  for (const [schemaName, schema] of Object.entries(schemas)) {
    const typeName = schemaName.replace(/[^A-Za-z0-9_]/g, '');
    if (Array.isArray(schema.enum)) {
      named.push({ name: listName(typeName), values: schema.enum, type: typeName, of: schemaName });
      continue;
    }
    for (const [property, value] of Object.entries(schema.properties ?? {})) {
      if (!Array.isArray(value?.enum)) continue;
      const suffix = property.charAt(0).toUpperCase() + property.slice(1);
      inline.push({
        name: listName(`${typeName}${suffix}`),
        values: value.enum,
        type: `NonNullable<${typeName}['${property}']>`,
        of: `${schemaName}.${property}`,
      });
    }
  }
  const enums = [...named, ...inline];
  const seen = new Map();
  for (const entry of enums) {
    if (seen.has(entry.name)) {
      throw new Error(
        `Two enumerations would both be ${entry.name}: ${seen.get(entry.name)} and ${entry.of}`,
      );
    }
    seen.set(entry.name, entry.of);
  }
  return enums;
}

/** The names of the component schemas `node` refers to, directly or through the schemas it refers to. */
function referencedSchemas(doc, node, found = new Set()) {
  if (Array.isArray(node)) {
    for (const item of node) referencedSchemas(doc, item, found);
    return found;
  }
  if (!node || typeof node !== 'object') return found;
  const ref = typeof node.$ref === 'string' ? /^#\/components\/schemas\/(.+)$/.exec(node.$ref) : null;
  if (ref) {
    if (!found.has(ref[1])) {
      found.add(ref[1]);
      referencedSchemas(doc, doc.components?.schemas?.[ref[1]], found);
    }
    return found;
  }
  for (const value of Object.values(node)) referencedSchemas(doc, value, found);
  return found;
}

/**
 * The bounds of what a request may carry: for each component schema that a request body or parameter
 * uses (directly or inside another), its numeric properties with both a `minimum` and a `maximum` (and
 * its lists of such numbers: each item's range, and `<name>Count` for how many), in document order. Each with the name of its constant (`ProductStorage` -> `PRODUCT_STORAGE_BOUNDS`).
 */
export function listBounds(doc) {
  const inputs = new Set();
  for (const rawItem of Object.values(doc.paths ?? {})) {
    const item = deref(doc, rawItem);
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      referencedSchemas(doc, [item.parameters, op.parameters, op.requestBody], inputs);
    }
  }
  const bounds = [];
  for (const [schemaName, schema] of Object.entries(doc.components?.schemas ?? {})) {
    if (!inputs.has(schemaName)) continue;
    const properties = [];
    const isNumeric = (node) =>
      [node?.type].flat().some((type) => type === 'integer' || type === 'number') &&
      node.minimum !== undefined &&
      node.maximum !== undefined;
    for (const [property, value] of Object.entries(schema.properties ?? {})) {
      if (isNumeric(value)) {
        properties.push({ property, min: value.minimum, max: value.maximum, description: value.description });
      } else if (value?.type === 'array' && isNumeric(value.items) && value.maxItems !== undefined) {
        // a list of bounded numbers: each item's range, and how many items
        const { minimum: min, maximum: max } = value.items;
        properties.push({ property, min, max, description: value.description });
        properties.push({ property: `${property}Count`, min: value.minItems ?? 0, max: value.maxItems });
      }
    }
    if (properties.length === 0) continue;
    const typeName = schemaName.replace(/[^A-Za-z0-9_]/g, '');
    bounds.push({ name: `${SCREAMING(typeName)}_BOUNDS`, of: schemaName, properties });
  }
  return bounds;
}
