// The account pages' `staticData`, read from the app's own route tree as the portal reads it: which page
// switching account opens (app/account-switch.ts) and which navigation item is current
// (app/navigation.ts).
import { createApiClient } from '@dbcloud/api-client';
import { createMemoryHistory } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { samePageFor } from '../../app/account-switch';
import { areaOf } from '../../app/navigation';
import { createQueryClient } from '../../app/query-client';
import { createAppRouter } from '../../router';

/** The portal's router on `url` (nothing loaded: matching needs no data). */
function routerAt(url: string) {
  const router = createAppRouter({
    api: createApiClient({ baseUrl: 'http://portal.test/api/v1' }),
    queryClient: createQueryClient({ retry: false }),
  });
  router.update({ ...router.options, history: createMemoryHistory({ initialEntries: [url] }) });
  return { router, matches: router.matchRoutes(router.latestLocation) };
}

describe('switching account', () => {
  it.each([
    ['/portal/acme/billing/summary', '/portal/acme-health/billing/summary'],
    [
      '/portal/acme/billing/summary?selectedYear=2025&months=6',
      '/portal/acme-health/billing/summary?selectedYear=2025&months=6',
    ],
    ['/portal/acme/home', '/portal/acme-health/home'],
    ['/portal/acme', '/portal/acme-health/home'],
    ['/portal/acme/no-such-page', '/portal/acme-health/no-such-page'],
    [
      '/portal/acme/backups?productId=prd-orders-eu&database=orders&path=2026-11-20%2F',
      '/portal/acme-health/backups',
    ],
    ['/portal/acme/product/general/prd-orders-eu', '/portal/acme-health/products'],
    ['/portal/acme/product/nodes/prd-orders-eu', '/portal/acme-health/products'],
    ['/portal/acme/product/health/prd-orders-eu?period=7d', '/portal/acme-health/products'],
    ['/portal/acme/product/no-such-tab/prd-orders-eu', '/portal/acme-health/products'],
    ['/portal/acme/product/create', '/portal/acme-health/product/create'],
    ['/portal/acme/billing/cost-details/2026-11-01', '/portal/acme-health/billing/summary'],
    ['/portal/acme/billing/invoice-details/INV-2026-0011', '/portal/acme-health/billing/summary'],
  ])('%s -> %s', (from, to) => {
    const { router, matches } = routerAt(from);
    expect(router.buildLocation(samePageFor(matches, 'acme-health')).href).toBe(to);
  });
});

describe('the navigation’s current item', () => {
  it.each([
    ['/portal/acme/home', 'home'],
    ['/portal/acme/products?tier=Free', 'products'],
    ['/portal/acme/product/create', 'products'],
    ['/portal/acme/product/audit/prd-orders-eu', 'products'],
    ['/portal/acme/backups', 'backups'],
    ['/portal/acme/billing/summary', 'billing'],
    ['/portal/acme/billing/cost-details/2026-11-01', 'billing'],
    ['/portal/acme/billing/invoice-details/INV-2026-0011', 'billing'],
    ['/portal/acme/apiKeys', 'apiKeys'],
    ['/portal/acme/account', 'account'],
    ['/portal/acme/support', 'support'],
    ['/portal/acme/no-such-page', undefined],
    ['/portal/profile', undefined],
  ])('on %s: %s', (url, area) => {
    expect(areaOf(routerAt(url).matches)).toBe(area);
  });
});
