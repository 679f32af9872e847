// The pricing calculator's search params (`config`, `dataTransfer`, `startDate`, `endDate`,
// `period`), checked by the route. Whatever a link holds that is not well formed is left out, each value
// on its own, and the calculator uses its default for it and says so (`searchProblems`, from the
// address as written): a shared link never breaks the page. What depends on the price list (a region of
// the provider, sizes within the storage type's range) is checked by the calculator against it.
import type { CloudProvider, PricingPeriod, Tier } from '@dbcloud/api-client';
import * as v from 'valibot';
import { day, oneOf, orElse } from '../../app/search-params';

export const CLOUD_PROVIDERS = ['Aws', 'Azure', 'Gcp'] as const satisfies readonly CloudProvider[];
export const TIERS = ['Free', 'Development', 'Production'] as const satisfies readonly Tier[];
export const PERIODS = ['hourly', 'monthly', 'yearly'] as const satisfies readonly PricingPeriod[];

const name = v.pipe(v.string(), v.minLength(1), v.maxLength(40));
/** A whole number from `min` up. */
const count = (min: number) =>
  v.pipe(
    v.number(),
    v.check((n) => Number.isSafeInteger(n) && n >= min),
  );

export const pricingSearch = v.object({
  // JSON in the address; the router's search parser reads it into an object.
  config: orElse(
    v.object({
      provider: oneOf(CLOUD_PROVIDERS),
      region: orElse(name),
      tier: oneOf(TIERS),
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
  period: oneOf(PERIODS),
});

export type PricingSearch = v.InferOutput<typeof pricingSearch>;

export type PricingSearchConfig = NonNullable<PricingSearch['config']>;
