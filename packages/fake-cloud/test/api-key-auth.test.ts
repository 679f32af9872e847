// API keys that authenticate: a key's secret sent as `Authorization: Bearer`
// reaches its own account, without X-Tenant-ID, X-Requested-With or a cookie, on the operations the
// contract's `apiKey` scheme lists; it is refused (401) once deactivated or expired, and (403) anywhere
// else or for another account.
import { createHash } from 'node:crypto';
import { type ApiClient, createApiClient, unwrap } from '@dbcloud/api-client';
import { examples } from '@dbcloud/api-client/msw';
import { describe, expect, it } from 'vitest';
import { DEMO_API_KEY_SECRETS } from '../src/index.js';
import { type Browser, ORIGIN, signIn, useFakeCloud } from './harness.js';

const cloud = useFakeCloud();

const DAY_MS = 24 * 60 * 60 * 1000;
const inDays = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString();
const CI_KEY = DEMO_API_KEY_SECRETS.key_7f3a9c2e1b4d;

const keyClient = (apiKey: string): ApiClient =>
  createApiClient({ baseUrl: `${ORIGIN}/api/v1`, apiKey, retry: false });

/** A request exactly as a program sends it: no cookie, no X-Requested-With, no X-Tenant-ID. */
const raw = (path: string, init: RequestInit & { key?: string } = {}) => {
  const { key = CI_KEY, headers, ...rest } = init;
  return fetch(`${ORIGIN}/api/v1${path}`, {
    ...rest,
    headers: { Authorization: `Bearer ${key}`, ...(headers as Record<string, string> | undefined) },
  });
};

const listProducts = (api: ApiClient, domainName = 'acme') =>
  unwrap(api.GET('/products/get-products/{domainName}', { params: { path: { domainName } } }));

const listKeys = (b: Browser) =>
  unwrap(b.api.GET('/api-keys/{domainName}', { params: { path: { domainName: 'acme' } } }));

const createKey = async (b: Browser, description = 'Script') =>
  unwrap(
    b.api.POST('/api-keys/create', { body: { domainName: 'acme', description, expiresAt: inDays(30) } }),
  );

describe('a key reaches its account', () => {
  it('lists the account’s products with nothing but the key: no cookie, X-Tenant-ID or X-Requested-With', async () => {
    const response = await raw('/products/get-products/acme');
    expect(response.status).toBe(200);
    const products = (await response.json()) as { productId: string }[];
    expect(products.map((p) => p.productId)).toContain('prd-orders-eu');
  });

  it('changes the account’s data without X-Requested-With (no cookie, so no CSRF)', async () => {
    const response = await raw('/products/restart-node/acme/prd-orders-eu/A', { method: 'POST' });
    expect(response.status).toBe(200);
    const product = await listProducts(keyClient(CI_KEY));
    expect(
      product.find((p) => p.productId === 'prd-orders-eu')?.nodes.find((n) => n.nodeTag === 'A')?.status,
    ).toBe('restarting');
  });

  it('works the same for a key just created in the portal, and records when it was last used', async () => {
    const owner = await signIn('owner@demo.dbcloud.dev', 'acme');
    const { apiKey, secret } = await createKey(owner);
    expect(apiKey.lastUsedAt).toBeNull();

    const products = await listProducts(keyClient(secret));
    expect(products.length).toBeGreaterThan(0);

    const used = (await listKeys(owner)).find((k) => k.apiKeyId === apiKey.apiKeyId);
    expect(used?.lastUsedAt).not.toBeNull();
    expect(Math.abs(Date.parse(used?.lastUsedAt ?? '') - Date.now())).toBeLessThan(60_000);
  });

  it('accepts X-Tenant-ID when it names the key’s own account', async () => {
    const response = await raw('/products/get-products/acme', { headers: { 'X-Tenant-ID': 'acme' } });
    expect(response.status).toBe(200);
  });

  it('acts for the key’s creator where a person is recorded (a support request)', async () => {
    const response = await raw('/support/request', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(examples.createSupportRequest.request.body),
    });
    expect(response.status).toBe(201);
    const { requestId } = (await response.json()) as { requestId: string };
    const recorded = cloud.world().support.requests.find((r) => r.requestId === requestId);
    expect(recorded).toMatchObject({ domainName: 'acme', email: 'owner@demo.dbcloud.dev' });
  });
});

describe('a key is refused', () => {
  it('401 once deactivated, saying so, while a used key stays in the list', async () => {
    const owner = await signIn('owner@demo.dbcloud.dev', 'acme');
    const { apiKey, secret } = await createKey(owner, 'Nightly export');
    await listProducts(keyClient(secret));
    await unwrap(
      owner.api.POST('/api-keys/deactivate/{domainName}/{apiKeyId}', {
        params: { path: { domainName: 'acme', apiKeyId: apiKey.apiKeyId } },
      }),
    );
    const error = await listProducts(keyClient(secret)).catch((caught: unknown) => caught);
    expect(error).toMatchObject({
      name: 'ApiError',
      status: 401,
      problem: {
        type: 'https://dbcloud.dev/problems/api-key-deactivated',
        detail: expect.stringContaining(`${apiKey.apiKeyId} (“Nightly export”) was deactivated`),
      },
    });
  });

  it('401 for the seeded deactivated key', async () => {
    const response = await raw('/products/get-products/acme', { key: DEMO_API_KEY_SECRETS.key_9e1c3a5b7d2f });
    expect(response.status).toBe(401);
    expect(response.headers.get('content-type')).toContain('application/problem+json');
    expect(await response.json()).toMatchObject({ detail: expect.stringContaining('was deactivated on') });
  });

  it('401 once expired on the fake clock, saying so', async () => {
    const terraform = DEMO_API_KEY_SECRETS.key_2b8d4f6a0c1e; // expires in 9 days
    expect((await raw('/products/get-products/acme', { key: terraform })).status).toBe(200);
    await fetch(`${ORIGIN}/__fake/clock`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ advanceMinutes: 10 * 24 * 60 }),
    });
    const response = await raw('/products/get-products/acme', { key: terraform });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({
      type: 'https://dbcloud.dev/problems/api-key-expired',
      detail: expect.stringContaining('key_2b8d4f6a0c1e (“Terraform”) expired on'),
    });
  });

  it('401 for a secret no key has, and for an Authorization header that is not a bearer key', async () => {
    const unknown = await raw('/products/get-products/acme', { key: `dbc_${'x'.repeat(40)}` });
    expect(unknown.status).toBe(401);
    expect(await unknown.json()).toMatchObject({ type: 'https://dbcloud.dev/problems/api-key-invalid' });
    const basic = await fetch(`${ORIGIN}/api/v1/products/get-products/acme`, {
      headers: { Authorization: 'Basic b3duZXI6c2VjcmV0' },
    });
    expect(basic.status).toBe(401);
  });

  it('403 for another account, named by X-Tenant-ID, the path or the body', async () => {
    const byHeader = await raw('/products/get-products/acme', { headers: { 'X-Tenant-ID': 'acme-health' } });
    expect(byHeader.status).toBe(403);
    expect(await byHeader.json()).toMatchObject({ detail: expect.stringContaining('belongs to acme') });
    expect((await raw('/products/get-products/acme-health')).status).toBe(403);
    expect((await raw('/products/get-products/globex')).status).toBe(403);
    const byBody = await raw('/support/request', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        domainName: 'acme-health',
        kind: 'general',
        severity: 'Minor',
        responseTime: 'P1D',
        title: 'Other account',
        message: 'Should be refused.',
      }),
    });
    expect(byBody.status).toBe(403);
  });

  it.each([
    [
      'creating a key',
      '/api-keys/create',
      { domainName: 'acme', description: 'Minted', expiresAt: inDays(30) },
    ],
    [
      'changing a key',
      '/api-keys/modify',
      {
        domainName: 'acme',
        apiKeyId: 'key_7f3a9c2e1b4d',
        description: 'Renamed',
        expiresAt: inDays(30),
      },
    ],
    ['deactivating a key', '/api-keys/deactivate/acme/key_2b8d4f6a0c1e', undefined],
    ['inviting a user', '/users/invite/acme', { email: 'new@example.com', roles: ['Products'] }],
    ['changing the profile', '/profile/update-phone-number', { phoneNumber: '+441234567890' }],
    ['two-factor', '/2fa/generate-recovery-codes', undefined],
    ['removing a card', '/payment-info/remove-credit-card/acme', examples.removeCreditCard.request.body],
  ] as const)('403 for %s', async (_, path, body) => {
    const response = await raw(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({
      detail: expect.stringContaining('An API key cannot call'),
    });
  });

  it.each([
    ['the profile', '/profile/configuration'],
    ['the account’s users', '/account/get-users-info/acme'],
    ['payment information', '/account/get-billing-info/acme'],
  ])('403 for reading %s', async (_, path) => {
    expect((await raw(path)).status).toBe(403);
  });

  it('a refused call does not count as a use', async () => {
    const owner = await signIn('owner@demo.dbcloud.dev', 'acme');
    const { apiKey, secret } = await createKey(owner);
    expect((await raw('/profile/configuration', { key: secret })).status).toBe(403);
    expect((await listKeys(owner)).find((k) => k.apiKeyId === apiKey.apiKeyId)?.lastUsedAt).toBeNull();
  });
});

describe('the secret is stored only as a hash', () => {
  it('keeps the SHA-256 of a new key’s secret and never the secret', async () => {
    const owner = await signIn('owner@demo.dbcloud.dev', 'acme');
    const { apiKey, secret } = await createKey(owner);
    const world = cloud.world();
    const record = world.apiKeys.keys.find((k) => k.apiKeyId === apiKey.apiKeyId);
    expect(record?.secretHash).toBe(createHash('sha256').update(secret).digest('hex'));
    expect(JSON.stringify(world.apiKeys)).not.toContain(secret);
    expect(JSON.stringify(world.apiKeys)).not.toContain(CI_KEY);
  });
});
