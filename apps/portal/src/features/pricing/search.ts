// The pricing calculator's search params (`config`, `dataTransfer`, `startDate`, `endDate`,
// `period`). Whatever a link holds that is not well formed is left out, each value on its own, and the
// calculator uses its default for it and says so (`searchProblems`): a shared link never breaks the
// page. What depends on the price list (a region of the provider, sizes within the storage type's
// range) is checked by the calculator against it.
//
// The route passes the parsed address on as it is (search-params.ts) and the calculator validates it
// with `pricingSearch`: the route's options are in the entry chunk, which every page loads, and the
// schema there would cost every page about 0.4 KB gzip (the register page had 0.3 KB of its budget left).
import { CLOUD_PROVIDERS, PRICING_PERIODS, TIERS } from '@dbcloud/api-client/enums';
import * as v from 'valibot';

/** The value, or undefined when it is missing or not valid. */
const orDefault = <T extends v.GenericSchema>(schema: T) => v.fallback(v.optional(schema), undefined);

// Only valibot's functions the portal already uses, and `number`: valibot is one module of the entry's
// libraries chunk, so each function used anywhere, even in a lazily loaded chunk, is loaded by every
// page (the bundle budgets).
const name = v.pipe(v.string(), v.minLength(1), v.maxLength(40));
/** A whole number from `min` up. */
const count = (min: number) =>
  v.pipe(
    v.number(),
    v.check((n) => Number.isSafeInteger(n) && n >= min),
  );

/** 2026-12-01, a day that exists. */
const day = v.pipe(
  v.string(),
  v.regex(/^\d{4}-\d{2}-\d{2}$/),
  v.check((text) => {
    const at = new Date(`${text}T00:00:00Z`);
    return !Number.isNaN(at.getTime()) && at.toISOString().startsWith(text);
  }),
);

/** Whether a value is a day as the search takes it (2026-12-01, a day that exists). */
export const isDay = (value: unknown): value is string => v.is(day, value);

export const pricingSearch = v.pipe(
  v.object({
    // JSON in the address; the router's search parser reads it into an object.
    config: orDefault(
      v.object({
        provider: orDefault(v.picklist(CLOUD_PROVIDERS)),
        region: orDefault(name),
        tier: orDefault(v.picklist(TIERS)),
        instanceType: orDefault(name),
        storage: orDefault(
          v.object({
            type: orDefault(name),
            sizeGb: orDefault(count(1)),
            iops: orDefault(count(0)),
            // As typed: it may hold a fraction, floored to whole MB/s when priced.
            throughput: orDefault(
              v.pipe(
                v.number(),
                v.check((n) => n >= 0 && n <= Number.MAX_SAFE_INTEGER),
              ),
            ),
          }),
        ),
      }),
    ),
    dataTransfer: orDefault(count(0)),
    startDate: orDefault(day),
    endDate: orDefault(day),
    period: orDefault(v.picklist(PRICING_PERIODS)),
  }),
  // A range that ends before it starts is no range: both dates are left out.
  v.transform((search) =>
    search.startDate && search.endDate && search.endDate < search.startDate
      ? { ...search, startDate: undefined, endDate: undefined }
      : search,
  ),
);

export type PricingSearch = v.InferOutput<typeof pricingSearch>;

export type PricingSearchConfig = NonNullable<PricingSearch['config']>;
