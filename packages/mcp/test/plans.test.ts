// A plan is what acts: a confirmation sends exactly the requests its preview showed, at the price it
// showed. When the world moves between the preview and the confirmation (the product changes, so its
// price does; it is busy; the account's offer changes), nothing is sent and the answer says what changed.
import { createApiClient, unwrap } from '@dbcloud/api-client';
import { describe, expect, it } from 'vitest';
import { call, callError, connectedPerFile, KEYS } from './harness.js';

const world = connectedPerFile(['--allow-writes', '--confirm', 'model']);

const api = () => createApiClient({ baseUrl: world.cloud.url, apiKey: KEYS.acme });
const path = { params: { path: { domainName: 'acme' } } };
const product = (productId: string) =>
  unwrap(
    api().GET('/products/get/{domainName}/{productId}', {
      params: { path: { domainName: 'acme', productId } },
    }),
  );
/** Someone else scales the product through the API between the preview and the confirmation. */
const scaleElsewhere = (instanceType: string) =>
  unwrap(
    api().POST('/products/change-product/{domainName}', {
      ...path,
      body: { productId: 'prd-reports-eu', instanceType },
    }),
  );
/** The fake cloud's clock moves on: a change that was scaling is running again. */
const advance = (minutes: number) =>
  fetch(`${world.cloud.origin}/__fake/clock`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ advanceMinutes: minutes }),
  });

interface Priced {
  newMonthlyEstimateCents: number;
  currentMonthlyEstimateCents: number;
}
interface Answer {
  stage: 'preview' | 'changed' | 'done';
  differences?: string[];
  preview?: { requests: { operationId: string; body?: Record<string, unknown> }[]; price?: Priced };
  confirmation?: { token: string };
  result?: { product?: { storage: { sizeGb: number }; instanceType: string } };
}

const STORAGE = { productId: 'prd-reports-eu', storageSizeGb: 100 };

describe('a confirmation', () => {
  it('after the product changed and its price with it: sends nothing, says what changed in words, and gives a new preview and token that act', async () => {
    const preview = await call<Answer>(world.mcp.client, 'products_scale', STORAGE);
    const before = preview.preview?.price;
    await scaleElsewhere('D20');
    expect((await advance(10)).ok).toBe(true);
    expect(await product('prd-reports-eu')).toMatchObject({ status: 'running', instanceType: 'D20' });

    const changed = await call<Answer>(world.mcp.client, 'products_scale', {
      ...STORAGE,
      confirmationToken: preview.confirmation?.token,
    });
    expect(changed.stage).toBe('changed');
    expect(changed.differences).toEqual([
      expect.stringMatching(
        /^The monthly price after the change is now USD [\d,.]+ \(it was USD [\d,.]+\)\.$/,
      ),
      expect.stringMatching(/^The monthly price now is now USD [\d,.]+ \(it was USD [\d,.]+\)\.$/),
    ]);
    expect(changed.preview?.price?.currentMonthlyEstimateCents).toBeGreaterThan(
      before?.currentMonthlyEstimateCents ?? Infinity,
    );
    // Nothing was sent.
    expect((await product('prd-reports-eu')).storage.sizeGb).toBe(50);
    // The old token acts no more; the new one does, with the requests the new preview showed.
    const stale = await call<Answer>(world.mcp.client, 'products_scale', {
      ...STORAGE,
      confirmationToken: preview.confirmation?.token,
    });
    expect(stale.stage).toBe('changed');
    const done = await call<Answer>(world.mcp.client, 'products_scale', {
      ...STORAGE,
      confirmationToken: changed.confirmation?.token,
    });
    expect(done).toMatchObject({
      stage: 'done',
      result: { product: { instanceType: 'D20', storage: { sizeGb: 100 } } },
    });
  });

  it('while the product is busy with another change: refused in the plan’s words, nothing sent', async () => {
    const preview = await call<Answer>(world.mcp.client, 'products_scale', STORAGE);
    await scaleElsewhere('D20');
    const refused = await callError(world.mcp.client, 'products_scale', {
      ...STORAGE,
      confirmationToken: preview.confirmation?.token,
    });
    expect(refused.problem).toEqual({
      source: 'dbcloud-mcp',
      title: 'Change not possible',
      detail: 'prd-reports-eu is scaling: it can change once it is running again.',
    });
    expect(await product('prd-reports-eu')).toMatchObject({ status: 'scaling', storage: { sizeGb: 50 } });
  });

  it('after the offer changed (the account got its one free product elsewhere): refused with what changed, nothing created', async () => {
    await unwrap(
      api().POST('/products/terminate/{domainName}', {
        ...path,
        body: { productId: 'prd-sandbox-us', hideInPortal: false },
      }),
    );
    expect((await advance(10)).ok).toBe(true);
    expect(await product('prd-sandbox-us')).toMatchObject({ status: 'terminated' });
    const free = {
      tier: 'Free',
      name: 'Playground',
      subdomain: 'playground',
      allowedIps: ['198.51.100.23/32'],
    };
    const preview = await call<Answer>(world.mcp.client, 'products_create', free);
    expect(preview.stage).toBe('preview');
    const request = preview.preview?.requests[0]?.body ?? {};
    expect(request).toMatchObject({ tier: 'Free', name: 'Playground' });
    // Someone else takes the account's free product between the preview and the confirmation.
    await unwrap(
      api().POST('/products/create', {
        body: { ...request, name: 'Elsewhere', subdomainName: 'elsewhere' } as never,
      }),
    );
    const refused = await callError(world.mcp.client, 'products_create', {
      ...free,
      confirmationToken: preview.confirmation?.token,
    });
    expect(refused.problem).toMatchObject({
      title: 'Change not possible',
      detail: expect.stringMatching(
        /cannot order the Free tier now: acme already has its free product \(Elsewhere\)/,
      ),
    });
    const names = (await unwrap(api().GET('/products/get-products/{domainName}', path))).map(
      (p) => p.displayName,
    );
    expect(names).toContain('Elsewhere');
    expect(names).not.toContain('Playground');
  });

  it('sends exactly the planned requests: a size of another tier moves the product to that tier, as previewed', async () => {
    const preview = await call<Answer>(world.mcp.client, 'products_scale', {
      productId: 'prd-reports-eu',
      instanceType: 'P20',
    });
    expect(preview.preview?.requests).toEqual([
      {
        operationId: 'changeProduct',
        path: { domainName: 'acme' },
        body: { productId: 'prd-reports-eu', tier: 'Production', instanceType: 'P20' },
      },
    ]);
    const done = await call<Answer>(world.mcp.client, 'products_scale', {
      productId: 'prd-reports-eu',
      instanceType: 'P20',
      confirmationToken: preview.confirmation?.token,
    });
    expect(done.stage).toBe('done');
    expect(await product('prd-reports-eu')).toMatchObject({ tier: 'Production', instanceType: 'P20' });
  });
});
