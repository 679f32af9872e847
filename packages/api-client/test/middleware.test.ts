import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError, createApiClient, unwrap, withTenant } from '../src/index.js';

const baseUrl = 'http://portal.test/api/v1';
const seen: Request[] = [];
let status = 200;

const server = setupServer(
  http.all(`${baseUrl}/*`, ({ request }) => {
    seen.push(request.clone());
    if (status === 200) return HttpResponse.json({ available: true, success: true });
    return HttpResponse.json({ type: 'about:blank', title: 'x', status }, { status });
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  seen.length = 0;
  status = 200;
  vi.useRealTimers();
});
afterAll(() => server.close());

describe('headers on every call', () => {
  const api = createApiClient({ baseUrl, getTenantId: () => 'acme' });
  const calls: Record<string, () => Promise<unknown>> = {
    GET: () => unwrap(api.GET('/configuration')),
    POST: () => unwrap(api.POST('/domain/is-available', { body: { name: 'initech' } })),
    DELETE: () =>
      unwrap(
        api.DELETE('/users/unlink/{domainName}', {
          params: { path: { domainName: 'acme' } },
          body: { email: 'member@demo.dbcloud.dev' },
        }),
      ),
  };

  it.each(Object.entries(calls))('%s carries X-Requested-With and X-Tenant-ID', async (method, call) => {
    await call();
    const [request] = seen;
    expect(request?.method).toBe(method);
    expect(request?.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
    expect(request?.headers.get('X-Tenant-ID')).toBe('acme');
  });

  it('sends cookies same-origin only', async () => {
    await unwrap(api.GET('/configuration'));
    expect(seen[0]?.credentials).toBe('same-origin');
  });
});

describe('with an API key', () => {
  const secret = 'dbc_Xq7Lm2Vb9Tn4Rk8Pz1Wc6Hd3Fj5Gs0Ya2Ue7Io9K';
  const api = createApiClient({ baseUrl, apiKey: secret });

  it('sends the key as a bearer token, no X-Requested-With and no cookies, on reads and changes', async () => {
    await unwrap(
      api.GET('/products/get-products/{domainName}', { params: { path: { domainName: 'acme' } } }),
    );
    await unwrap(
      api.POST('/products/restart-node/{domainName}/{productId}/{nodeTag}', {
        params: { path: { domainName: 'acme', productId: 'prd-orders-eu', nodeTag: 'A' } },
      }),
    );
    expect(seen.map((request) => request.method)).toEqual(['GET', 'POST']);
    for (const request of seen) {
      expect(request.headers.get('Authorization')).toBe(`Bearer ${secret}`);
      expect(request.headers.has('X-Requested-With')).toBe(false);
      expect(request.credentials).toBe('omit');
    }
  });

  it('sends X-Tenant-ID only when the call names an account', async () => {
    await unwrap(
      api.GET('/products/get-products/{domainName}', { params: { path: { domainName: 'acme' } } }),
    );
    await unwrap(api.GET('/configuration'));
    expect(seen.map((request) => request.headers.get('X-Tenant-ID'))).toEqual(['acme', null]);
  });

  it('turns a refused key into an ApiError carrying the problem', async () => {
    server.use(
      http.get(`${baseUrl}/products/get-products/:domainName`, () =>
        HttpResponse.json(
          {
            type: 'https://dbcloud.dev/problems/api-key-deactivated',
            title: 'The API key was not accepted',
            status: 401,
            detail: 'The API key key_7f3a9c2e1b4d (“CI deployments”) was deactivated on 2 Nov 2026.',
          },
          { status: 401, headers: { 'Content-Type': 'application/problem+json' } },
        ),
      ),
    );
    const error = await unwrap(
      api.GET('/products/get-products/{domainName}', { params: { path: { domainName: 'acme' } } }),
    ).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 401,
      problem: {
        type: 'https://dbcloud.dev/problems/api-key-deactivated',
        title: 'The API key was not accepted',
      },
      operation: { operationId: 'getProducts' },
    });
  });

  it('a browser client sends no Authorization header', async () => {
    await unwrap(createApiClient({ baseUrl }).GET('/configuration'));
    expect(seen[0]?.headers.has('Authorization')).toBe(false);
  });
});

describe('tenant', () => {
  it('follows the getter between calls, without a new client', async () => {
    let tenant: string | undefined = 'acme';
    const api = createApiClient({ baseUrl, getTenantId: () => tenant });
    await unwrap(api.GET('/configuration'));
    tenant = 'acme-health';
    await unwrap(api.GET('/configuration'));
    tenant = undefined;
    await unwrap(api.GET('/configuration'));
    expect(seen.map((r) => r.headers.get('X-Tenant-ID'))).toEqual(['acme', 'acme-health', null]);
  });

  it('sends no X-Tenant-ID without a getter', async () => {
    const api = createApiClient({ baseUrl });
    await unwrap(api.GET('/configuration'));
    expect(seen[0]?.headers.has('X-Tenant-ID')).toBe(false);
    expect(seen[0]?.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
  });
});

describe('tenant per call', () => {
  const tenants = () => seen.map((r) => [new URL(r.url).pathname, r.headers.get('X-Tenant-ID')]);
  const dashboard = (api: ReturnType<typeof createApiClient>, domainName: string) =>
    unwrap(api.GET('/dashboard-user-info/{domainName}', { params: { path: { domainName } } }));

  it('sends the account a call’s path names, whatever the default says', async () => {
    const api = createApiClient({ baseUrl, getTenantId: () => 'acme-health' });
    await dashboard(api, 'acme');
    await unwrap(api.GET('/user/get-token'));
    expect(tenants()).toEqual([
      ['/api/v1/dashboard-user-info/acme', 'acme'],
      ['/api/v1/user/get-token', 'acme-health'],
    ]);
  });

  it('keeps two tenants’ interleaved calls apart', async () => {
    const api = createApiClient({ baseUrl });
    const acme = withTenant(api, 'acme');
    const health = withTenant(api, 'acme-health');
    await Promise.all([
      unwrap(acme.GET('/user/get-token')),
      dashboard(api, 'acme-health'),
      unwrap(health.GET('/user/get-token')),
      dashboard(acme, 'acme'),
      unwrap(acme.POST('/support/request', { body: {} as never })),
      unwrap(health.POST('/support/request', { body: {} as never })),
    ]);
    expect(tenants().sort()).toEqual(
      [
        ['/api/v1/dashboard-user-info/acme', 'acme'],
        ['/api/v1/dashboard-user-info/acme-health', 'acme-health'],
        ['/api/v1/support/request', 'acme'],
        ['/api/v1/support/request', 'acme-health'],
        ['/api/v1/user/get-token', 'acme'],
        ['/api/v1/user/get-token', 'acme-health'],
      ].sort(),
    );
  });

  it('keeps the call’s own headers beside the tenant', async () => {
    const acme = withTenant(createApiClient({ baseUrl }), 'acme');
    await unwrap(acme.GET('/user/get-token', { headers: { 'X-Trace': 'abc' } }));
    expect(seen[0]?.headers.get('X-Trace')).toBe('abc');
    expect(seen[0]?.headers.get('X-Tenant-ID')).toBe('acme');
  });

  it('refuses, before sending, a call made for another account than its path names', async () => {
    const acme = withTenant(createApiClient({ baseUrl }), 'acme');
    await expect(dashboard(acme, 'acme-health')).rejects.toThrow(
      /names the account acme-health but is made for acme/,
    );
    expect(seen).toHaveLength(0);
  });
});

describe('401', () => {
  it('calls onUnauthorized once for a burst of failures', async () => {
    const onUnauthorized = vi.fn();
    const api = createApiClient({ baseUrl, getTenantId: () => 'acme', onUnauthorized });
    status = 401;
    const results = await Promise.allSettled(
      Array.from({ length: 5 }, () => unwrap(api.GET('/configuration'))),
    );
    expect(results.every((r) => r.status === 'rejected')).toBe(true);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(onUnauthorized.mock.calls[0]?.[0]).toBeInstanceOf(Response);
  });

  it('calls again for a later burst', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const onUnauthorized = vi.fn();
    const api = createApiClient({ baseUrl, onUnauthorized, unauthorizedBurstMs: 1000 });
    status = 401;
    await api.GET('/configuration');
    vi.advanceTimersByTime(500);
    await api.GET('/configuration');
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1500);
    await api.GET('/configuration');
    expect(onUnauthorized).toHaveBeenCalledTimes(2);
  });

  it('is not called for other errors', async () => {
    const onUnauthorized = vi.fn();
    const api = createApiClient({ baseUrl, onUnauthorized });
    status = 403;
    await api.GET('/configuration');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});

describe('fetch', () => {
  it('resolves globalThis.fetch per call, so mocks installed later see the calls', async () => {
    const api = createApiClient({ baseUrl });
    const original = globalThis.fetch;
    const spy = vi.fn(async () => Response.json({ available: true }));
    globalThis.fetch = spy as typeof fetch;
    try {
      await unwrap(api.GET('/configuration'));
    } finally {
      globalThis.fetch = original;
    }
    expect(spy).toHaveBeenCalledTimes(1);
  });

  it('uses a custom fetch', async () => {
    const custom = vi.fn(async (_request: Request) => Response.json({ available: false }));
    const api = createApiClient({ baseUrl, fetch: custom });
    const data = await unwrap(api.POST('/domain/is-available', { body: { name: 'acme' } }));
    expect(data).toEqual({ available: false });
    expect(custom.mock.calls[0]?.[0].headers.get('X-Requested-With')).toBe('XMLHttpRequest');
  });

  it('passes an AbortSignal through', async () => {
    const api = createApiClient({ baseUrl });
    const controller = new AbortController();
    controller.abort();
    await expect(unwrap(api.GET('/configuration', { signal: controller.signal }))).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(seen).toHaveLength(0);
  });
});
