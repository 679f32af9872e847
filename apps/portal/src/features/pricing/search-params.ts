// The route's `validateSearch` (in the entry chunk, with the route): the search as the router parsed it
// from the address, passed on unchecked. The calculator checks it with `pricingSearch` (search.ts), in
// its own chunk: this module must stay free of valibot's schema code (the bundle budgets).
import type { PricingSearch } from './search';

/** The search as parsed from the address (JSON values read), before `pricingSearch` checks it. */
export type PricingSearchParams = { [key in keyof PricingSearch]?: unknown };

export const pricingSearchParams = (search: Record<string, unknown>): PricingSearchParams => search;
