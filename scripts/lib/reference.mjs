// The API reference's data (the portal's /docs/api, its Markdown form and llms.txt), from the bundled
// contract: every operation by tag with what a reader needs (who may call it, parameters and body with
// types and bounds, every answer with its schema and example, the example request), in plain JSON that
// the portal renders. Nothing here is written by hand: a change to the contract changes the reference.
import { accessOf, deref } from './contract.mjs';

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];
/** The answers of the Errors section: each status and the contract's shared response for it. */
const ERROR_RESPONSES = {
  400: 'BadRequest',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'NotFound',
  409: 'Conflict',
  422: 'UnprocessableEntity',
  429: 'TooManyRequests',
};
/** How deep nested fields are listed; deeper objects are named by their schema. */
const MAX_DEPTH = 3;

const refName = (node) => (typeof node?.$ref === 'string' ? node.$ref.split('/').pop() : undefined);

/** URL-safe id of a tag (`API keys` -> `api-keys`). */
export const tagSlug = (name) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-');

const oneLine = (text) => (text ?? '').replace(/\s+/g, ' ').trim();

/** A schema's type in words: `string`, `integer (int32)`, `Product[]`, `"a" | "b"`, `… | null`. */
function typeOf(doc, node) {
  const name = refName(node);
  const schema = deref(doc, node) ?? {};
  const variants = schema.oneOf ?? schema.anyOf;
  if (variants) return variants.map((variant) => typeOf(doc, variant)).join(' | ');
  if (schema.allOf) return schema.allOf.map((part) => typeOf(doc, part)).join(' & ');
  if (Array.isArray(schema.enum)) {
    const values = schema.enum.map((value) => JSON.stringify(value));
    return values.length > 8 ? `${name ?? 'enum'} (${values.length} values)` : values.join(' | ');
  }
  const types = Array.isArray(schema.type)
    ? schema.type
    : [schema.type ?? (schema.properties ? 'object' : 'any')];
  return types
    .map((type) => {
      if (type === 'array') return `${typeOf(doc, schema.items)}[]`;
      if (type === 'object') return name ?? 'object';
      if (type === 'string' && schema.format === 'binary') return 'file';
      return schema.format && type !== 'null' ? `${type} (${schema.format})` : type;
    })
    .join(' | ');
}

/** A schema's bounds in words: `1–63 characters`, `≤ 100 items`, `0 to 65535`, `pattern …`, `default …`. */
function boundsOf(doc, node) {
  const schema = deref(doc, node) ?? {};
  const out = [];
  const range = (min, max, unit) => {
    if (min !== undefined && max !== undefined) out.push(`${min}–${max}${unit}`);
    else if (max !== undefined) out.push(`≤ ${max}${unit}`);
    else if (min !== undefined) out.push(`≥ ${min}${unit}`);
  };
  range(schema.minLength, schema.maxLength, ' characters');
  range(schema.minItems, schema.maxItems, ' items');
  range(schema.minimum, schema.maximum, '');
  if (schema.uniqueItems) out.push('unique');
  if (schema.pattern) out.push(`pattern ${schema.pattern}`);
  if (schema.default !== undefined) out.push(`default ${JSON.stringify(schema.default)}`);
  if (Array.isArray(schema.enum) && schema.enum.length > 8) {
    out.push(`one of ${schema.enum.map((value) => JSON.stringify(value)).join(', ')}`);
  }
  if (schema.type === 'array' && schema.items) {
    const items = boundsOf(doc, schema.items);
    if (items) out.push(`each: ${items}`);
  }
  return out.join(' · ');
}

/** The object a schema holds fields of (itself, its array's items, or the object among its variants). */
function objectOf(doc, node) {
  const schema = deref(doc, node) ?? {};
  if (schema.properties) return schema;
  if (schema.type === 'array' || (Array.isArray(schema.type) && schema.type.includes('array'))) {
    return objectOf(doc, schema.items);
  }
  if (schema.allOf) {
    const parts = schema.allOf.map((part) => objectOf(doc, part)).filter(Boolean);
    if (parts.length === 0) return undefined;
    return {
      properties: Object.assign({}, ...parts.map((part) => part.properties)),
      required: parts.flatMap((part) => part.required ?? []),
    };
  }
  return undefined;
}

/**
 * One row per field, nested fields after their parent with dotted names (`storage.sizeGb`, `nodes[].url`):
 * name, type, whether required, bounds, description.
 */
function fieldsOf(doc, node, prefix = '', depth = 0, seen = new Set()) {
  const object = objectOf(doc, node);
  if (!object || depth >= MAX_DEPTH) return [];
  const rows = [];
  for (const [name, property] of Object.entries(object.properties ?? {})) {
    const schema = deref(doc, property) ?? {};
    const row = { name: `${prefix}${name}`, type: typeOf(doc, property) };
    if ((object.required ?? []).includes(name)) row.required = true;
    const bounds = boundsOf(doc, property);
    if (bounds) row.bounds = bounds;
    const description = oneLine(property.description ?? schema.description);
    if (description) row.description = description;
    if (schema.readOnly) row.readOnly = true;
    rows.push(row);
    const ref = refName(property) ?? refName(schema.items);
    if (ref && seen.has(ref)) continue;
    const isArray = schema.type === 'array' || (Array.isArray(schema.type) && schema.type.includes('array'));
    const next = new Set(seen);
    if (ref) next.add(ref);
    rows.push(...fieldsOf(doc, property, `${prefix}${name}${isArray ? '[]' : ''}.`, depth + 1, next));
  }
  return rows;
}

/** A body or answer's shape: its type, and its fields when it is an object or a list of objects. */
function shapeOf(doc, node) {
  const shape = { type: typeOf(doc, node) };
  const fields = fieldsOf(doc, node);
  if (fields.length > 0) shape.fields = fields;
  return shape;
}

function parameterOf(doc, raw) {
  const parameter = deref(doc, raw);
  const row = { name: parameter.name, in: parameter.in, type: typeOf(doc, parameter.schema) };
  if (parameter.required) row.required = true;
  const bounds = boundsOf(doc, parameter.schema);
  if (bounds) row.bounds = bounds;
  const description = oneLine(parameter.description);
  if (description) row.description = description;
  const example = parameter.example ?? deref(doc, parameter.schema)?.example;
  if (example !== undefined) row.example = example;
  return row;
}

function responseOf(doc, status, raw) {
  const response = deref(doc, raw);
  const row = { status, description: oneLine(response.description) };
  const ref = refName(raw);
  if (ref) row.ref = ref;
  const [contentType, media] = Object.entries(response.content ?? {})[0] ?? [];
  if (contentType) {
    row.contentType = contentType;
    // The problem details of an error answer are described once (the reference's Errors section).
    if (status.startsWith('2')) Object.assign(row, shapeOf(doc, media.schema));
    else row.type = typeOf(doc, media.schema);
    if (media.example !== undefined) row.example = media.example;
  }
  const headers = Object.keys(response.headers ?? {});
  if (headers.length > 0) row.headers = headers;
  return row;
}

/** One operation as the reference shows it. */
function operationOf(doc, path, method, op, item) {
  const security = op.security ?? doc.security ?? [];
  const parameters = [...(item.parameters ?? []), ...(op.parameters ?? [])].map((raw) =>
    parameterOf(doc, raw),
  );
  const entry = {
    operationId: op.operationId,
    method,
    path,
    summary: oneLine(op.summary),
    description: (op.description ?? '').trim(),
    access: accessOf(security),
    apiKey: security.some((requirement) => 'apiKey' in requirement),
    roles: op['x-required-roles'],
    parameters,
  };
  if (op['x-changes-state']) entry.changesState = true;
  const body = deref(doc, op.requestBody);
  if (body) {
    const media = body.content?.['application/json'];
    entry.body = {
      required: Boolean(body.required),
      ...shapeOf(doc, media?.schema),
      example: media?.example,
    };
    const description = oneLine(body.description);
    if (description) entry.body.description = description;
  }
  entry.responses = Object.entries(op.responses ?? {}).map(([status, raw]) => responseOf(doc, status, raw));
  const limited = op.responses?.['429'];
  if (limited) entry.rateLimited = true;
  const ownLimits = op['x-rate-limits'] ?? [];
  if (ownLimits.length > 0) entry.rateLimits = ownLimits;
  return entry;
}

/**
 * The whole reference: the API's introduction, its security schemes, the problem details schema and
 * the tags, each with its operations in contract order.
 */
export function referenceModel(doc) {
  const tags = (doc.tags ?? []).map((tag) => ({
    name: tag.name,
    slug: tagSlug(tag.name),
    description: (tag.description ?? '').trim(),
    operations: [],
  }));
  const byName = new Map(tags.map((tag) => [tag.name, tag]));
  for (const [path, rawItem] of Object.entries(doc.paths ?? {})) {
    const item = deref(doc, rawItem);
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const name = op.tags?.[0] ?? 'Other';
      if (!byName.has(name)) {
        const tag = { name, slug: tagSlug(name), description: '', operations: [] };
        tags.push(tag);
        byName.set(name, tag);
      }
      byName.get(name).operations.push(operationOf(doc, path, method, op, item));
    }
  }
  const problem = doc.components?.schemas?.Problem;
  return {
    title: doc.info?.title ?? 'API',
    version: doc.info?.version ?? '',
    description: (doc.info?.description ?? '').trim(),
    problem: problem ? fieldsOf(doc, { $ref: '#/components/schemas/Problem' }) : [],
    errors: Object.entries(ERROR_RESPONSES)
      .filter(([, name]) => doc.components?.responses?.[name])
      .map(([status, name]) => responseOf(doc, status, { $ref: `#/components/responses/${name}` })),
    callBudgets: doc['x-call-budgets'] ?? [],
    tags: tags.filter((tag) => tag.operations.length > 0),
  };
}

/**
 * The reference as files: `index.json` (the tags and their operations' names, paths and summaries: the
 * page's table of contents and search) and one `<tag>.json` per tag (its operations in full), under
 * `dir`. A map of path to content, one operation a line.
 */
export function referenceFiles(doc, dir) {
  const model = referenceModel(doc);
  const files = new Map();
  const index = {
    title: model.title,
    version: model.version,
    problem: model.problem,
    errors: model.errors,
    callBudgets: model.callBudgets,
    tags: model.tags.map((tag) => ({
      name: tag.name,
      slug: tag.slug,
      description: tag.description,
      operations: tag.operations.map(({ operationId, method, path, summary, apiKey }) => ({
        operationId,
        method,
        path,
        summary,
        ...(apiKey ? { apiKey } : {}),
      })),
    })),
  };
  const lines = (list) => `[\n${list.map((entry) => JSON.stringify(entry)).join(',\n')}\n]\n`;
  files.set(`${dir}/index.json`, `${JSON.stringify(index)}\n`);
  for (const tag of model.tags) files.set(`${dir}/tags/${tag.slug}.json`, lines(tag.operations));
  return files;
}
