// The /__fake controls: reset restores the seed exactly, scenarios, the clock, injected faults and
// separate worlds.
import { ApiError, unwrap } from '@dbcloud/api-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Browser, browser, signIn, useFakeCloud } from './harness.js';

useFakeCloud();
afterEach(() => {
  vi.useRealTimers();
});

const post = (b: Browser, path: string, body: unknown) =>
  b.fetch(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

async function snapshot(b: Browser) {
  const domain = { path: { domainName: 'acme' } };
  return {
    user: await unwrap(b.api.GET('/user')),
    products: await unwrap(b.api.GET('/products/get-products/{domainName}', { params: domain })),
    users: await unwrap(b.api.GET('/account/get-users-info/{domainName}', { params: domain })),
    keys: await unwrap(b.api.GET('/api-keys/{domainName}', { params: domain })),
    payNow: await unwrap(b.api.GET('/billing/pay-now/{domainName}', { params: domain })),
    history: await unwrap(
      b.api.GET('/billing/history/{domainName}', {
        params: { ...domain, query: { selectedYear: new Date().getUTCFullYear() } },
      }),
    ),
    backups: await unwrap(b.api.GET('/backup/products/{domainName}', { params: domain })),
  };
}

describe('reset', () => {
  it('restores the seed exactly', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const t0 = new Date('2026-11-22T10:00:00Z');
    vi.setSystemTime(t0);
    const b = browser();
    await post(b, '/__fake/reset', { scenario: 'default' });
    const before = await snapshot(await signIn('owner@demo.dbcloud.dev', 'acme'));

    const owner = await signIn('owner@demo.dbcloud.dev', 'acme');
    await unwrap(
      owner.api.POST('/api-keys/create', {
        body: { domainName: 'acme', description: 'temp', expiresAt: '2027-01-01T00:00:00Z' },
      }),
    );
    await unwrap(
      owner.api.POST('/users/invite/{domainName}', {
        params: { path: { domainName: 'acme' } },
        body: { email: 'x@y.test', roles: ['Support'] },
      }),
    );
    await unwrap(
      owner.api.POST('/products/terminate/{domainName}', {
        params: { path: { domainName: 'acme' } },
        body: { productId: 'prd-orders-eu', hideInPortal: false },
      }),
    );
    expect(await snapshot(owner)).not.toEqual(before);

    vi.setSystemTime(t0);
    await post(b, '/__fake/reset', {});
    expect(await snapshot(await signIn('owner@demo.dbcloud.dev', 'acme'))).toEqual(before);
  });

  it('the large scenario has 1,000 products and a folder of 10,000 backup files', async () => {
    const b = browser();
    expect((await post(b, '/__fake/reset', { scenario: 'large' })).status).toBe(200);
    const owner = await signIn('owner@demo.dbcloud.dev', 'megacorp');
    const products = await unwrap(
      owner.api.GET('/products/get-products/{domainName}', { params: { path: { domainName: 'megacorp' } } }),
    );
    expect(products).toHaveLength(1000);
    const { products: withBackups } = await unwrap(
      owner.api.GET('/backup/products/{domainName}', { params: { path: { domainName: 'megacorp' } } }),
    );
    const first = withBackups[0];
    const database = first?.databases[0] ?? '';
    const root = await unwrap(
      owner.api.GET('/backup/list-directory/{domainName}', {
        params: {
          path: { domainName: 'megacorp' },
          query: { productId: first?.productId ?? '', prefix: `${database}/` },
        },
      }),
    );
    const sizes = await Promise.all(
      root.folders.map(async (folder) => {
        const listing = await unwrap(
          owner.api.GET('/backup/list-directory/{domainName}', {
            params: {
              path: { domainName: 'megacorp' },
              query: { productId: first?.productId ?? '', prefix: folder.path },
            },
          }),
        );
        return listing.files.length;
      }),
    );
    expect(Math.max(...sizes)).toBe(10_000);
  });

  it('refuses an unknown scenario', async () => {
    expect((await post(browser(), '/__fake/reset', { scenario: 'huge' })).status).toBe(400);
  });
});

describe('clock', () => {
  it('starts at real time and moves forward by the minutes given', async () => {
    const b = browser();
    const { now } = (await (await b.fetch('/__fake/clock')).json()) as { now: string };
    expect(Math.abs(Date.parse(now) - Date.now())).toBeLessThan(5_000);
    const moved = (await (await post(b, '/__fake/clock', { advanceMinutes: 90 })).json()) as { now: string };
    expect(Date.parse(moved.now) - Date.parse(now)).toBeGreaterThanOrEqual(90 * 60_000);
    expect((await post(b, '/__fake/clock', { advanceMinutes: -5 })).status).toBe(400);
  });

  it('creates a world at a given moment, its seed dated from there', async () => {
    const b = browser();
    const reset = await post(b, '/__fake/reset', { now: '2028-02-29T12:00:00Z' });
    expect(reset.status).toBe(200);
    const { now } = (await (await b.fetch('/__fake/clock')).json()) as { now: string };
    expect(Date.parse(now) - Date.parse('2028-02-29T12:00:00Z')).toBeGreaterThanOrEqual(0);
    expect(Date.parse(now) - Date.parse('2028-02-29T12:00:00Z')).toBeLessThan(5_000);
    const owner = await signIn('owner@demo.dbcloud.dev', 'acme');
    const summary = await unwrap(
      owner.api.GET('/billing/current-summary/{domainName}', { params: { path: { domainName: 'acme' } } }),
    );
    expect(summary.period).toMatchObject({
      start: '2028-02-01',
      end: '2028-02-29',
      billedAsOf: '2028-03-01',
    });
    for (const bad of ['tomorrow', '2028-02-30T00:00:00Z', '2028-02-29', 20280229])
      expect((await post(b, '/__fake/reset', { now: bad })).status).toBe(400);
  });
});

describe('faults', () => {
  it('answers a status a given number of times, by operationId', async () => {
    const b = await signIn('owner@demo.dbcloud.dev', 'acme');
    await post(b, '/__fake/faults', { match: { operationId: 'getProducts' }, status: 503, times: 2 });
    const call = () =>
      unwrap(b.api.GET('/products/get-products/{domainName}', { params: { path: { domainName: 'acme' } } }));
    await expect(call()).rejects.toMatchObject({ status: 503 });
    await expect(call()).rejects.toMatchObject({ status: 503 });
    await expect(call()).resolves.toBeInstanceOf(Array);
  });

  it('drops the connection, by method and path, until cleared', async () => {
    const b = browser();
    await post(b, '/__fake/faults', { match: { method: 'GET', path: '/configuration' }, networkError: true });
    const error = await unwrap(b.api.GET('/configuration')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(0);
    await expect(unwrap(b.api.GET('/configuration'))).rejects.toMatchObject({ status: 0 });
    expect(await (await b.fetch('/__fake/faults', { method: 'DELETE' })).json()).toEqual({ cleared: 1 });
    await expect(unwrap(b.api.GET('/configuration'))).resolves.toMatchObject({ environment: 'demo' });
  });

  it('gives an injected status a Retry-After, in seconds or as a date', async () => {
    const b = browser();
    await post(b, '/__fake/faults', {
      match: { operationId: 'getPricing' },
      status: 429,
      retryAfter: 2,
      times: 1,
    });
    const limited = await b.fetch('/api/v1/pricing');
    expect(limited.status).toBe(429);
    expect(limited.headers.get('Retry-After')).toBe('2');
    const date = 'Wed, 21 Oct 2026 07:28:00 GMT';
    await post(b, '/__fake/faults', {
      match: { operationId: 'getPricing' },
      status: 503,
      retryAfter: date,
      times: 1,
    });
    expect((await b.fetch('/api/v1/pricing')).headers.get('Retry-After')).toBe(date);
    const refused = await b.fetch('/__fake/faults', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ match: { operationId: 'getPricing' }, delayMs: 10, retryAfter: 'soon' }),
    });
    expect(refused.status).toBe(400);
  });

  it('delays an answer', async () => {
    const b = browser();
    await post(b, '/__fake/faults', { match: { operationId: 'getPricing' }, delayMs: 300, times: 1 });
    const started = performance.now();
    await unwrap(b.api.GET('/pricing'));
    expect(performance.now() - started).toBeGreaterThanOrEqual(290);
  });
});

describe('worlds', () => {
  it('a fake-world cookie selects a separate world', async () => {
    const a = await signIn('owner@demo.dbcloud.dev', 'acme');
    const other = browser('acme');
    other.cookies.set('dbcloud_fake_world', 'test-42');
    await unwrap(
      a.api.POST('/api-keys/create', {
        body: {
          domainName: 'acme',
          description: 'only in the default world',
          expiresAt: new Date(Date.now() + 30 * 86_400_000).toISOString(),
        },
      }),
    );
    // the same sign-in, in the other world
    await unwrap(other.api.POST('/login', { body: { email: 'owner@demo.dbcloud.dev' } }));
    const mail = (await (await other.fetch('/__fake/mailbox?to=owner@demo.dbcloud.dev')).json()) as {
      link: string;
    }[];
    await unwrap(
      other.api.GET('/login/link', {
        params: { query: { token: new URL(mail.at(-1)?.link ?? '').searchParams.get('token') ?? '' } },
      }),
    );
    const keys = await unwrap(
      other.api.GET('/api-keys/{domainName}', { params: { path: { domainName: 'acme' } } }),
    );
    expect(keys.map((k) => k.description)).not.toContain('only in the default world');
  });
});

describe('card provider', () => {
  it('switches the configuration’s card provider to the hosted fields in one world, until a reset', async () => {
    const b = browser();
    b.cookies.set('dbcloud_fake_world', 'card-provider-test');
    const other = browser();
    const kindOf = async (client: Browser) =>
      (await unwrap(client.api.GET('/configuration'))).cardProvider.kind;
    expect(await kindOf(b)).toBe('demo');

    const refused = await post(b, '/__fake/card-provider', { kind: 'paysafe' });
    expect(refused.status).toBe(400);
    const switched = await post(b, '/__fake/card-provider', { kind: 'hosted' });
    expect(await switched.json()).toEqual({ kind: 'hosted' });
    expect(await kindOf(b)).toBe('hosted');
    expect(await (await b.fetch('/__fake/card-provider')).json()).toEqual({ kind: 'hosted' });
    expect(await kindOf(other)).toBe('demo');

    await post(b, '/__fake/reset', {});
    expect(await kindOf(b)).toBe('demo');
  });
});

describe('operations called by pages', () => {
  const called = async (b: Browser) =>
    ((await (await b.fetch('/__fake/operations')).json()) as { calledByPages: string[] }).calledByPages;

  it('records what a browser page calls (Sec-Fetch-Mode), whatever the answer, and not what scripts call', async () => {
    const b = browser();
    const before = await called(b);
    // A script's call (no Sec-Fetch-Mode): not recorded.
    await b.fetch('/api/v1/configuration');
    expect(await called(b)).toEqual(before);
    // A page's calls: recorded, a refused one too (401 signed out), once each, sorted.
    await b.fetch('/api/v1/configuration', { headers: { 'Sec-Fetch-Mode': 'cors' } });
    await b.fetch('/api/v1/user', { headers: { 'Sec-Fetch-Mode': 'cors' } });
    await b.fetch('/api/v1/user', { headers: { 'Sec-Fetch-Mode': 'cors' } });
    const after = await called(b);
    expect(after).toEqual([...new Set([...before, 'getConfiguration', 'getUser'])].sort());
    // Across worlds: a reset does not forget them.
    await post(b, '/__fake/reset', {});
    expect(await called(b)).toEqual(after);
  });
});
