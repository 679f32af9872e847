// The pricing calculator's search params (`config`, `dataTransfer`, `startDate`, `endDate`,
// `period`), checked by the route. Whatever a link holds that is not well formed is left out, each value
// on its own, and the calculator uses its default for it and says so (`searchProblems`, from the
// address as written): a shared link never breaks the page. What depends on the price list (a region of
// the provider, sizes within the storage type's range) is checked by the calculator against it.
import type { CloudProvider, PricingPeriod, Tier } from '@dbcloud/api-client';
import * as v from 'valibot';
import { day, oneOf, orElse } from '../../app/search-params';

const name = v.pipe(v.string(), v.minLength(1), v.maxLength(40));
/** A whole number from `min` up. */
const count = (min: number) =>
  v.pipe(
    v.number(),
    v.check((n) => Number.isSafeInteger(n) && n >= min),
  );

// The contract's values, written here rather than imported from `@dbcloud/api-client/enums`: the
// route's schema is in every page's first load, and that module would bring every list of the contract
// with it. The tests check them against the contract's.
export const SEARCH_PROVIDERS = ['Aws', 'Azure', 'Gcp'] as const satisfies readonly CloudProvider[];
export const SEARCH_TIERS = ['Free', 'Development', 'Production'] as const satisfies readonly Tier[];
export const SEARCH_PERIODS = ['hourly', 'monthly', 'yearly'] as const satisfies readonly PricingPeriod[];

export const pricingSearch = v.object({
  // JSON in the address; the router's search parser reads it into an object.
  config: orElse(
    v.object({
      provider: oneOf(SEARCH_PROVIDERS),
      region: orElse(name),
      tier: oneOf(SEARCH_TIERS),
      instanceType: orElse(name),
      storage: orElse(
        v.object({
          type: orElse(name),
          sizeGb: orElse(count(1)),
          iops: orElse(count(0)),
          // As typed: it may hold a fraction, floored to whole MB/s when priced.
          throughput: orElse(
            v.pipe(
              v.number(),
              v.check((n) => n >= 0 && n <= Number.MAX_SAFE_INTEGER),
            ),
          ),
        }),
      ),
    }),
  ),
  dataTransfer: orElse(count(0)),
  // Each a day of its own; a range that ends before it starts is the calculator's to leave out (and say
  // so), as when the user types one.
  startDate: orElse(day),
  endDate: orElse(day),
  period: oneOf(SEARCH_PERIODS),
});

export type PricingSearch = v.InferOutput<typeof pricingSearch>;

export type PricingSearchConfig = NonNullable<PricingSearch['config']>;
