// The products list's search (in the entry chunk with the route tree: kept tiny, a plain function
// rather than a schema): the text searched, a tier, and the order. Anything else is dropped.
import type { Tier } from '@dbcloud/api-client';
import { TIERS } from '@dbcloud/api-client/enums';

export type ProductSort = 'newest' | 'oldest' | 'name' | 'status' | 'tier';

export interface ProductsSearch {
  /** Matched against the name, subdomain, id, region and instance. */
  q?: string;
  tier?: Tier;
  /** Newest first when absent (the server's order). */
  sort?: ProductSort;
}

export const productsSearch = ({ q, tier, sort }: Record<string, unknown>): ProductsSearch => ({
  q: typeof q === 'string' && q.trim() ? q.slice(0, 100) : undefined,
  tier: TIERS.find((known) => known === tier),
  sort: /^(oldest|name|status|tier)$/.test(String(sort)) ? (sort as ProductSort) : undefined,
});
