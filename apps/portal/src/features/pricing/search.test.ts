import { defaultParseSearch, defaultStringifySearch } from '@tanstack/react-router';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { pricingSearch } from './search';
import { searchProblems } from './shared-link';

/** What the calculator gets from an address: the router's parser, then the schema. */
function fromAddress(query: string) {
  const raw = defaultParseSearch(query);
  return { raw, search: v.parse(pricingSearch, raw) };
}

const shared = {
  config: {
    provider: 'Gcp',
    region: 'europe-west1',
    tier: 'Development',
    instanceType: 'DV20',
    storage: { type: 'pd-ssd', sizeGb: 250, iops: 4000, throughput: 180.5 },
  },
  dataTransfer: 750,
  startDate: '2026-12-01',
  endDate: '2026-12-31',
  period: 'yearly',
} as const;

describe('pricingSearch', () => {
  it('reads back exactly what a shared address holds, with nothing to report', () => {
    const { raw, search } = fromAddress(defaultStringifySearch(shared));
    expect(search).toEqual(shared);
    expect(searchProblems(search, raw)).toEqual([]);
  });

  it('an address without a query gives an empty search: every value is the default', () => {
    const { raw, search } = fromAddress('');
    expect(search).toEqual({
      config: undefined,
      dataTransfer: undefined,
      startDate: undefined,
      endDate: undefined,
      period: undefined,
    });
    expect(searchProblems(search, raw)).toEqual([]);
  });

  it('leaves out a configuration that is not JSON, and says so', () => {
    const { raw, search } = fromAddress('?config=%7B%22provider%22%3A&dataTransfer=500');
    expect(search.config).toBeUndefined();
    expect(search.dataTransfer).toBe(500);
    expect(searchProblems(search, raw)).toEqual([
      'The configuration in the link could not be read: the calculator starts from its defaults.',
    ]);
  });

  it('leaves out each wrong value on its own (an unknown provider, a negative size, a fraction of IOPS), keeping the rest', () => {
    const config = {
      provider: 'Oracle',
      region: 'us-east-1',
      tier: 'Production',
      instanceType: 'PR30',
      storage: { type: 'gp3', sizeGb: -10, iops: 3000.5, throughput: 200 },
    };
    const { raw, search } = fromAddress(
      defaultStringifySearch({ config, dataTransfer: -1, period: 'weekly' }),
    );
    expect(search.config).toEqual({
      provider: undefined,
      region: 'us-east-1',
      tier: 'Production',
      instanceType: 'PR30',
      storage: { type: 'gp3', sizeGb: undefined, iops: undefined, throughput: 200 },
    });
    expect(search.dataTransfer).toBeUndefined();
    expect(search.period).toBeUndefined();
    expect(searchProblems(search, raw)).toEqual([
      'The link’s cloud provider, storage size, IOPS, data transfer and payment period were not valid: the calculator uses their defaults.',
    ]);
  });

  it('keeps a throughput with a fraction as typed (it is floored when priced), but not a negative one', () => {
    const storage = (throughput: unknown) =>
      v.parse(pricingSearch, { config: { storage: { throughput } } }).config?.storage?.throughput;
    expect(storage(10.7)).toBe(10.7);
    expect(storage(-1)).toBeUndefined();
    expect(storage('fast')).toBeUndefined();
  });

  it('keeps each day of a range that ends before it starts (the calculator leaves the range out), and says so', () => {
    const { raw, search } = fromAddress('?startDate=2026-12-31&endDate=2026-12-01');
    expect(search.startDate).toBe('2026-12-31');
    expect(search.endDate).toBe('2026-12-01');
    expect(searchProblems(search, raw)).toEqual([
      'The link’s end date was before its start date: the dates are left out.',
    ]);
  });

  it('leaves out a day that does not exist or is not a day', () => {
    const { raw, search } = fromAddress('?startDate=2026-02-30&endDate=tomorrow');
    expect(search.startDate).toBeUndefined();
    expect(search.endDate).toBeUndefined();
    expect(searchProblems(search, raw)).toEqual([
      'The link’s start date was not valid: it is left out.',
      'The link’s end date was not valid: it is left out.',
    ]);
  });
});
