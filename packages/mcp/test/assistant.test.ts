// What an assistant is asked, answered as an assistant would: each question in at most two tool calls,
// through the SDK's client over stdio against the standalone fake cloud, every answer valid against its
// tool's output schema (the client checks structured content against the listed schema).
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Connected, callError, connect, type FakeCloud, startFakeCloud } from './harness.js';

let cloud: FakeCloud;
let mcp: Connected;
beforeAll(async () => {
  cloud = await startFakeCloud();
  mcp = await connect(cloud);
  // The client learns each tool's output schema from the list, and then checks every answer against it.
  await mcp.client.listTools();
});
afterAll(async () => {
  await mcp?.close();
  cloud?.stop();
});

/** The calls made for the question being answered. */
let calls = 0;
beforeEach(() => {
  calls = 0;
});
async function ask<T>(name: string, args: Record<string, unknown> = {}): Promise<T> {
  calls += 1;
  const result = (await mcp.client.callTool({ name, arguments: args })) as CallToolResult;
  if (result.isError) throw new Error(`${name} answered an error: ${JSON.stringify(result.content)}`);
  return result.structuredContent as T;
}

interface Price {
  currency: string;
  currentMonthlyEstimateCents: number;
  newMonthlyEstimateCents: number;
}
interface Catalog {
  sizes: { tier: string; instanceType: string; vCpus: number; current: boolean; price: Price }[];
  tiers: { tier: string; available: boolean }[];
  storageTypes: { type: string }[];
  clouds: { cloudProvider: string; regions: string[] }[];
}

describe('an assistant answers', () => {
  it('"which size can prd-reports-eu scale to next, and at what price?" in one call', async () => {
    const catalog = await ask<Catalog>('products_catalog', { productId: 'prd-reports-eu' });
    const index = catalog.sizes.findIndex((size) => size.current);
    expect(index).toBeGreaterThanOrEqual(0);
    const current = catalog.sizes[index];
    const next = catalog.sizes[index + 1];
    expect(current?.instanceType).toBe('D10');
    expect(next).toMatchObject({ instanceType: 'D20' });
    expect(next?.price.newMonthlyEstimateCents).toBeGreaterThan(next?.price.currentMonthlyEstimateCents ?? 0);
    // Never to or from Free; the catalogue's other parts are there too.
    expect(catalog.sizes.map((size) => size.tier)).not.toContain('Free');
    expect(catalog.storageTypes.length).toBeGreaterThan(0);
    expect(catalog.clouds.every((entry) => entry.regions.length > 0)).toBe(true);
    expect(calls).toBeLessThanOrEqual(2);
  });

  it('"why is prd-orders-eu slow?" in two calls: its health, then its metrics over the time', async () => {
    const health = await ask<{
      incidents: { incidents: { title: string; startedAt: string; resolvedAt: string | null }[] };
      suggestions: { suggestions: { kind: string; title: string }[] };
      availability: { availabilityPercent: number };
    }>('products_health', { productId: 'prd-orders-eu', days: 30 });
    expect(Array.isArray(health.incidents.incidents)).toBe(true);
    expect(typeof health.availability.availabilityPercent).toBe('number');
    const metrics = await ask<{
      metrics: {
        metric: string;
        nodes: { nodeTag: string; highest: number | null; series?: { t: string; value: number | null }[] }[];
      }[];
    }>('metrics_get', {
      productId: 'prd-orders-eu',
      period: '24h',
      metrics: ['cpu', 'memory', 'iops', 'connections'],
      points: 24,
    });
    expect(metrics.metrics.map((entry) => entry.metric)).toEqual(['cpu', 'memory', 'iops', 'connections']);
    for (const entry of metrics.metrics) {
      for (const node of entry.nodes) {
        expect(node.series?.length, `${entry.metric} ${node.nodeTag}`).toBeGreaterThan(1);
        expect(node.series?.length).toBeLessThanOrEqual(24);
      }
    }
    expect(calls).toBeLessThanOrEqual(2);
  });

  it('"how much does each product cost this month?" in one call', async () => {
    const costs = await ask<{
      month: string;
      currency: string;
      products: { productId: string; displayName: string; amountCents: number }[];
      totalCents: number;
    }>('billing_costs');
    expect(costs.month).toBe(new Date().toISOString().slice(0, 7));
    expect(costs.products.length).toBeGreaterThan(0);
    expect(costs.products.map((product) => product.productId)).toContain('prd-orders-eu');
    for (const product of costs.products) expect(product.amountCents).toBeGreaterThanOrEqual(0);
    expect(calls).toBeLessThanOrEqual(2);
  });

  it('"what is the latest backup of the orders database?" in one call', async () => {
    const latest = await ask<{
      database: string;
      days: number;
      latest: { path: string; lastModified: string; size: number } | null;
    }>('backups_latest', { productId: 'prd-orders-eu', database: 'orders' });
    expect(latest.days).toBeGreaterThan(0);
    expect(latest.latest?.path).toMatch(/^orders\/\d{4}-\d{2}-\d{2}\//);
    // It is the newest there is: no file of the newest day is more recent.
    const days = await ask<{ folders: { path: string }[] }>('backups_list', {
      productId: 'prd-orders-eu',
      folder: 'orders/',
    });
    const newestDay = days.folders
      .map((folder) => folder.path)
      .sort()
      .at(-1);
    expect(latest.latest?.path.startsWith(newestDay ?? '?')).toBe(true);
  });

  it('"how do I rotate an API key through the API?" from the reference: a search, then its resource', async () => {
    const { matches } = await ask<{ matches: { operationId: string; path: string; uri: string }[] }>(
      'docs_search',
      { query: 'deactivate api key' },
    );
    const found = matches.find((match) => match.path.startsWith('/api-keys/deactivate'));
    expect(found?.uri).toBe('dbcloud://docs/api/api-keys.md');
    const { resources } = await mcp.client.listResources();
    expect(resources.map((resource) => resource.uri)).toEqual(
      expect.arrayContaining(['dbcloud://docs/api.md', 'dbcloud://docs/api/products.md']),
    );
    const index = (await mcp.client.readResource({ uri: 'dbcloud://docs/api.md' })).contents[0];
    expect(index && 'text' in index ? index.text : '').toContain('(dbcloud://docs/api/billing.md)');
    const read = await mcp.client.readResource({ uri: found?.uri ?? '' });
    const [content] = read.contents;
    expect(content?.mimeType).toBe('text/markdown');
    expect(content && 'text' in content ? content.text : '').toContain(
      '/api-keys/deactivate/{domainName}/{apiKeyId}',
    );
  });
});

describe('former names and argument words', () => {
  it('answers the former names (not listed) as the tools they became', async () => {
    const { tools } = await mcp.client.listTools();
    const listed = tools.map((tool) => tool.name);
    for (const former of ['cluster_health', 'metrics_summary', 'products_sizes', 'support_request']) {
      expect(listed).not.toContain(former);
    }
    const health = await ask<{ productId: string }>('cluster_health', { productId: 'prd-orders-eu' });
    expect(health.productId).toBe('prd-orders-eu');
    const sizes = await ask<{ sizes: unknown[] }>('products_sizes', {});
    expect(sizes.sizes.length).toBeGreaterThan(0);
    const summary = await ask<{ metrics: unknown[] }>('metrics_summary', {
      productId: 'prd-orders-eu',
      period: '1h',
      metrics: ['cpu'],
    });
    expect(summary.metrics).toHaveLength(1);
  });

  it('names an argument the tool does not take, and lists the values an argument allows', async () => {
    const extra = await callError(mcp.client, 'products_get', { productId: 'prd-orders-eu', product: 'x' });
    expect(extra.problem.detail).toBe(
      '"product" is not an argument of this tool; its arguments are productId.',
    );
    const period = await callError(mcp.client, 'metrics_get', { productId: 'prd-orders-eu', period: '2d' });
    expect(period.problem.detail).toBe('period must be one of "1h", "6h", "24h", "7d", "30d" (not "2d").');
    const metric = await callError(mcp.client, 'metrics_get', {
      productId: 'prd-orders-eu',
      metrics: ['cpu', 'disk'],
    });
    expect(metric.problem.detail).toMatch(
      /^metrics\[1\] must be one of "cpu", "memory", .*\(not "disk"\)\.$/,
    );
  });
});
