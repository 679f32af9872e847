import type { PricingCatalogue, PricingStorageType } from '@dbcloud/api-client';
import { CLOUD_PROVIDERS, PRICING_PERIODS, TIERS } from '@dbcloud/api-client/enums';
import { defaultParseSearch, defaultStringifySearch } from '@tanstack/react-router';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  type Configuration,
  fieldMessages,
  flooredThroughput,
  parseAmount,
  priceCalculationRequest,
  searchOf,
  withProvider,
  withStorageType,
  withTier,
} from './configuration';
import { type PricingSearch, pricingSearch, SEARCH_PERIODS, SEARCH_PROVIDERS, SEARCH_TIERS } from './search';
import { resolveConfiguration } from './shared-link';

const storage = (
  provider: PricingStorageType['provider'],
  name: string,
  [minIops, maxIops, includedIops]: [number, number, number],
  [minThroughput, maxThroughput, includedThroughput]: [number, number, number],
  minSizeGb = 5,
): PricingStorageType => ({
  name,
  provider,
  displayName: name.toUpperCase(),
  sizeGb: { min: minSizeGb, max: 16384 },
  iops: { min: minIops, max: maxIops },
  throughput: { min: minThroughput, max: maxThroughput },
  includedIops,
  includedThroughput,
  gbMonthRateMillicents: 8000,
  iopsMonthRateMillicents: 500,
  throughputMonthRateMillicents: 4000,
});

/** A price list shaped as `GET pricing` answers it. */
const catalogue: PricingCatalogue = {
  currency: 'USD',
  hoursPerMonth: 730,
  providers: [
    {
      provider: 'Aws',
      displayName: 'Amazon Web Services',
      regions: [
        { id: 'eu-west-1', displayName: 'Europe (Ireland)' },
        { id: 'us-east-1', displayName: 'US East (N. Virginia)' },
      ],
    },
    { provider: 'Gcp', displayName: 'Google Cloud', regions: [{ id: 'us-central1', displayName: 'Iowa' }] },
  ],
  tiers: [
    {
      tier: 'Free',
      description: 'One small node.',
      nodeCount: 1,
      instanceTypes: [{ name: 'FR1', vCPUs: 1, memoryGb: 1, hourlyRateMillicents: 0 }],
    },
    {
      tier: 'Production',
      description: 'Three nodes.',
      nodeCount: 3,
      instanceTypes: [
        { name: 'PR20', vCPUs: 2, memoryGb: 8, hourlyRateMillicents: 24000 },
        { name: 'PR30', vCPUs: 4, memoryGb: 16, hourlyRateMillicents: 41500 },
      ],
    },
  ],
  storageTypes: [
    storage('Aws', 'gp3', [3000, 16000, 3000], [125, 1000, 125]),
    storage('Aws', 'io2-block-express', [10000, 256000, 10000], [500, 4000, 500], 64),
    storage('Gcp', 'pd-balanced', [3000, 16000, 3000], [125, 1000, 125]),
    storage('Gcp', 'hyperdisk-extreme', [10000, 256000, 10000], [500, 4000, 500], 64),
  ],
  dataTransferGbRateMillicents: 9000,
  paymentPeriods: [
    { period: 'hourly', discountPercent: 0, description: 'Pay as you go.' },
    { period: 'yearly', discountPercent: 20, description: 'One year.' },
  ],
};

const NO_SEARCH: PricingSearch = v.parse(pricingSearch, {});

const defaults: Configuration = {
  provider: 'Aws',
  region: 'eu-west-1',
  tier: 'Production',
  instanceType: 'PR20',
  storage: { type: 'gp3', sizeGb: 128, iops: 3000, throughput: 125 },
  dataTransferGb: 100,
  period: 'hourly',
  startDate: undefined,
  endDate: undefined,
};

describe('pricingSearch', () => {
  it('knows every cloud, tier and period of the contract', () => {
    expect([...SEARCH_PROVIDERS].sort()).toEqual([...CLOUD_PROVIDERS].sort());
    expect([...SEARCH_TIERS].sort()).toEqual([...TIERS].sort());
    expect([...SEARCH_PERIODS].sort()).toEqual([...PRICING_PERIODS].sort());
  });
});

describe('resolveConfiguration', () => {
  it('without a query: the first provider and region, Production’s smallest instance, the provider’s first storage with what it includes', () => {
    expect(resolveConfiguration(catalogue, NO_SEARCH)).toEqual({ config: defaults, problems: [] });
  });

  it('a configuration written to the address reads back the same (a shared link restores it exactly)', () => {
    const chosen: Configuration = {
      provider: 'Gcp',
      region: 'us-central1',
      tier: 'Free',
      instanceType: 'FR1',
      storage: { type: 'hyperdisk-extreme', sizeGb: 512, iops: 20000, throughput: 750.5 },
      dataTransferGb: 2500,
      period: 'yearly',
      startDate: '2027-01-01',
      endDate: '2027-03-31',
    };
    const raw = defaultParseSearch(defaultStringifySearch(searchOf(chosen)));
    expect(resolveConfiguration(catalogue, v.parse(pricingSearch, raw), raw)).toEqual({
      config: chosen,
      problems: [],
    });
  });

  it('what the price list does not offer with the rest (a region of another provider, an instance of another tier) falls back, and says so', () => {
    const search = v.parse(pricingSearch, {
      config: { provider: 'Gcp', region: 'eu-west-1', tier: 'Free', instanceType: 'PR30' },
    });
    const { config, problems } = resolveConfiguration(catalogue, search);
    expect(config).toMatchObject({
      provider: 'Gcp',
      region: 'us-central1',
      tier: 'Free',
      instanceType: 'FR1',
    });
    expect(problems).toEqual([
      'The region and instance type are not offered with the rest of the configuration: the calculator uses the first one that is.',
    ]);
  });

  it('a range that ends before it starts is left out, both dates, and the problem said', () => {
    const raw = { startDate: '2027-03-31', endDate: '2027-01-01' };
    const { config, problems } = resolveConfiguration(catalogue, v.parse(pricingSearch, raw), raw);
    expect([config.startDate, config.endDate]).toEqual([undefined, undefined]);
    expect(problems).toEqual(['The link’s end date was before its start date: the dates are left out.']);
  });

  it('a storage type the link does not keep brings its own IOPS and throughput, not the link’s', () => {
    const search = v.parse(pricingSearch, {
      config: { provider: 'Gcp', storage: { type: 'gp3', sizeGb: 300, iops: 9000, throughput: 400 } },
    });
    expect(resolveConfiguration(catalogue, search).config.storage).toEqual({
      type: 'pd-balanced',
      sizeGb: 300,
      iops: 3000,
      throughput: 125,
    });
  });
});

describe('options that depend on each other', () => {
  it('another provider: its first region, its storage type in the same place, the chosen IOPS and throughput kept', () => {
    const config = { ...defaults, storage: { type: 'gp3', sizeGb: 200, iops: 6000, throughput: 300 } };
    expect(withProvider(catalogue, config, 'Gcp')).toMatchObject({
      provider: 'Gcp',
      region: 'us-central1',
      storage: { type: 'pd-balanced', sizeGb: 200, iops: 6000, throughput: 300 },
    });
  });

  it('another tier: its smallest instance type', () => {
    expect(withTier(catalogue, defaults, 'Free').instanceType).toBe('FR1');
  });

  it('another storage type: what it includes, the size brought within its range', () => {
    const config = { ...defaults, storage: { type: 'gp3', sizeGb: 10, iops: 6000, throughput: 300 } };
    expect(withStorageType(catalogue, config, 'io2-block-express').storage).toEqual({
      type: 'io2-block-express',
      sizeGb: 64,
      iops: 10000,
      throughput: 500,
    });
  });
});

describe('priceCalculationRequest', () => {
  it('floors the throughput to whole MB/s, whatever was typed', () => {
    expect(flooredThroughput(10.7)).toBe(10);
    const typed = { ...defaults, storage: { ...defaults.storage, throughput: 130.9 } };
    expect(priceCalculationRequest(typed).storage.throughput).toBe(130);
    expect(priceCalculationRequest(defaults).storage.throughput).toBe(125);
  });

  it('sends the configuration as the contract names it, and the dates only as a pair', () => {
    expect(priceCalculationRequest({ ...defaults, startDate: '2026-12-01' })).toEqual({
      provider: 'Aws',
      region: 'eu-west-1',
      tier: 'Production',
      instanceType: 'PR20',
      storage: { type: 'gp3', sizeGb: 128, iops: 3000, throughput: 125 },
      dataTransferGb: 100,
      period: 'hourly',
    });
    expect(
      priceCalculationRequest({ ...defaults, startDate: '2026-12-01', endDate: '2026-12-31' }),
    ).toMatchObject({
      startDate: '2026-12-01',
      endDate: '2026-12-31',
    });
  });
});

describe('fieldMessages', () => {
  const withStorage = (change: Partial<Configuration['storage']>) =>
    fieldMessages(catalogue, { ...defaults, storage: { ...defaults.storage, ...change } });

  it('none for the defaults', () => {
    expect(fieldMessages(catalogue, defaults)).toEqual({});
  });

  it('checks the throughput as it is priced: floored', () => {
    expect(withStorage({ throughput: 125.9 })).toEqual({});
    expect(withStorage({ throughput: 124.9 })).toEqual({
      'storage.throughput': 'Between 125 and 1,000 MB/s.',
    });
  });

  it('sizes and IOPS outside the storage type’s range, or not whole, next to their fields', () => {
    expect(withStorage({ sizeGb: 20000, iops: 2500.5 })).toEqual({
      'storage.sizeGb': 'Between 5 and 16,384 GiB.',
      'storage.iops': 'Enter a whole number of IOPS.',
    });
  });

  it('half a date range, or one that ends before it starts', () => {
    expect(fieldMessages(catalogue, { ...defaults, startDate: '2026-12-01' })).toEqual({
      endDate: 'Choose an end date too, or clear the start date.',
    });
    expect(fieldMessages(catalogue, { ...defaults, startDate: '2026-12-31', endDate: '2026-12-01' })).toEqual(
      {
        endDate: 'The end date must not be before the start date.',
      },
    );
  });
});

describe('parseAmount', () => {
  it.each([
    ['128', 128],
    ['10.7', 10.7],
    ['10.', 10],
    ['.5', 0.5],
    ['1,000', 1000],
    [' 250 ', 250],
    ['', undefined],
    ['-5', undefined],
    ['1e3', undefined],
    ['fast', undefined],
  ])('%j -> %s', (text, value) => {
    expect(parseAmount(text)).toBe(value);
  });
});
