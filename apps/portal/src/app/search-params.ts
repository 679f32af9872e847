// The pieces every route's search schema (its `validateSearch`) is made of. The router gives a route
// its search as parsed from the address (JSON values read: `?months=6` is the number 6) and takes a
// valibot schema as it is. A value a page cannot use (missing, malformed, out of range) gives way to
// the piece's fallback, never an error: a shared, stale or hand-edited link always opens the page.
//
// Without a fallback the key is left out and the page uses its default when it reads the search. A
// schema's output is written back to the address on every navigation to its route, so a default put
// there would appear in every link to the page (`?period=30d` on the health tab's own link).
//
// Only valibot functions the portal already uses: valibot is one module of the libraries chunk every
// page loads, so each function used anywhere is loaded by every page (the bundle budgets).
import type { NodeTag } from '@dbcloud/api-client';
import * as v from 'valibot';

type Schema = v.GenericSchema;

/** What `schema` takes, or `fallback` for anything else, a missing value included (undefined: none). */
export function orElse<S extends Schema>(
  schema: S,
): v.SchemaWithFallback<v.OptionalSchema<S, undefined>, undefined>;
export function orElse<S extends Schema, const F extends v.InferOutput<S>>(
  schema: S,
  fallback: F,
): v.SchemaWithFallback<v.OptionalSchema<S, F>, F>;
export function orElse(schema: Schema, fallback?: unknown): Schema {
  return withFallback(schema, fallback);
}

const withFallback = (schema: Schema, fallback: unknown): Schema =>
  v.fallback(v.optional(schema, fallback), fallback);

/** One of `values` (`?tier=Production`, `?months=6`), or `fallback`. */
export function oneOf<const T extends readonly (string | number)[]>(
  values: T,
): v.SchemaWithFallback<v.OptionalSchema<v.PicklistSchema<T, undefined>, undefined>, undefined>;
export function oneOf<const T extends readonly (string | number)[], const F extends T[number]>(
  values: T,
  fallback: F,
): v.SchemaWithFallback<v.OptionalSchema<v.PicklistSchema<T, undefined>, F>, F>;
export function oneOf(values: readonly (string | number)[], fallback?: string | number): Schema {
  return withFallback(v.picklist(values), fallback);
}

/** A whole number from `min` to `max` (`?selectedYear=2025`), or none. */
export const intIn = (min: number, max: number) =>
  orElse(
    v.pipe(
      v.number(),
      v.check((n) => Number.isInteger(n) && n >= min && n <= max),
    ),
  );

/** Text as the address has it (`?redirect=/portal/acme/home`), or `fallback`. */
export function text(): v.SchemaWithFallback<
  v.OptionalSchema<v.StringSchema<undefined>, undefined>,
  undefined
>;
export function text<const F extends string>(
  fallback: F,
): v.SchemaWithFallback<v.OptionalSchema<v.StringSchema<undefined>, F>, F>;
export function text(fallback?: string): Schema {
  return withFallback(v.string(), fallback);
}

/** Text matching `pattern`, at most `maxLength` characters long, or none. */
export const textMatching = (pattern: RegExp, maxLength: number) =>
  orElse(v.pipe(v.string(), v.maxLength(maxLength), v.regex(pattern)));

/** Whether `value` is a day that exists, written 2026-11-20 (the API's and the date field's format). */
export function isDay(value: unknown): value is string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const at = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(at) && new Date(at).toISOString().startsWith(value);
}

/** A day that exists, written 2026-11-20 (`?date=2026-02-30` is none). */
export const day = v.pipe(
  v.string(),
  v.check((text) => isDay(text)),
);

/**
 * The contract's node tags: A, B and C, the core nodes; D, E and F, the additional ones. Written here
 * rather than imported from `@dbcloud/api-client/enums`: this module is in every page's first load, and
 * that one would bring every list of the contract with it. Its test checks it against the contract's.
 */
const NODE_TAGS = ['A', 'B', 'C', 'D', 'E', 'F'] as const satisfies readonly NodeTag[];

/** A node's tag (`?node=B`), or none. Whether the product has that node is the page's to check. */
export const nodeTag = oneOf(NODE_TAGS);
