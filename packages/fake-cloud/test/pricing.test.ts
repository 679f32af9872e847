// Pricing: the public price list, prices computed from the request (instance, storage, period, dates),
// the account's own discounts on the internal price, and product price previews on the same model.
import { type ApiError, type PriceCalculationRequest, unwrap } from '@dbcloud/api-client';
import { describe, expect, it } from 'vitest';
import { browser, signIn, useFakeCloud } from './harness.js';

useFakeCloud();

const base: PriceCalculationRequest = {
  provider: 'Aws',
  region: 'us-east-1',
  tier: 'Production',
  instanceType: 'PR30',
  storage: { type: 'gp3', sizeGb: 128, iops: 3000, throughput: 125 },
  dataTransferGb: 500,
  period: 'hourly',
};

const price = (body: PriceCalculationRequest) =>
  unwrap(browser().api.POST('/pricing/calculate-price', { body }));
const total = (body: PriceCalculationRequest) => price(body).then((p) => p.monthlyEstimate.amountCents);

const failure = (call: Promise<unknown>) =>
  call.then(
    () => {
      throw new Error('the call should fail');
    },
    (error: ApiError) => error,
  );

describe('the price list', () => {
  it('is public and lists tiers, providers, storage per provider and payment periods', async () => {
    const catalogue = await unwrap(browser().api.GET('/pricing'));
    expect(catalogue).toMatchObject({ currency: 'USD', hoursPerMonth: 730 });
    expect(catalogue.tiers.map((t) => [t.tier, t.nodeCount])).toEqual([
      ['Free', 1],
      ['Development', 1],
      ['Production', 3],
    ]);
    expect(catalogue.providers.map((p) => p.provider)).toEqual(['Aws', 'Azure', 'Gcp']);
    expect(catalogue.storageTypes.filter((s) => s.provider === 'Aws').map((s) => s.name)).toContain('gp3');
    expect(catalogue.paymentPeriods.map((p) => p.period)).toEqual(['hourly', 'monthly', 'yearly']);
  });
});

describe('calculating a price', () => {
  it('computes every line from the price list', async () => {
    const catalogue = await unwrap(browser().api.GET('/pricing'));
    const pr30 = catalogue.tiers
      .find((t) => t.tier === 'Production')
      ?.instanceTypes.find((i) => i.name === 'PR30');
    const gp3 = catalogue.storageTypes.find((s) => s.name === 'gp3' && s.provider === 'Aws');
    const result = await price({ ...base, storage: { ...base.storage, iops: 4000 } });
    const line = (kind: string) => result.lines.find((l) => l.kind === kind)?.monthlyAmountCents;
    expect(result.nodeCount).toBe(3);
    expect(line('compute')).toBe(Math.round(((pr30?.hourlyRateMillicents ?? 0) * 3 * 730) / 1000));
    expect(line('storage')).toBe(Math.round((128 * 3 * (gp3?.gbMonthRateMillicents ?? 0)) / 1000));
    expect(line('iops')).toBe(Math.round((1000 * 3 * (gp3?.iopsMonthRateMillicents ?? 0)) / 1000));
    expect(line('throughput')).toBe(0);
    expect(line('dataTransfer')).toBe(Math.round((500 * catalogue.dataTransferGbRateMillicents) / 1000));
    expect(result.discounts).toEqual([]);
    expect(result.monthlyEstimate.amountCents).toBe(
      result.lines.reduce((sum, l) => sum + l.monthlyAmountCents, 0),
    );
    expect(result).toMatchObject({ rangeHours: null, rangeTotal: null });
  });

  it('changes with the instance, the storage and the payment period', async () => {
    const hourly = await total(base);
    expect(await total({ ...base, instanceType: 'PR20' })).toBeLessThan(hourly);
    expect(await total({ ...base, instanceType: 'PR50' })).toBeGreaterThan(hourly);
    expect(await total({ ...base, storage: { ...base.storage, sizeGb: 1024 } })).toBeGreaterThan(hourly);
    expect(await total({ ...base, storage: { ...base.storage, throughput: 500 } })).toBeGreaterThan(hourly);
    expect(await total({ ...base, tier: 'Development', instanceType: 'DV10' })).toBeLessThan(hourly);
    const monthly = await price({ ...base, period: 'monthly' });
    const yearly = await total({ ...base, period: 'yearly' });
    expect(monthly.discounts).toMatchObject([{ source: 'paymentPeriod', percent: 5 }]);
    expect(monthly.monthlyEstimate.amountCents).toBeLessThan(hourly);
    expect(yearly).toBeLessThan(monthly.monthlyEstimate.amountCents);
  });

  it('prices a date range from startDate 00:00 to endDate 24:00', async () => {
    const result = await price({ ...base, startDate: '2026-12-01', endDate: '2026-12-31' });
    expect(result.rangeHours).toBe(744);
    expect(result.rangeTotal?.amountCents).toBe(Math.round((result.monthlyEstimate.amountCents * 744) / 730));
  });

  it('answers 400 for a throughput that is not an integer', async () => {
    const error = await failure(price({ ...base, storage: { ...base.storage, throughput: 125.5 } }));
    expect(error.status).toBe(400);
  });

  it('answers 422 for what the price list does not offer', async () => {
    const cases: PriceCalculationRequest[] = [
      { ...base, region: 'westeurope' },
      { ...base, instanceType: 'DV10' },
      { ...base, storage: { ...base.storage, type: 'premium-ssd-v2' } },
      { ...base, storage: { ...base.storage, sizeGb: 1 } },
      { ...base, startDate: '2026-12-01' },
      { ...base, startDate: '2026-12-02', endDate: '2026-12-01' },
    ];
    for (const body of cases) expect((await failure(price(body))).status).toBe(422);
  });
});

describe('the internal price', () => {
  it('applies the account’s committed-use discount, so it is at most the public price', async () => {
    const b = await signIn('owner@demo.dbcloud.dev', 'acme');
    const benefits = await unwrap(
      b.api.GET('/billing/account-benefits/{domainName}', { params: { path: { domainName: 'acme' } } }),
    );
    expect(benefits.benefits.some((benefit) => benefit.kind === 'committedUse')).toBe(true);
    const internal = await unwrap(b.api.POST('/pricing/calculate-internal-price', { body: base }));
    const pub = await price(base);
    const compute = pub.lines.find((l) => l.kind === 'compute')?.monthlyAmountCents ?? 0;
    expect(internal.discounts).toEqual([
      expect.objectContaining({
        source: 'committedUse',
        percent: 15,
        monthlyAmountCents: Math.round(compute * 0.15),
      }),
    ]);
    expect(internal.monthlyEstimate.amountCents).toBeLessThan(pub.monthlyEstimate.amountCents);
  });

  it('equals the public price for an account without discounts', async () => {
    const b = await signIn('owner@demo.dbcloud.dev', 'acme-health');
    const internal = await unwrap(b.api.POST('/pricing/calculate-internal-price', { body: base }));
    expect(internal).toEqual(await price(base));
  });

  it('needs a session', async () => {
    const error = await failure(
      unwrap(browser('acme').api.POST('/pricing/calculate-internal-price', { body: base })),
    );
    expect(error.status).toBe(401);
  });
});

describe('product price previews', () => {
  it('use the same price model as the internal price', async () => {
    const b = await signIn('owner@demo.dbcloud.dev', 'acme');
    const preview = await unwrap(
      b.api.POST('/products/payment-context/{domainName}', {
        params: { path: { domainName: 'acme' } },
        body: {
          tier: 'Production',
          cloudProvider: 'Aws',
          region: 'us-east-1',
          instanceType: 'P30',
          storage: { type: 'standard', sizeGb: 128, iops: 3000, throughput: 125 },
        },
      }),
    );
    const internal = await unwrap(
      b.api.POST('/pricing/calculate-internal-price', { body: { ...base, dataTransferGb: 0 } }),
    );
    expect(preview.currentHourlyRateMillicents).toBe(0);
    expect(
      Math.abs(preview.newMonthlyEstimateCents - internal.monthlyEstimate.amountCents),
    ).toBeLessThanOrEqual(1);
    expect(preview).toMatchObject({ billingContactRequired: false, cardRequired: false });
  });

  it('compare a change with what the product costs now', async () => {
    const b = await signIn('owner@demo.dbcloud.dev', 'acme');
    const preview = (instanceType: string, additionalNodes?: number) =>
      unwrap(
        b.api.POST('/products/payment-context/{domainName}', {
          params: { path: { domainName: 'acme' } },
          body: {
            productId: 'prd-orders-eu',
            tier: 'Production',
            cloudProvider: 'Aws',
            region: 'eu-west-1',
            instanceType,
            storage: { type: 'premium', sizeGb: 500, iops: 6000, throughput: 250 },
            ...(additionalNodes === undefined ? {} : { additionalNodes }),
          },
        }),
      );
    const same = await preview('P30');
    expect(same.newHourlyRateMillicents).toBe(same.currentHourlyRateMillicents);
    expect((await preview('P40')).newHourlyRateMillicents).toBeGreaterThan(same.currentHourlyRateMillicents);
    expect((await preview('P30', 0)).newHourlyRateMillicents).toBeLessThan(same.currentHourlyRateMillicents);
    const onDevelopment = unwrap(
      b.api.POST('/products/payment-context/{domainName}', {
        params: { path: { domainName: 'acme' } },
        body: {
          tier: 'Development',
          cloudProvider: 'Aws',
          region: 'eu-west-1',
          instanceType: 'D10',
          storage: { type: 'standard', sizeGb: 50, iops: 3000, throughput: 125 },
          additionalNodes: 1,
        },
      }),
    );
    expect((await failure(onDevelopment)).status).toBe(422);
  });
});
