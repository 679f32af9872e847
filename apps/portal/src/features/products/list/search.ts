// The products list's search (in the entry chunk with the route tree: kept tiny, a plain function
// rather than a schema): the text searched, a tier, and the order. Anything else is dropped. The tier
// is kept as written: the list checks it against the contract's tiers (`knownTier`, list.ts), whose
// list would otherwise be in the entry, which every page loads (the bundle budgets).

export type ProductSort = 'newest' | 'oldest' | 'name' | 'status' | 'tier';

export interface ProductsSearch {
  /** Matched against the name, subdomain, id, region and instance. */
  q?: string;
  /** As the address has it; the list filters by it only when it is a tier (`knownTier`). */
  tier?: unknown;
  /** Newest first when absent (the server's order). */
  sort?: ProductSort;
}

export const productsSearch = ({ q, tier, sort }: Record<string, unknown>): ProductsSearch => ({
  q: typeof q === 'string' && q.trim() ? q.slice(0, 100) : undefined,
  tier,
  sort: /^(oldest|name|status|tier)$/.test(String(sort)) ? (sort as ProductSort) : undefined,
});
