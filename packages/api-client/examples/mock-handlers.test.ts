import { createApiClient, unwrap } from '@dbcloud/api-client';
import { createMockHandlers, createOperationHandler } from '@dbcloud/api-client/msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { downloadCertificate, listProducts } from './list-products.js';

// Every operation answers the contract's example; override the ones your test is about.
const server = setupServer(
  ...createMockHandlers({
    overrides: {
      getUser: ({ response }) => response(200).json({ isAuthenticated: false, cloudAccounts: [] }),
    },
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const baseUrl = 'http://localhost/api/v1';

it('lists the example products', async () => {
  const lines = await listProducts(baseUrl, 'acme');
  expect(lines.length).toBeGreaterThan(0);
});

it('explains a 403', async () => {
  server.use(
    createOperationHandler('getProducts', ({ response }) =>
      response(403).json({
        type: 'https://dbcloud.dev/problems/forbidden',
        title: 'You don’t have access',
        status: 403,
        detail: 'You are not a member of acme.',
      }),
    ),
  );
  expect(await listProducts(baseUrl, 'acme')).toEqual(['No access to acme: You are not a member of acme.']);
});

it('downloads the client certificate', async () => {
  const file = await downloadCertificate(baseUrl, 'acme', 'prd-orders-eu');
  expect(file.fileName).toBe('certificates.zip');
});

it('answers the override', async () => {
  const api = createApiClient({ baseUrl });
  expect(await unwrap(api.GET('/user'))).toEqual({ isAuthenticated: false, cloudAccounts: [] });
});
