// The rate limits an answer announces (RateLimit, RateLimit-Policy) as the SDK exposes them, and a 429
// as an ApiError of status 429 with the seconds to wait.
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  ApiError,
  createApiClient,
  parseRateLimit,
  type RateLimit,
  rateLimitOf,
  unwrap,
  withTenant,
} from '../src/index.js';

const baseUrl = 'http://portal.test/api/v1';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const PRODUCTS = `${baseUrl}/products/get-products/acme`;
const listProducts = (api: ReturnType<typeof createApiClient>) =>
  unwrap(api.GET('/products/get-products/{domainName}', { params: { path: { domainName: 'acme' } } }));

const limited = (remaining: number, reset: number) => ({
  RateLimit: `"api-key";r=${remaining};t=${reset}`,
  'RateLimit-Policy': '"api-key";q=120;w=60',
});

describe('parseRateLimit', () => {
  it('reads the draft’s fields: the tightest quota first, every quota in `quotas`', () => {
    const headers = new Headers({
      RateLimit: '"backup-links";r=0;t=3000, "api-key";r=57;t=23',
      'RateLimit-Policy': '"backup-links";q=100;w=3600, "api-key";q=120;w=60',
    });
    expect(parseRateLimit(headers)).toEqual({
      policy: 'backup-links',
      remaining: 0,
      resetSeconds: 3000,
      limit: 100,
      windowSeconds: 3600,
      quotas: [
        { policy: 'backup-links', remaining: 0, resetSeconds: 3000, limit: 100, windowSeconds: 3600 },
        { policy: 'api-key', remaining: 57, resetSeconds: 23, limit: 120, windowSeconds: 60 },
      ],
    } satisfies RateLimit);
  });

  it('takes token names and a missing policy field; ignores malformed items and answers without RateLimit', () => {
    expect(parseRateLimit(new Headers({ RateLimit: 'default;r=5;t=2' }))).toMatchObject({
      policy: 'default',
      remaining: 5,
      resetSeconds: 2,
      limit: undefined,
      windowSeconds: undefined,
    });
    expect(parseRateLimit(new Headers({ RateLimit: '"x";t=2, "y";r=1;t=9' }))?.quotas).toHaveLength(1);
    expect(parseRateLimit(new Headers({ RateLimit: '"a, b";r=3;t=4' }))?.policy).toBe('a, b');
    expect(parseRateLimit(new Headers())).toBeUndefined();
    expect(parseRateLimit(new Headers({ RateLimit: 'garbage' }))).toBeUndefined();
  });
});

describe('rateLimitOf', () => {
  it('is the last announced rate limit of the client (errors included), shared with its withTenant views', async () => {
    let remaining = 120;
    server.use(
      http.get(PRODUCTS, () => {
        remaining -= 1;
        return HttpResponse.json([], { headers: limited(remaining, 60 - (120 - remaining)) });
      }),
    );
    const api = createApiClient({ baseUrl, apiKey: 'dbc_x' });
    expect(rateLimitOf(api)).toBeUndefined();
    await listProducts(api);
    expect(rateLimitOf(api)).toMatchObject({
      policy: 'api-key',
      remaining: 119,
      resetSeconds: 59,
      limit: 120,
    });
    await listProducts(withTenant(api, 'acme'));
    expect(rateLimitOf(withTenant(api, 'acme'))?.remaining).toBe(118);
    expect(rateLimitOf(api)?.remaining).toBe(118);
  });
});

describe('a 429', () => {
  const problem = {
    type: 'https://dbcloud.dev/problems/rate-limited',
    title: 'Too many requests',
    status: 429,
    detail: 'This API key has made 120 calls in 60 seconds, its limit. Please wait a moment and try again.',
  };

  it('throws an ApiError with `retryAfter` from Retry-After', async () => {
    server.use(
      http.get(PRODUCTS, () =>
        HttpResponse.json(problem, { status: 429, headers: { 'Retry-After': '37', ...limited(0, 37) } }),
      ),
    );
    const api = createApiClient({ baseUrl, apiKey: 'dbc_x', retry: false });
    const error = await listProducts(api).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    const limitError = error as ApiError;
    expect(limitError.status).toBe(429);
    expect(limitError.retryAfter).toBe(37);
    expect(limitError.problem).toEqual(problem);
    expect(limitError.response && parseRateLimit(limitError.response.headers)).toMatchObject({
      policy: 'api-key',
      remaining: 0,
      resetSeconds: 37,
    });
    expect(rateLimitOf(api)?.remaining).toBe(0);
  });

  it('leaves retryAfter unset when the answer does not say (no Retry-After)', async () => {
    const api = createApiClient({ baseUrl, apiKey: 'dbc_x', retry: false });
    server.use(http.get(PRODUCTS, () => new HttpResponse(null, { status: 429 })));
    const error = await listProducts(api).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 429, retryAfter: undefined });
  });

  it('sets no retryAfter for another status without Retry-After', async () => {
    server.use(http.get(PRODUCTS, () => HttpResponse.json({ ...problem, status: 503 }, { status: 503 })));
    const error = await listProducts(createApiClient({ baseUrl, retry: false })).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).retryAfter).toBeUndefined();
  });
});
