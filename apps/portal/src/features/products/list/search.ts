// The products list's search (in the entry chunk with the route tree: kept tiny, a plain function
// rather than a schema): the text searched, a tier, and the order. Anything else is dropped.

export type ProductSort = 'newest' | 'oldest' | 'name' | 'status' | 'tier';
export type ProductTierFilter = 'Free' | 'Development' | 'Production';

export interface ProductsSearch {
  /** Matched against the name, subdomain, id, region and instance. */
  q?: string;
  tier?: ProductTierFilter;
  /** Newest first when absent (the server's order). */
  sort?: ProductSort;
}

export const productsSearch = ({ q, tier, sort }: Record<string, unknown>): ProductsSearch => ({
  q: typeof q === 'string' && q.trim() ? q.slice(0, 100) : undefined,
  tier: /^(Free|Development|Production)$/.test(String(tier)) ? (tier as ProductTierFilter) : undefined,
  sort: /^(oldest|name|status|tier)$/.test(String(sort)) ? (sort as ProductSort) : undefined,
});
