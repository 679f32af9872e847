// Shaping JSON Schemas for the tools list, apart from reading the contract (`contract.ts`): an output
// schema without its words (`unworded`), the listed form that keeps a shared schema once under `$defs`
// and inlines the rest (`listed`), and an answer's top-level shape (`shallow`).

/** A JSON Schema, as MCP carries it in a tool's `inputSchema` and `outputSchema`. */
export type JsonSchema = { [key: string]: unknown };

/** Keywords whose value is a map of names to schemas. */
const SCHEMA_MAPS = new Set(['properties', 'patternProperties', '$defs', 'dependentSchemas']);
/** Keywords whose value is a schema or a list of schemas. */
const SCHEMA_VALUES = new Set([
  'items',
  'prefixItems',
  'contains',
  'additionalProperties',
  'unevaluatedProperties',
  'unevaluatedItems',
  'propertyNames',
  'not',
  'if',
  'then',
  'else',
  'anyOf',
  'oneOf',
  'allOf',
]);
/**
 * Keywords left out of a listed output schema: those that only document, and the API's bounds on what
 * it answers (lengths, patterns, ranges, number formats), which the contract's own tests hold it to; an
 * answer's shape (types, required fields, no other fields, enumerations, dates) stays.
 */
const WORDS = new Set([
  'description',
  'title',
  '$comment',
  'example',
  'examples',
  'deprecated',
  'maxLength',
  'minLength',
  'maxItems',
  'minItems',
  'pattern',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'uniqueItems',
  'default',
]);
/** Number formats (`int32`, …): bounds, left out; string formats (`date-time`, `uri`, …) stay. */
export const BOUND_FORMATS: ReadonlySet<string> = new Set(['int32', 'int64', 'float', 'double']);

/**
 * `schema` without its words (descriptions, titles, examples), its `type: [X, "null"]` written as
 * `anyOf: [{ type: X, … }, { type: "null" }]` (type arrays are not portable across clients); every
 * constraint kept. Property names (a field called `description`) are names, not words: kept.
 */
export function unworded(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(unworded);
  if (typeof schema !== 'object' || schema === null) return schema;
  const copy: JsonSchema = {};
  for (const [key, value] of Object.entries(schema)) {
    if (WORDS.has(key) || key.startsWith('x-')) continue;
    if (key === 'format' && BOUND_FORMATS.has(value as string)) continue;
    if (SCHEMA_MAPS.has(key) && typeof value === 'object' && value !== null) {
      copy[key] = Object.fromEntries(Object.entries(value).map(([name, sub]) => [name, unworded(sub)]));
    } else if (SCHEMA_VALUES.has(key)) {
      copy[key] = unworded(value);
    } else {
      copy[key] = value;
    }
  }
  // An enumeration or a constant says its type by its values.
  if ((copy.enum !== undefined || copy.const !== undefined) && typeof copy.type === 'string')
    delete copy.type;
  const type = copy.type;
  if (Array.isArray(type) && type.includes('null') && type.length > 1) {
    const { type: _, ...rest } = copy;
    const others = type.filter((name) => name !== 'null');
    return { anyOf: [{ type: others.length === 1 ? others[0] : others, ...rest }, { type: 'null' }] };
  }
  return copy;
}

const DEF_PREFIX = '#/$defs/';
const size = (value: unknown) => JSON.stringify(value).length;

/** How many times each `#/$defs/<name>` is referred to in `value`. */
function countRefs(value: unknown, counts: Map<string, number>): void {
  if (Array.isArray(value)) {
    for (const item of value) countRefs(item, counts);
    return;
  }
  if (typeof value !== 'object' || value === null) return;
  const target = (value as JsonSchema).$ref;
  if (typeof target === 'string' && target.startsWith(DEF_PREFIX)) {
    const name = target.slice(DEF_PREFIX.length);
    counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  for (const [key, sub] of Object.entries(value)) {
    if (key !== '$ref' && key !== 'enum' && key !== 'const' && key !== 'default') countRefs(sub, counts);
  }
}

/** `value` with each reference to `name` replaced by `def` (merged with the reference's siblings). */
function substitute(value: unknown, name: string, def: JsonSchema): unknown {
  if (Array.isArray(value)) return value.map((item) => substitute(item, name, def));
  if (typeof value !== 'object' || value === null) return value;
  const { $ref, ...rest } = value as JsonSchema;
  const siblings = Object.fromEntries(
    Object.entries(rest).map(([key, sub]) =>
      key === 'enum' || key === 'const' || key === 'default' ? [key, sub] : [key, substitute(sub, name, def)],
    ),
  );
  if ($ref === `${DEF_PREFIX}${name}`) {
    return Object.keys(siblings).length === 0 ? def : { allOf: [def], ...siblings };
  }
  return $ref === undefined ? siblings : { $ref, ...siblings };
}

/**
 * A listed output schema: `schema` (self-contained, its `$defs` at the root) without words, where a
 * definition stays under `$defs` only when that is shorter than writing it where it is used (it is used
 * more than once and is not tiny); the others are written in place, and unused ones dropped.
 */
export function listed(schema: JsonSchema): JsonSchema {
  const { $defs, ...bare } = unworded(schema) as JsonSchema;
  let root: JsonSchema = bare;
  const defs = new Map(Object.entries(($defs ?? {}) as Record<string, JsonSchema>));
  // A schema written out twice (the same object where a preview and a result both show a product)
  // becomes one definition, named after the first property that holds it.
  for (;;) {
    const seen = new Map<string, { schema: JsonSchema; uses: number; name: string }>();
    const visit = (value: unknown, key: string) => {
      if (Array.isArray(value)) {
        for (const item of value) visit(item, key);
        return;
      }
      if (typeof value !== 'object' || value === null) return;
      const json = JSON.stringify(value);
      if (json.length >= 80 && (value as JsonSchema).type === 'object') {
        const entry = seen.get(json) ?? { schema: value as JsonSchema, uses: 0, name: key };
        entry.uses += 1;
        seen.set(json, entry);
      }
      for (const [name, sub] of Object.entries(value)) {
        if (name === 'enum' || name === 'const' || name === 'default') continue;
        visit(sub, key === 'properties' || key === '$defs' ? name : name === 'properties' ? key : name);
      }
    };
    visit(root, 'answer');
    for (const [name, def] of defs) visit(def, name);
    const repeated = [...seen.entries()]
      .filter(
        ([json, entry]) => entry.uses > 1 && ![...defs.values()].some((def) => JSON.stringify(def) === json),
      )
      .sort(([a], [b]) => b.length - a.length)[0];
    if (!repeated) break;
    const [json, entry] = repeated;
    const base = entry.name.charAt(0).toUpperCase() + entry.name.slice(1);
    let name = base;
    for (let n = 2; defs.has(name); n++) name = `${base}${n}`;
    const hoist = (value: unknown): unknown => {
      if (Array.isArray(value)) return value.map(hoist);
      if (typeof value !== 'object' || value === null) return value;
      if (JSON.stringify(value) === json) return { $ref: `${DEF_PREFIX}${name}` };
      return Object.fromEntries(
        Object.entries(value).map(([key, sub]) =>
          key === 'enum' || key === 'const' || key === 'default' ? [key, sub] : [key, hoist(sub)],
        ),
      );
    };
    root = hoist(root) as JsonSchema;
    for (const [other, def] of defs) defs.set(other, hoist(def) as JsonSchema);
    defs.set(name, entry.schema);
  }
  for (;;) {
    const counts = new Map<string, number>();
    countRefs(root, counts);
    for (const def of defs.values()) countRefs(def, counts);
    let best: { name: string; gain: number } | undefined;
    for (const [name, def] of defs) {
      const uses = counts.get(name) ?? 0;
      const own = new Map<string, number>();
      countRefs(def, own);
      if (own.has(name)) continue; // recursive: stays a definition
      const refSize = size({ $ref: `${DEF_PREFIX}${name}` });
      // Bytes saved by writing it in place: its entry and the references, less its copies.
      const gain = size(name) + 1 + size(def) + uses * refSize - uses * size(def);
      if (gain >= 0 && (!best || gain > best.gain)) best = { name, gain };
    }
    if (!best) break;
    const def = defs.get(best.name) as JsonSchema;
    defs.delete(best.name);
    root = substitute(root, best.name, def) as JsonSchema;
    for (const [name, other] of defs) defs.set(name, substitute(other, best.name, def) as JsonSchema);
  }
  return defs.size > 0 ? { ...root, $defs: Object.fromEntries(defs) } : root;
}

/**
 * The top-level shape of an answer's schema, as the tools list carries it: one object schema per
 * alternative of the answer (a change's stages), each with its properties' JSON types, its required
 * properties, and the enumerations and constants of its properties (a `stage`); an object or an array
 * inside is only `{ type: "object" }` or `{ type: "array" }`, its own schema left to the full one. Every
 * answer valid against `schema` is valid against the shape.
 */
export function shallow(schema: JsonSchema): JsonSchema[] {
  const defs = (schema.$defs ?? {}) as Record<string, JsonSchema>;
  const resolve = (node: JsonSchema): JsonSchema => {
    let current = node;
    for (let ref = current.$ref; typeof ref === 'string'; ref = current.$ref) {
      const def = defs[ref.slice(DEF_PREFIX.length)];
      if (!ref.startsWith(DEF_PREFIX) || !def) throw new Error(`cannot resolve ${ref}`);
      const { $ref: _, ...rest } = current;
      current = { ...def, ...rest };
    }
    const all = current.allOf as JsonSchema[] | undefined;
    if (!all) return current;
    // An `allOf` of object schemas: its members' properties and required names together.
    const { allOf: _, ...rest } = current;
    const merged: JsonSchema = { ...rest };
    const properties: Record<string, unknown> = { ...(rest.properties as object) };
    const required = new Set((rest.required as string[] | undefined) ?? []);
    for (const member of all.map(resolve)) {
      for (const [key, value] of Object.entries(member)) if (!(key in merged)) merged[key] = value;
      Object.assign(properties, member.properties as object);
      for (const name of (member.required as string[] | undefined) ?? []) required.add(name);
    }
    return { ...merged, properties, required: [...required] };
  };
  const unique = (shapes: JsonSchema[]) => [
    ...new Map(shapes.map((shape) => [JSON.stringify(shape), shape])).values(),
  ];
  const typeOf = (node: JsonSchema): JsonSchema[] => {
    const resolved = resolve(node);
    if (resolved.const !== undefined) return [{ const: resolved.const }];
    if (resolved.enum !== undefined) return [{ enum: resolved.enum }];
    const alternatives = (resolved.oneOf ?? resolved.anyOf) as JsonSchema[] | undefined;
    if (alternatives) return unique(alternatives.flatMap(typeOf));
    const type = resolved.type;
    if (Array.isArray(type)) return type.map((name) => ({ type: name }));
    if (typeof type === 'string') return [{ type }];
    if (resolved.properties || resolved.additionalProperties) return [{ type: 'object' }];
    if (resolved.items) return [{ type: 'array' }];
    return [{}];
  };
  const property = (node: JsonSchema): JsonSchema => {
    const types = typeOf(node);
    if (types.some((type) => Object.keys(type).length === 0)) return {};
    return types.length === 1 ? (types[0] as JsonSchema) : { anyOf: types };
  };
  const alternatives = (node: JsonSchema): JsonSchema[] => {
    const resolved = resolve(node);
    const branches = (resolved.oneOf ?? resolved.anyOf) as JsonSchema[] | undefined;
    if (branches) return branches.flatMap(alternatives);
    const properties = resolved.properties as Record<string, JsonSchema> | undefined;
    if (!properties) return [{ type: 'object' }];
    const required = (resolved.required as string[] | undefined) ?? [];
    return [
      {
        type: 'object',
        properties: Object.fromEntries(
          Object.entries(properties).map(([name, sub]) => [name, property(sub)]),
        ),
        ...(required.length > 0 ? { required } : {}),
      },
    ];
  };
  return alternatives(schema);
}
