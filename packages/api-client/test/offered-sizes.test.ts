// The offered sizes with their prices (`offeredSizes`), as the CLI's `products sizes` and the MCP
// server's catalogue answer them, against the fake cloud: the account's own ladder and prices.
import { describe, expect, it } from 'vitest';
import { createApiClient, offeredSizes } from '../src/index.js';
import { apiKey, baseUrl, useFakeCloud } from './fake-cloud.js';

useFakeCloud();
const api = () => createApiClient({ baseUrl, apiKey, retry: false });

describe('offeredSizes', () => {
  it('for a new product: every size but Free while acme has its free product, each priced for acme', async () => {
    const sizes = await offeredSizes(api(), 'acme');
    expect(sizes.length).toBeGreaterThan(3);
    expect(sizes.some((size) => size.tier === 'Free')).toBe(false);
    for (const size of sizes) {
      expect(size.price.newMonthlyEstimateCents).toBeGreaterThan(0);
      expect(size.current).toBe(false);
    }
    const prices = sizes
      .filter((size) => size.tier === sizes[0]?.tier)
      .map((size) => size.price.newMonthlyEstimateCents);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it('for a product: its own size marked current, other tiers reachable, never Free', async () => {
    const sizes = await offeredSizes(api(), 'acme', 'prd-reports-eu');
    expect(sizes.filter((size) => size.current)).toHaveLength(1);
    expect(new Set(sizes.map((size) => size.tier)).size).toBeGreaterThan(1);
    expect(sizes.some((size) => size.tier === 'Free')).toBe(false);
  });
});

describe('offeredSizes for a product with additional nodes', () => {
  it('offers no tier that allows fewer additional nodes (each size it lists is priced, none refused)', async () => {
    const sizes = await offeredSizes(api(), 'acme', 'prd-orders-eu');
    expect(sizes.filter((size) => size.current)).toHaveLength(1);
    expect(new Set(sizes.map((size) => size.tier))).toEqual(new Set(['Production']));
  });
});
