// ApiError.requestId: the server's id of a failed request (its answer's X-Request-Id), to quote to support.
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, createApiClient, download, unwrap } from '../src/index.js';

const baseUrl = 'http://portal.test/api/v1';
const server = setupServer();
const api = createApiClient({ baseUrl, getTenantId: () => 'acme' });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const problem = (status: number) => ({ type: 'about:blank', title: 'Failed', status, detail: 'No.' });

async function failure(call: Promise<unknown>): Promise<ApiError> {
  const error = await call.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

describe('ApiError.requestId', () => {
  it.each([400, 404, 429, 500])('is the X-Request-Id of a %i answer', async (status) => {
    server.use(
      http.get(`${baseUrl}/configuration`, () =>
        HttpResponse.json(problem(status), {
          status,
          headers: { 'X-Request-Id': 'req_4kV8mQ2xT7nB9wL3cR6yZ1pD' },
        }),
      ),
    );
    const error = await failure(unwrap(api.GET('/configuration')));
    expect(error.status).toBe(status);
    expect(error.requestId).toBe('req_4kV8mQ2xT7nB9wL3cR6yZ1pD');
  });

  it('is there for an empty error body, and for a failed download', async () => {
    server.use(
      http.get(`${baseUrl}/configuration`, () =>
        HttpResponse.text('', { status: 502, headers: { 'X-Request-Id': 'req_empty1' } }),
      ),
      http.get(`${baseUrl}/products/client-certificate/acme/prd-orders-eu`, () =>
        HttpResponse.json(problem(404), { status: 404, headers: { 'X-Request-Id': 'req_download1' } }),
      ),
    );
    expect((await failure(unwrap(api.GET('/configuration')))).requestId).toBe('req_empty1');
    const call = api.GET('/products/client-certificate/{domainName}/{productId}', {
      params: { path: { domainName: 'acme', productId: 'prd-orders-eu' } },
      parseAs: 'blob',
    });
    expect((await failure(download(call))).requestId).toBe('req_download1');
  });

  it('is undefined without the header, and when no answer arrived', async () => {
    server.use(http.get(`${baseUrl}/configuration`, () => HttpResponse.json(problem(404), { status: 404 })));
    expect((await failure(unwrap(api.GET('/configuration')))).requestId).toBeUndefined();
    server.use(http.get(`${baseUrl}/configuration`, () => HttpResponse.error()));
    const lost = await failure(unwrap(api.GET('/configuration')));
    expect(lost.status).toBe(0);
    expect(lost.requestId).toBeUndefined();
  });
});
