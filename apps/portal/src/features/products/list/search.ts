// The products list's search: the text searched, a tier, and the order. Anything else, or a value the
// list cannot use, is left out (the list then shows every product, newest first).
import type { Tier } from '@dbcloud/api-client';
import * as v from 'valibot';
import { oneOf, orElse } from '../../../app/search-params';

/** The orders the address can ask for; newest first (the server's order) when it names none. */
/**
 * The contract's tiers, written here rather than imported from `@dbcloud/api-client/enums`: this schema
 * is in every page's first load, and that module would bring every list of the contract with it. The
 * tests check it against the contract's.
 */
export const SEARCH_TIERS = ['Free', 'Development', 'Production'] as const satisfies readonly Tier[];

const SORTS = ['oldest', 'name', 'status', 'tier'] as const;

export const productsSearch = v.object({
  /** Matched against the name, subdomain, id, region and instance; its first 100 characters. */
  q: orElse(
    v.pipe(
      v.string(),
      v.regex(/\S/),
      v.transform((q) => q.slice(0, 100)),
    ),
  ),
  tier: oneOf(SEARCH_TIERS),
  sort: oneOf(SORTS),
});

export type ProductsSearch = v.InferOutput<typeof productsSearch>;
export type ProductTierFilter = NonNullable<ProductsSearch['tier']>;
export type ProductSort = 'newest' | NonNullable<ProductsSearch['sort']>;
