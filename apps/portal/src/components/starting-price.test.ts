import type { PricingCatalogue } from '@dbcloud/api-client';
import { describe, expect, it } from 'vitest';
import { startingPrice } from './starting-price';

const instance = (name: string, hourlyRateMillicents: number) => ({
  name,
  vCPUs: 2,
  memoryGb: 4,
  hourlyRateMillicents,
});

const catalogue: PricingCatalogue = {
  currency: 'USD',
  hoursPerMonth: 730,
  providers: [],
  storageTypes: [],
  dataTransferGbRateMillicents: 9000,
  paymentPeriods: [],
  tiers: [
    { tier: 'Free', description: '', nodeCount: 1, instanceTypes: [instance('FR1', 0)] },
    {
      tier: 'Development',
      description: '',
      nodeCount: 1,
      instanceTypes: [instance('DV20', 16000), instance('DV10', 9000)],
    },
    { tier: 'Production', description: '', nodeCount: 3, instanceTypes: [instance('PR20', 24_001)] },
  ],
};

describe('startingPrice', () => {
  it('is nothing on the Free tier', () => {
    expect(startingPrice(catalogue, 'Free')?.monthly).toEqual({ amountCents: 0, currency: 'USD' });
  });

  it('takes the cheapest instance, whatever the catalogue’s order, for a month of 730 hours', () => {
    const price = startingPrice(catalogue, 'Development');
    expect(price?.instance.name).toBe('DV10');
    expect(price?.monthly).toEqual({ amountCents: 6570, currency: 'USD' }); // 9000 mc x 730 h
  });

  it('counts every node of the tier and rounds half up to the cent', () => {
    // 24,001 mc x 3 nodes x 730 h = 52,562,190 mc = 52,562.19 cents
    const price = startingPrice(catalogue, 'Production');
    expect(price?.nodeCount).toBe(3);
    expect(price?.monthly.amountCents).toBe(52562);
    // 50 mc x 730 h = 36,500 mc: half a cent over 36 cents, rounded up.
    const halfCent: PricingCatalogue = {
      ...catalogue,
      tiers: [{ tier: 'Development', description: '', nodeCount: 1, instanceTypes: [instance('X', 50)] }],
    };
    expect(startingPrice(halfCent, 'Development')?.monthly.amountCents).toBe(37);
  });

  it('is undefined for a tier the catalogue does not list, or lists without instances', () => {
    expect(startingPrice({ ...catalogue, tiers: [] }, 'Free')).toBeUndefined();
    const empty: PricingCatalogue = {
      ...catalogue,
      tiers: [{ tier: 'Free', description: '', nodeCount: 1, instanceTypes: [] }],
    };
    expect(startingPrice(empty, 'Free')).toBeUndefined();
  });
});
