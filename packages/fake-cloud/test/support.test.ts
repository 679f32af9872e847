import { type ApiClient, unwrap } from '@dbcloud/api-client';
import { describe, expect, it } from 'vitest';
import { signIn, useFakeCloud } from './harness.js';

useFakeCloud();

interface RequestBody {
  kind: 'general' | 'product';
  productId?: string;
  severity: 'Minor' | 'Normal' | 'Critical';
  responseTime: string;
}

const context = (api: ApiClient, domainName = 'acme') =>
  unwrap(api.GET('/support/load-context/{domainName}', { params: { path: { domainName } } }));

const openRequest = (api: ApiClient, request: RequestBody, domainName = 'acme') =>
  unwrap(
    api.POST('/support/request', {
      body: { domainName, title: 'Something is off', message: 'Please have a look.', ...request },
    }),
  );

describe('the support page context', () => {
  it('answers the plan, the severities with their response times and the support address', async () => {
    const b = await signIn('owner@demo.dbcloud.dev', 'acme');
    const ctx = await context(b.api);
    expect(ctx.supportPlan).toBe('Basic');
    expect(ctx.severities.map((s) => [s.severity, s.responseTime])).toEqual([
      ['Minor', 'P3D'],
      ['Normal', 'P1D'],
      ['Critical', 'PT8H'],
    ]);
    expect(ctx.supportEmail).toMatch(/@/);
    const names = ctx.products.map((p) => p.displayName);
    expect(names).toEqual([...names].sort((a, c) => a.localeCompare(c)));
  });

  it('follows the account’s plan', async () => {
    const b = await signIn('owner@demo.dbcloud.dev', 'acme-health');
    const ctx = await context(b.api, 'acme-health');
    expect(ctx.supportPlan).toBe('Professional');
    expect(ctx.severities.map((s) => s.responseTime)).toEqual(['P1D', 'PT8H', 'PT2H']);
  });

  it('lists the account’s visible products to pick from', async () => {
    const b = await signIn('owner@demo.dbcloud.dev', 'acme');
    const ctx = await context(b.api);
    const products = await unwrap(
      b.api.GET('/products/get-products/{domainName}', { params: { path: { domainName: 'acme' } } }),
    );
    // get-products leaves out hidden products, as the support page does
    const visible = products.map((p) => p.productId);
    expect(ctx.products.map((p) => p.productId).sort()).toEqual(visible.sort());
    expect(visible).toContain('prd-orders-eu');
  });
});

describe('opening a support request', () => {
  it('answers an id and the time support answers by: createdAt plus the response time', async () => {
    const b = await signIn('member@demo.dbcloud.dev', 'acme');
    const created = await openRequest(b.api, { kind: 'general', severity: 'Normal', responseTime: 'P1D' });
    expect(created.requestId).toMatch(/^SR-\d{5,}$/);
    expect(Date.parse(created.respondBy) - Date.parse(created.createdAt)).toBe(24 * 60 * 60 * 1000);
    const next = await openRequest(b.api, { kind: 'general', severity: 'Critical', responseTime: 'PT8H' });
    expect(next.requestId).not.toBe(created.requestId);
    expect(Date.parse(next.respondBy) - Date.parse(next.createdAt)).toBe(8 * 60 * 60 * 1000);
  });

  it('opens a request about one of the account’s products', async () => {
    const b = await signIn('owner@demo.dbcloud.dev', 'acme');
    const created = await openRequest(b.api, {
      kind: 'product',
      productId: 'prd-orders-eu',
      severity: 'Minor',
      responseTime: 'P3D',
    });
    expect(created.requestId).toMatch(/^SR-/);
  });

  it('refuses a product the account does not have (404)', async () => {
    const b = await signIn('owner@demo.dbcloud.dev', 'acme');
    await expect(
      openRequest(b.api, { kind: 'product', productId: 'prd-nope', severity: 'Minor', responseTime: 'P3D' }),
    ).rejects.toMatchObject({ status: 404 });
  });

  it('refuses a product request without a product and a general one with a product (422)', async () => {
    const b = await signIn('owner@demo.dbcloud.dev', 'acme');
    await expect(
      openRequest(b.api, { kind: 'product', severity: 'Minor', responseTime: 'P3D' }),
    ).rejects.toMatchObject({
      status: 422,
      problem: { errors: { productId: expect.any(Array) } },
    });
    await expect(
      openRequest(b.api, {
        kind: 'general',
        productId: 'prd-orders-eu',
        severity: 'Minor',
        responseTime: 'P3D',
      }),
    ).rejects.toMatchObject({ status: 422 });
  });

  it('refuses a response time the plan does not give that severity (422)', async () => {
    const b = await signIn('owner@demo.dbcloud.dev', 'acme');
    await expect(
      openRequest(b.api, { kind: 'general', severity: 'Critical', responseTime: 'PT1H' }),
    ).rejects.toMatchObject({
      status: 422,
      problem: { errors: { responseTime: expect.any(Array) } },
    });
  });

  it('allows 10 requests per account and hour, then 429', async () => {
    const b = await signIn('owner@demo.dbcloud.dev', 'acme');
    for (let i = 0; i < 10; i++)
      await openRequest(b.api, { kind: 'general', severity: 'Minor', responseTime: 'P3D' });
    await expect(
      openRequest(b.api, { kind: 'general', severity: 'Minor', responseTime: 'P3D' }),
    ).rejects.toMatchObject({
      status: 429,
    });
    await b.fetch('/__fake/clock', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ advanceMinutes: 61 }),
    });
    await expect(
      openRequest(b.api, { kind: 'general', severity: 'Minor', responseTime: 'P3D' }),
    ).resolves.toBeDefined();
  });

  it('refuses a user who is not a member (403)', async () => {
    const b = await signIn('nobody@demo.dbcloud.dev', 'acme');
    await expect(
      openRequest(b.api, { kind: 'general', severity: 'Minor', responseTime: 'P3D' }),
    ).rejects.toMatchObject({
      status: 403,
    });
    await expect(context(b.api)).rejects.toMatchObject({ status: 403 });
  });
});

describe('asking for a support contract', () => {
  const ask = (api: ApiClient, domainName: string, plan: 'Professional' | 'Enterprise') =>
    unwrap(
      api.POST('/support/support-contract-request', {
        body: {
          domainName,
          plan,
          contactName: 'Olivia Owner',
          contactEmail: 'owner@demo.dbcloud.dev',
          message: 'We would like faster answers.',
        },
      }),
    );

  it('records a request for a plan above the current one; the plan does not change yet', async () => {
    const b = await signIn('owner@demo.dbcloud.dev', 'acme');
    const created = await ask(b.api, 'acme', 'Professional');
    expect(created.requestId).toMatch(/^SC-\d{5,}$/);
    expect((await context(b.api)).supportPlan).toBe('Basic');
  });

  it('refuses a plan that is not above the current one (422)', async () => {
    const b = await signIn('owner@demo.dbcloud.dev', 'acme-health');
    await expect(ask(b.api, 'acme-health', 'Professional')).rejects.toMatchObject({
      status: 422,
      problem: { errors: { plan: expect.any(Array) } },
    });
    await expect(ask(b.api, 'acme-health', 'Enterprise')).resolves.toBeDefined();
  });
});
