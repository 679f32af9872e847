// The tools' schemas, made from the contract's own schemas (`@dbcloud/api-client/openapi.json`, the
// bundled OpenAPI 3.1 document whose schemas are JSON Schema 2020-12): an output schema names the
// contract's types (`Product`, `BackupDirectory`, …) and carries every schema they use under `$defs`,
// so that a client can validate a tool's structured answer on its own. Nothing is restated by hand.
// Shaping them for the tools list (`listed`, `shallow`) is `schema-shape.ts`'s.
import { createRequire } from 'node:module';
import { BOUND_FORMATS, type JsonSchema } from './schema-shape.js';

export type { JsonSchema } from './schema-shape.js';

interface OpenApiDocument {
  components: { schemas: Record<string, JsonSchema> };
}

const contract = createRequire(import.meta.url)('@dbcloud/api-client/openapi.json') as OpenApiDocument;
const SCHEMAS = contract.components.schemas;
const REF_PREFIX = '#/components/schemas/';

/** The contract's schema of that name (throws for a name the contract lacks: a bug, seen in tests). */
function component(name: string): JsonSchema {
  const schema = SCHEMAS[name];
  if (!schema) throw new Error(`the contract has no schema ${name}`);
  return schema;
}

/** One of the contract's schemas as it stands (its references unresolved: see `selfContained`). */
export const schemaOf = (name: string): JsonSchema => component(name);

/** A reference to one of the contract's schemas; `selfContained` resolves it. */
export const ref = (name: string): JsonSchema => ({ $ref: `${REF_PREFIX}${name}` });

/** Keys that only document (examples): left out of what the tools list carries. */
const DROPPED = new Set(['example', 'examples']);

/**
 * A copy of `schema` with the contract's references rewritten to `#/$defs/<Name>`, and the names of
 * the schemas it refers to added to `found`.
 */
function rewrite(schema: unknown, found: Set<string>): unknown {
  if (Array.isArray(schema)) return schema.map((item) => rewrite(item, found));
  if (typeof schema !== 'object' || schema === null) return schema;
  const copy: JsonSchema = {};
  for (const [key, value] of Object.entries(schema)) {
    if (DROPPED.has(key) || key.startsWith('x-')) continue;
    if (key === '$ref' && typeof value === 'string' && value.startsWith(REF_PREFIX)) {
      const name = value.slice(REF_PREFIX.length);
      found.add(name);
      copy.$ref = `#/$defs/${name}`;
    } else {
      copy[key] = rewrite(value, found);
    }
  }
  return copy;
}

/**
 * A self-contained JSON Schema: `schema` with every contract schema it refers to (and those refer to)
 * under `$defs`.
 */
export function selfContained(schema: JsonSchema): JsonSchema {
  const found = new Set<string>();
  const root = rewrite(schema, found) as JsonSchema;
  const defs: Record<string, unknown> = {};
  const pending = [...found];
  for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
    if (name in defs) continue;
    const more = new Set<string>();
    defs[name] = rewrite(component(name), more);
    for (const next of more) if (!(next in defs)) pending.push(next);
  }
  // Definitions of the schema's own (`#/$defs/…` it wrote) stay beside the contract's.
  Object.assign(defs, (root.$defs ?? {}) as Record<string, unknown>);
  const sorted = Object.fromEntries(Object.entries(defs).sort(([a], [b]) => a.localeCompare(b)));
  return Object.keys(sorted).length > 0 ? { ...root, $defs: sorted } : root;
}

/**
 * One of the contract's schemas with its references replaced by what they name, for an input schema:
 * inputs are small, and some clients do not follow `$ref` in the arguments they build.
 */
export function inline(name: string, overrides: JsonSchema = {}): JsonSchema {
  return { ...nestedUnworded(resolved(name)), ...overrides };
}

/** One of the contract's schemas with its references replaced by what they name, every word kept. */
function resolved(name: string): JsonSchema {
  const resolve = (schema: unknown): unknown => {
    if (Array.isArray(schema)) return schema.map(resolve);
    if (typeof schema !== 'object' || schema === null) return schema;
    const entries = Object.entries(schema);
    const refValue = (schema as JsonSchema).$ref;
    if (typeof refValue === 'string' && refValue.startsWith(REF_PREFIX)) {
      const { $ref: _, ...rest } = schema as JsonSchema;
      return {
        ...(resolve(component(refValue.slice(REF_PREFIX.length))) as JsonSchema),
        ...(resolve(rest) as JsonSchema),
      };
    }
    return Object.fromEntries(
      entries
        .filter(([key]) => !DROPPED.has(key) && !key.startsWith('x-'))
        .map(([key, value]) => [key, resolve(value)]),
    );
  };
  return resolve(component(name)) as JsonSchema;
}

/**
 * `schema` with the descriptions of what it holds (an array's items, …) left out, its own kept, and
 * without number formats (`int32`, …), which its bounds say better.
 */
function nestedUnworded(schema: JsonSchema): JsonSchema {
  const strip = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(strip);
    if (typeof value !== 'object' || value === null) return value;
    return Object.fromEntries(
      Object.entries(value)
        .filter(
          ([key, sub]) => key !== 'description' && !(key === 'format' && BOUND_FORMATS.has(sub as string)),
        )
        .map(([key, sub]) => [
          key,
          key === 'enum' || key === 'const' || key === 'default' ? sub : strip(sub),
        ]),
    );
  };
  const { description, format, ...rest } = schema;
  const kept = format === undefined || BOUND_FORMATS.has(format as string) ? {} : { format };
  return {
    ...(strip(rest) as JsonSchema),
    ...kept,
    ...(description === undefined ? {} : { description }),
  };
}

/** An object schema whose properties are all required unless listed in `optional` (no empty `required`). */
export function object(properties: Record<string, JsonSchema>, optional: string[] = []): JsonSchema {
  const required = Object.keys(properties).filter((name) => !optional.includes(name));
  return {
    type: 'object',
    properties,
    ...(required.length > 0 ? { required } : {}),
    additionalProperties: false,
  };
}

/**
 * The schema of a field of one of the contract's object schemas, its path's names joined by dots
 * (`storage.sizeGb` of `ProductCreateRequest`), inlined as `inline` does, with `overrides`: a tool's
 * argument that stands for that field takes the contract's own type, bounds and description.
 */
export function fieldSchema(schemaName: string, path: string, overrides: JsonSchema = {}): JsonSchema {
  let schema = resolved(schemaName);
  for (const name of path.split('.')) {
    const properties = schema.properties as Record<string, JsonSchema> | undefined;
    const next = properties?.[name];
    if (!next) throw new Error(`the contract's ${schemaName} has no field ${path}`);
    schema = next;
  }
  return { ...nestedUnworded(schema), ...overrides };
}
