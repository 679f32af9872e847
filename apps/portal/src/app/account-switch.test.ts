import { describe, expect, it } from 'vitest';
import { samePageFor } from './account-switch';

describe('samePageFor', () => {
  it.each([
    ['/portal/acme/billing/summary', '/portal/acme-health/billing/summary'],
    [
      '/portal/acme/billing/summary?selectedYear=2025&months=6',
      '/portal/acme-health/billing/summary?selectedYear=2025&months=6',
    ],
    ['/portal/acme/home', '/portal/acme-health/home'],
    ['/portal/acme', '/portal/acme-health/home'],
    [
      '/portal/acme/backups?productId=prd-orders-eu&database=orders&path=2026-11-20%2F',
      '/portal/acme-health/backups',
    ],
    ['/portal/acme/product/general/prd-orders-eu', '/portal/acme-health/products'],
    ['/portal/acme/billing/cost-details/2026-11-01', '/portal/acme-health/billing/summary'],
    ['/portal/acme/billing/invoice-details/INV-2026-0011', '/portal/acme-health/billing/summary'],
  ])('%s -> %s', (from, to) => {
    expect(samePageFor(from, 'acme-health')).toBe(to);
  });
});
