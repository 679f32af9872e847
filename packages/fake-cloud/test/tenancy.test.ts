// The rules every request goes through before an operation runs: session, tenancy,
// roles, the CSRF guard and schema validation, shown with operations of different tags.
import { unwrap } from '@dbcloud/api-client';
import { describe, expect, it } from 'vitest';
import { browser, signIn, useFakeCloud } from './harness.js';

useFakeCloud();

const inDays = (days: number) => new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString();

const isProblem = (response: Response) =>
  expect(response.headers.get('content-type')).toContain('application/problem+json');

describe('session', () => {
  it('answers 401 without a session on account operations of any tag', async () => {
    const b = browser('acme');
    await expect(
      unwrap(b.api.GET('/api-keys/{domainName}', { params: { path: { domainName: 'acme' } } })),
    ).rejects.toMatchObject({ status: 401 });
    await expect(
      unwrap(b.api.GET('/support/load-context/{domainName}', { params: { path: { domainName: 'acme' } } })),
    ).rejects.toMatchObject({ status: 401 });
    await expect(
      unwrap(
        b.api.GET('/billing/current-summary/{domainName}', { params: { path: { domainName: 'acme' } } }),
      ),
    ).rejects.toMatchObject({ status: 401 });
  });

  it('answers 401 without a session on user operations', async () => {
    await expect(unwrap(browser().api.GET('/profile/configuration'))).rejects.toMatchObject({ status: 401 });
  });
});

describe('tenancy', () => {
  it('answers 403 when X-Tenant-ID is an account of another user', async () => {
    const b = await signIn('owner@demo.dbcloud.dev', 'globex');
    await expect(
      unwrap(b.api.GET('/support/load-context/{domainName}', { params: { path: { domainName: 'globex' } } })),
    ).rejects.toMatchObject({ status: 403 });
    await expect(
      unwrap(b.api.GET('/api-keys/{domainName}', { params: { path: { domainName: 'globex' } } })),
    ).rejects.toMatchObject({ status: 403 });
  });

  it('answers 403 when the path names another domain than X-Tenant-ID, even one the user owns', async () => {
    // The client always sends the account a path names, so the mismatch is made by hand.
    const b = await signIn('owner@demo.dbcloud.dev', 'acme');
    for (const path of ['/api/v1/api-keys/acme-health', '/api/v1/support/load-context/acme-health']) {
      const response = await b.fetch(path, { headers: { 'X-Tenant-ID': 'acme' } });
      expect(response.status).toBe(403);
      isProblem(response);
    }
  });

  it('answers 403 when the body names another domain than X-Tenant-ID', async () => {
    const b = await signIn('owner@demo.dbcloud.dev', 'acme');
    await expect(
      unwrap(
        b.api.POST('/api-keys/create', {
          body: { domainName: 'acme-health', description: 'Cross-account', expiresAt: inDays(30) },
        }),
      ),
    ).rejects.toMatchObject({ status: 403 });
    b.tenant = 'acme-health';
    expect(
      await unwrap(b.api.GET('/api-keys/{domainName}', { params: { path: { domainName: 'acme-health' } } })),
    ).not.toContainEqual(expect.objectContaining({ description: 'Cross-account' }));
  });

  it('answers 403 without X-Tenant-ID on an account operation', async () => {
    const b = await signIn('owner@demo.dbcloud.dev');
    const response = await b.fetch('/api/v1/api-keys/acme');
    expect(response.status).toBe(403);
    isProblem(response);
  });

  it('answers 403 when the member lacks the role of the area', async () => {
    // member@ has Products, Backups, ApiAccess, Support and Account in acme, not Billing
    const b = await signIn('member@demo.dbcloud.dev', 'acme');
    await expect(
      unwrap(
        b.api.GET('/billing/current-summary/{domainName}', { params: { path: { domainName: 'acme' } } }),
      ),
    ).rejects.toMatchObject({ status: 403 });
    await expect(
      unwrap(b.api.GET('/api-keys/{domainName}', { params: { path: { domainName: 'acme' } } })),
    ).resolves.toBeDefined();
  });
});

describe('the CSRF guard', () => {
  it('answers 403 to a state-changing call without X-Requested-With, and changes nothing', async () => {
    const b = await signIn('owner@demo.dbcloud.dev', 'acme');
    const response = await b.fetch('/api/v1/api-keys/create', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Tenant-ID': 'acme' },
      body: JSON.stringify({ domainName: 'acme', description: 'Forged', expiresAt: inDays(30) }),
    });
    expect(response.status).toBe(403);
    isProblem(response);
    const keys = await unwrap(
      b.api.GET('/api-keys/{domainName}', { params: { path: { domainName: 'acme' } } }),
    );
    expect(keys.map((k) => k.description)).not.toContain('Forged');
  });

  it('lets the same call through with the header', async () => {
    const b = await signIn('owner@demo.dbcloud.dev', 'acme');
    const response = await b.fetch('/api/v1/api-keys/create', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'X-Tenant-ID': 'acme',
        'X-Requested-With': 'XMLHttpRequest',
      },
      body: JSON.stringify({ domainName: 'acme', description: 'Honest', expiresAt: inDays(30) }),
    });
    expect(response.status).toBe(201);
  });
});

describe('schema validation', () => {
  it('answers 400 problem+json naming the field that breaks the schema', async () => {
    const b = await signIn('owner@demo.dbcloud.dev', 'acme');
    const result = await b.api.POST('/api-keys/create', {
      body: { domainName: 'acme', description: 'Bad date', expiresAt: 'next tuesday' },
    });
    expect(result.response.status).toBe(400);
    isProblem(result.response);
    expect(result.error).toMatchObject({ status: 400, errors: { expiresAt: expect.any(Array) } });
  });

  it('names an unknown field and a malformed path parameter', async () => {
    const b = await signIn('owner@demo.dbcloud.dev', 'acme');
    const extra = await b.api.POST('/support/request', {
      body: {
        domainName: 'acme',
        kind: 'general',
        severity: 'Minor',
        responseTime: 'P3D',
        title: 'Hello',
        message: 'World',
        priority: 'high',
      } as never,
    });
    expect(extra.response.status).toBe(400);
    const malformed = await b.api.POST('/api-keys/deactivate/{domainName}/{apiKeyId}', {
      params: { path: { domainName: 'acme', apiKeyId: 'not-a-key' } },
    });
    expect(malformed.response.status).toBe(400);
    expect(malformed.error).toMatchObject({ errors: { apiKeyId: expect.any(Array) } });
  });

  it('answers 400 to input longer than the contract allows, naming the field, and changes nothing', async () => {
    const b = await signIn('owner@demo.dbcloud.dev', 'acme');
    const acme = { params: { path: { domainName: 'acme' } } };
    const keysBefore = await unwrap(b.api.GET('/api-keys/{domainName}', acme));

    const longKey = await b.api.POST('/api-keys/create', {
      body: { domainName: 'acme', description: 'k'.repeat(101), expiresAt: inDays(30) },
    });
    expect(longKey.response.status).toBe(400);
    isProblem(longKey.response);
    expect(longKey.error).toMatchObject({ errors: { description: expect.any(Array) } });
    expect(await unwrap(b.api.GET('/api-keys/{domainName}', acme))).toEqual(keysBefore);

    const longTitle = await b.api.POST('/support/request', {
      body: {
        domainName: 'acme',
        kind: 'general',
        severity: 'Minor',
        responseTime: 'P3D',
        title: 't'.repeat(121),
        message: 'm'.repeat(5001),
      },
    });
    expect(longTitle.response.status).toBe(400);
    expect(longTitle.error).toMatchObject({
      errors: { title: expect.any(Array), message: expect.any(Array) },
    });

    const tooManyIps = await b.api.POST('/products/update-allowed-ips/{domainName}', {
      ...acme,
      body: {
        productId: 'prd-orders-eu',
        allowedIps: Array.from({ length: 51 }, (_, i) => `198.51.100.${i}/32`),
      },
    });
    expect(tooManyIps.response.status).toBe(400);
    expect(tooManyIps.error).toMatchObject({ errors: { allowedIps: expect.any(Array) } });

    const longPath = await b.api.GET('/products/get/{domainName}/{productId}', {
      params: { path: { domainName: 'acme', productId: `prd-${'x'.repeat(61)}` } },
    });
    expect(longPath.response.status).toBe(400);
    expect(longPath.error).toMatchObject({ errors: { productId: expect.any(Array) } });

    const longRegion = await browser().api.POST('/pricing/calculate-price', {
      body: {
        provider: 'Aws',
        region: 'r'.repeat(41),
        tier: 'Production',
        instanceType: 'PR30',
        storage: { type: 'gp3', sizeGb: 128, iops: 3000, throughput: 125 },
        dataTransferGb: 500,
        period: 'monthly',
      },
    });
    expect(longRegion.response.status).toBe(400);
    expect(longRegion.error).toEqual(
      expect.objectContaining({ errors: { region: [expect.stringContaining('40')] } }),
    );
  });
});

describe('public operations', () => {
  it('ignore X-Tenant-ID, even a bogus one', async () => {
    const b = browser('no-such-account');
    const configuration = await b.api.GET('/configuration');
    expect(configuration.response.status).toBe(200);
    const pricing = await b.api.GET('/pricing');
    expect(pricing.response.status).toBe(200);
    const signedIn = await signIn('owner@demo.dbcloud.dev', 'globex');
    expect((await signedIn.api.GET('/configuration')).response.status).toBe(200);
  });
});
