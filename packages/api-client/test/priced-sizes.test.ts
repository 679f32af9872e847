// pricedSizes: the instance ladder with a price per size, as the CLI's `products sizes` and the MCP
// server's `products_sizes` answer it, against the fake cloud's seed.
import { describe, expect, it } from 'vitest';
import { createApiClient, pricedSizes } from '../src/index.js';
import { apiKey, baseUrl, useFakeCloud } from './fake-cloud.js';

useFakeCloud();
const api = createApiClient({ baseUrl, apiKey, retry: false });

describe('pricedSizes', () => {
  it('for a new product: each size the create offers, priced, none current', async () => {
    const sizes = await pricedSizes(api, 'acme');
    expect(sizes.length).toBeGreaterThan(3);
    for (const size of sizes) {
      expect(size.current).toBeUndefined();
      expect(size.price.newMonthlyEstimateCents).toBeGreaterThanOrEqual(0);
      expect(size).not.toHaveProperty('priceRequest');
    }
  });

  it('for a product: the sizes it can move to, its own marked current', async () => {
    const sizes = await pricedSizes(api, 'acme', 'prd-reports-eu');
    expect(sizes.filter((size) => size.current)).toHaveLength(1);
    expect(sizes.some((size) => size.tier === 'Free')).toBe(false);
  });
});
