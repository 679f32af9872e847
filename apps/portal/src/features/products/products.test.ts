// @vitest-environment jsdom
// (jsdom: react-query runs refetch intervals only where there is a window)
import {
  createApiClient,
  type ProductStatus,
  type ProductStatusList,
  type ProductSummary,
} from '@dbcloud/api-client';
import { TIERS } from '@dbcloud/api-client/enums';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { allowedIpsProblem, cidrProblem } from './cidr';
import { productsStatusQuery, STATUS_POLL_MS } from './list/api';
import { listIsBehind, searchProducts, splitTerminated, statusOfList, withLatestStatus } from './list/list';
import { SEARCH_TIERS, productsSearch as schema } from './list/search';

const productsSearch = (search: Record<string, unknown>) => v.parse(schema, search);

const product = (id: string, overrides: Partial<ProductSummary> = {}): ProductSummary => ({
  productId: id,
  displayName: id,
  subdomainName: id,
  tier: 'Development',
  cloudProvider: 'Aws',
  region: 'eu-west-1',
  instanceType: 'D10',
  releaseChannel: 'stable',
  status: 'running',
  nodes: [
    {
      nodeTag: 'A',
      url: `https://a.${id}.acme.dbcloud.dev`,
      status: 'running',
      isAdditional: false,
      region: 'eu-west-1',
    },
  ],
  labels: [],
  createdAt: '2026-01-01T00:00:00Z',
  ...overrides,
});

describe('the status poll (GET products/status)', () => {
  let calls = 0;
  let answers: ProductStatus[] = [];
  const fetch = async (request: Request) => {
    calls += 1;
    const status = answers[Math.min(calls - 1, answers.length - 1)] ?? 'running';
    expect(new URL(request.url).pathname).toBe('/api/v1/products/status/acme');
    const body: ProductStatusList = {
      items: [{ productId: 'prd-a', status, nodes: [{ nodeTag: 'A', status: 'running' }] }],
    };
    return new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
  };
  beforeEach(() => {
    calls = 0;
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  it('asks again every few seconds while a product changes, and stops once none does', async () => {
    answers = ['creating', 'creating', 'running'];
    const api = createApiClient({ baseUrl: 'http://portal.test/api/v1', fetch });
    const queryClient = new QueryClient();
    const observer = new QueryObserver(queryClient, productsStatusQuery(api, 'acme'));
    const unsubscribe = observer.subscribe(() => undefined);
    await vi.advanceTimersByTimeAsync(10);
    expect(calls).toBe(1);
    await vi.advanceTimersByTimeAsync(STATUS_POLL_MS);
    expect(calls).toBe(2);
    await vi.advanceTimersByTimeAsync(STATUS_POLL_MS);
    expect(calls).toBe(3);
    // running: no more requests, however long the page stays open
    await vi.advanceTimersByTimeAsync(STATUS_POLL_MS * 20);
    expect(calls).toBe(3);
    unsubscribe();
    queryClient.clear();
  });
});

describe('the list', () => {
  const list = [
    product('prd-b', { displayName: 'Orders 10', createdAt: '2026-03-01T00:00:00Z', tier: 'Production' }),
    product('prd-a', { displayName: 'orders 9', createdAt: '2026-02-01T00:00:00Z', status: 'creating' }),
    product('prd-c', {
      displayName: 'Ledger',
      createdAt: '2026-01-01T00:00:00Z',
      status: 'terminated',
      tier: 'Free',
    }),
  ];

  it('searches every word in name, id, region and instance, case aside', () => {
    expect(searchProducts(list, { q: 'ORDERS eu-west' }).map((p) => p.productId)).toEqual(['prd-b', 'prd-a']);
    expect(searchProducts(list, { q: 'ledger', tier: 'Production' })).toEqual([]);
    expect(searchProducts(list, { tier: 'Free' }).map((p) => p.productId)).toEqual(['prd-c']);
  });

  it('sorts newest first by default, and by name (numbers in order), status or tier', () => {
    expect(searchProducts(list, {}).map((p) => p.productId)).toEqual(['prd-b', 'prd-a', 'prd-c']);
    expect(searchProducts(list, { sort: 'oldest' }).map((p) => p.productId)).toEqual([
      'prd-c',
      'prd-a',
      'prd-b',
    ]);
    expect(searchProducts(list, { sort: 'name' }).map((p) => p.displayName)).toEqual([
      'Ledger',
      'orders 9',
      'Orders 10',
    ]);
    expect(searchProducts(list, { sort: 'status' })[0]?.productId).toBe('prd-a');
    expect(searchProducts(list, { sort: 'tier' })[0]?.productId).toBe('prd-b');
  });

  it('puts terminated products apart', () => {
    const { live, terminated } = splitTerminated(list);
    expect(live.map((p) => p.productId)).toEqual(['prd-b', 'prd-a']);
    expect(terminated.map((p) => p.productId)).toEqual(['prd-c']);
  });

  it('shows the polled status, and knows when the list must be read again', () => {
    const polled: ProductStatusList = {
      items: [
        { productId: 'prd-b', status: 'running', nodes: [{ nodeTag: 'A', status: 'running' }] },
        { productId: 'prd-a', status: 'creating', nodes: [{ nodeTag: 'A', status: 'creating' }] },
        { productId: 'prd-c', status: 'terminated', nodes: [] },
      ],
    };
    expect(withLatestStatus(list, polled)[1]?.nodes[0]?.status).toBe('creating');
    expect(listIsBehind(list, polled)).toBe(false);
    const done = {
      items: polled.items.map((item) =>
        item.productId === 'prd-a' ? { ...item, status: 'running' as const } : item,
      ),
    };
    expect(withLatestStatus(list, done)[1]?.status).toBe('running');
    expect(listIsBehind(list, done)).toBe(true);
    expect(listIsBehind(list.slice(1), polled)).toBe(true);
  });

  it('reads the list’s own statuses as a poll’s answer: nothing to change, nothing behind', () => {
    const own = statusOfList(list);
    expect(own.items.map((item) => [item.productId, item.status])).toEqual(
      list.map((product) => [product.productId, product.status]),
    );
    expect(withLatestStatus(list, own)).toEqual(list);
    expect(withLatestStatus(list, own)[0]).toBe(list[0]);
    expect(listIsBehind(list, own)).toBe(false);
  });
});

describe('productsSearch', () => {
  it('knows every tier of the contract', () => {
    expect([...SEARCH_TIERS].sort()).toEqual([...TIERS].sort());
  });

  it('keeps known values and drops the rest', () => {
    expect(productsSearch({ q: 'orders', tier: 'Free', sort: 'name' })).toEqual({
      q: 'orders',
      tier: 'Free',
      sort: 'name',
    });
    expect(productsSearch({ q: '  ', sort: 'newest', other: 1 })).toEqual({
      q: undefined,
      tier: undefined,
      sort: undefined,
    });
  });

  it('keeps the first 100 characters of a long search, and text only', () => {
    expect(productsSearch({ q: `${'x'.repeat(99)}yz` }).q).toBe(`${'x'.repeat(99)}y`);
    expect(productsSearch({ q: 42, tier: ['Free'], sort: 'NAME' })).toEqual({});
  });
});

describe('allowed IPs (client-side check)', () => {
  it.each(['203.0.113.0/24', '198.51.100.23', '0.0.0.0/0', '2001:db8::/32', '::1', '::ffff:192.0.2.1/128'])(
    '%s looks right',
    (cidr) => {
      expect(cidrProblem(cidr)).toBeUndefined();
    },
  );
  it.each([
    ['300.1.1.1', 'is not an IPv4 or IPv6 address'],
    ['10.0.0.0/33', 'is a number from 0 to 32'],
    ['10.0.0.0/8/8', 'has one “/”'],
    ['2001:db8::1::2', 'is not an IPv4 or IPv6'],
    ['hello', 'is not an IPv4 or IPv6'],
  ])('%s is refused (%s)', (cidr, reason) => {
    expect(cidrProblem(cidr)).toContain(reason);
  });
  it('checks every line and asks for at least one', () => {
    expect(allowedIpsProblem('203.0.113.0/24\n10.0.0.0/8')).toBeUndefined();
    expect(allowedIpsProblem('203.0.113.0/24\n10.0.0.300')).toBe(
      '10.0.0.300 is not an IPv4 or IPv6 address.',
    );
    expect(allowedIpsProblem('10.0.0.0/40')).toBe(
      '10.0.0.0/40: The prefix length after “/” is a number from 0 to 32.',
    );
    expect(allowedIpsProblem(' \n ')).toContain('at least one');
  });
});
