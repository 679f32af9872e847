import { ApiError, createApiClient, unwrap } from '@dbcloud/api-client';
import { delay, HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';

const baseUrl = 'http://localhost/api/v1';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

it('tries a read again after a 503, and says when it does', async () => {
  let attempts = 0;
  server.use(
    http.get(`${baseUrl}/configuration`, () =>
      ++attempts < 3 ? new HttpResponse(null, { status: 503 }) : HttpResponse.json({ environment: 'demo' }),
    ),
  );
  const waits: number[] = [];
  const api = createApiClient({
    baseUrl,
    retry: { attempts: 3, maxDelayMs: 100, onRetry: ({ delayMs }) => waits.push(delayMs) },
  });
  expect(await unwrap(api.GET('/configuration'))).toEqual({ environment: 'demo' });
  expect(waits).toHaveLength(2); // two waits of at most 100 ms: backoff with full jitter
});

it('makes a change once: a POST without an Idempotency-Key is never sent twice', async () => {
  let attempts = 0;
  server.use(
    http.post(`${baseUrl}/domain/is-available`, () => {
      attempts += 1;
      return new HttpResponse(null, { status: 503 });
    }),
  );
  const api = createApiClient({ baseUrl });
  const error = await unwrap(api.POST('/domain/is-available', { body: { name: 'initech' } })).catch(
    (caught: unknown) => caught,
  );
  expect(error).toMatchObject({ status: 503 });
  expect(attempts).toBe(1);
});

it('gives up a call that takes longer than its timeout', async () => {
  server.use(
    http.get(`${baseUrl}/configuration`, async () => {
      await delay(2000);
      return HttpResponse.json({ environment: 'demo' });
    }),
  );
  const api = createApiClient({ baseUrl }); // 30 seconds by default; this call says 0.1
  const error = await unwrap(api.GET('/configuration', { timeoutMs: 100 })).catch(
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ApiError);
  expect(error).toMatchObject({ status: 0, isTimeout: true });
  expect((error as ApiError).message).toBe('The request timed out after 0.1 seconds.');
});
