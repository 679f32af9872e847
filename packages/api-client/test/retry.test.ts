// Retries against the fake cloud's injected faults: a call that is safe to repeat (GET, HEAD, or carrying
// an Idempotency-Key) is tried again after a dropped connection, 408, 429 or 5xx, with backoff or as
// long as Retry-After says (within a ceiling); any other call is made once.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, type RetryEvent, unwrap } from '../src/index.js';
import { inject, recordingClient, useFakeCloud } from './fake-cloud.js';

useFakeCloud();
afterEach(() => {
  vi.useRealTimers();
});

const listProducts = (api: ReturnType<typeof recordingClient>['api']) =>
  unwrap(api.GET('/products/get-products/{domainName}', { params: { path: { domainName: 'acme' } } }));

const isSubdomainAvailable = (
  api: ReturnType<typeof recordingClient>['api'],
  headers: Record<string, string> = {},
) =>
  unwrap(
    api.POST('/domain/is-subdomain-available', {
      body: { tier: 'Production', domainName: 'acme', subdomainName: 'analytics' },
      headers,
    }),
  );

/** The first retry's event, and the `onRetry` that gives it. */
function firstRetry() {
  let onRetry: (retry: RetryEvent) => void = () => {};
  const retried = new Promise<RetryEvent>((resolve) => {
    onRetry = resolve;
  });
  return { retried, onRetry };
}

/** Short backoff waits: the tests are about whether and how often, not how long. */
const quick = { maxDelayMs: 20 };

describe('a call that is safe to repeat', () => {
  it('answered 503 twice, then 200, succeeds on its third attempt', async () => {
    await inject({ match: { operationId: 'getProducts' }, status: 503, times: 2 });
    const onRetry = vi.fn<(retry: RetryEvent) => void>();
    const { api, sent } = recordingClient({ retry: { ...quick, onRetry } });
    const products = await listProducts(api);
    expect(products.map((product) => product.productId)).toContain('prd-orders-eu');
    expect(sent).toHaveLength(3);
    expect(onRetry.mock.calls.map(([retry]) => [retry.attempt, retry.response?.status])).toEqual([
      [2, 503],
      [3, 503],
    ]);
  });

  it('gives up after `attempts` and throws the last failure', async () => {
    await inject({ match: { operationId: 'getProducts' }, status: 502, times: 5 });
    const { api, sent } = recordingClient({ retry: { ...quick, attempts: 2 } });
    await expect(listProducts(api)).rejects.toMatchObject({ status: 502 });
    expect(sent).toHaveLength(2);
  });

  it('is tried again after a dropped connection', async () => {
    await inject({ match: { operationId: 'getProducts' }, networkError: true, times: 1 });
    const onRetry = vi.fn<(retry: RetryEvent) => void>();
    const { api, sent } = recordingClient({ retry: { ...quick, onRetry } });
    await expect(listProducts(api)).resolves.toBeInstanceOf(Array);
    expect(sent).toHaveLength(2);
    expect(onRetry.mock.calls[0]?.[0]).toMatchObject({ attempt: 2, response: undefined });
    expect(onRetry.mock.calls[0]?.[0].error).toBeInstanceOf(Error);
  });

  it('is not tried again after a 4xx other than 408 and 429', async () => {
    await inject({ match: { operationId: 'getProducts' }, status: 404, times: 1 });
    const { api, sent } = recordingClient({ retry: quick });
    await expect(listProducts(api)).rejects.toMatchObject({ status: 404 });
    expect(sent).toHaveLength(1);
  });

  it('backs off with full jitter: a random wait, at most 0.5 s, then 1 s, … and never above maxDelayMs', async () => {
    await inject({ match: { operationId: 'getProducts' }, status: 500, times: 3 });
    const delays: number[] = [];
    const random = vi.spyOn(Math, 'random').mockReturnValue(0.999);
    try {
      const { api } = recordingClient({
        retry: { attempts: 4, maxDelayMs: 1500, onRetry: (retry) => delays.push(retry.delayMs) },
      });
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      const call = listProducts(api);
      await vi.advanceTimersByTimeAsync(5000);
      await expect(call).resolves.toBeInstanceOf(Array);
    } finally {
      random.mockRestore();
    }
    expect(delays.map(Math.round)).toEqual([500, 999, 1499]);
  });
});

describe('Retry-After', () => {
  it('a 429 asking for 2 seconds is tried again after 2 seconds, not before', async () => {
    await inject({ match: { operationId: 'getProducts' }, status: 429, retryAfter: 2, times: 1 });
    const { retried, onRetry } = firstRetry();
    const { api, sent } = recordingClient({ retry: { onRetry } });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const call = listProducts(api);
    expect((await retried).delayMs).toBe(2000);
    await vi.advanceTimersByTimeAsync(1999);
    expect(sent).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(call).resolves.toBeInstanceOf(Array);
    expect(sent).toHaveLength(2);
  });

  it('as an HTTP date, waits until that moment', async () => {
    const at = new Date(Date.now() + 3000).toUTCString();
    await inject({ match: { operationId: 'getProducts' }, status: 503, retryAfter: at, times: 1 });
    const { retried, onRetry } = firstRetry();
    const { api } = recordingClient({ retry: { onRetry } });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const call = listProducts(api);
    // The date has whole seconds: the wait is what is left of them.
    const { delayMs } = await retried;
    expect(delayMs).toBeGreaterThanOrEqual(2000);
    expect(delayMs).toBeLessThanOrEqual(3000);
    await vi.advanceTimersByTimeAsync(delayMs);
    await expect(call).resolves.toBeInstanceOf(Array);
  });

  it('above maxRetryAfterMs, the 429 is thrown at once, with its retryAfter, for the caller to decide', async () => {
    await inject({ match: { operationId: 'getProducts' }, status: 429, retryAfter: 61, times: 1 });
    const { api, sent } = recordingClient();
    const error = await listProducts(api).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 429, retryAfter: 61 });
    expect(sent).toHaveLength(1);
  });

  it('a lower ceiling is the client’s to set', async () => {
    await inject({ match: { operationId: 'getProducts' }, status: 429, retryAfter: 6, times: 1 });
    const { api, sent } = recordingClient({ retry: { maxRetryAfterMs: 5000 } });
    await expect(listProducts(api)).rejects.toMatchObject({ status: 429, retryAfter: 6 });
    expect(sent).toHaveLength(1);
  });

  it('is not waited when the wait would outlast the call’s timeout: the 429 is thrown at once', async () => {
    await inject({ match: { operationId: 'getProducts' }, status: 429, retryAfter: 5, times: 1 });
    const { api, sent } = recordingClient({ timeoutMs: 3000 });
    await expect(listProducts(api)).rejects.toMatchObject({ status: 429, isTimeout: false });
    expect(sent).toHaveLength(1);
  });
});

describe('a call that is not safe to repeat', () => {
  it('a POST without an Idempotency-Key is made once, whatever the answer', async () => {
    await inject({ match: { operationId: 'isSubdomainAvailable' }, status: 503, times: 1 });
    const { api, sent } = recordingClient({ retry: quick });
    await expect(isSubdomainAvailable(api)).rejects.toMatchObject({ status: 503 });
    expect(sent).toHaveLength(1);
  });

  it('a POST without an Idempotency-Key is not sent again after a dropped connection', async () => {
    await inject({ match: { operationId: 'isSubdomainAvailable' }, networkError: true, times: 1 });
    const { api, sent } = recordingClient({ retry: quick });
    await expect(isSubdomainAvailable(api)).rejects.toMatchObject({ status: 0, isNetworkError: true });
    expect(sent).toHaveLength(1);
  });

  it('a POST carrying an Idempotency-Key is tried again, with the same headers and body', async () => {
    await inject({ match: { operationId: 'isSubdomainAvailable' }, status: 503, times: 1 });
    const { api, sent } = recordingClient({ retry: quick });
    await expect(isSubdomainAvailable(api, { 'Idempotency-Key': 'k-0f8e' })).resolves.toHaveProperty(
      'available',
    );
    expect(sent).toHaveLength(2);
    const [first, second] = await Promise.all(
      sent.map(async (request) => ({ headers: [...request.headers], body: await request.text() })),
    );
    expect(second).toEqual(first);
    expect(first?.headers).toContainEqual(['idempotency-key', 'k-0f8e']);
  });

  it('with rateLimitedWrites, a POST answered 429 is tried again after its Retry-After', async () => {
    await inject({ match: { operationId: 'isSubdomainAvailable' }, status: 429, retryAfter: 0, times: 2 });
    const { api, sent } = recordingClient({ retry: { rateLimitedWrites: true } });
    await expect(isSubdomainAvailable(api)).resolves.toHaveProperty('available');
    expect(sent).toHaveLength(3);
  });

  it('with rateLimitedWrites, a POST answered 503 is still made once', async () => {
    await inject({ match: { operationId: 'isSubdomainAvailable' }, status: 503, times: 1 });
    const { api, sent } = recordingClient({ retry: { ...quick, rateLimitedWrites: true } });
    await expect(isSubdomainAvailable(api)).rejects.toMatchObject({ status: 503 });
    expect(sent).toHaveLength(1);
  });
});

describe('retry: false', () => {
  it('makes every call once', async () => {
    await inject({ match: { operationId: 'getProducts' }, status: 503, times: 1 });
    const { api, sent } = recordingClient({ retry: false });
    await expect(listProducts(api)).rejects.toMatchObject({ status: 503 });
    expect(sent).toHaveLength(1);
  });
});
