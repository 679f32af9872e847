import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient, download, type OperationInfo, operations, unwrap } from '../src/index.js';
import { createMockHandlers, examples } from '../src/msw.js';

const baseUrl = 'http://portal.test/api/v1';
const server = setupServer(...createMockHandlers());
const api = createApiClient({ baseUrl, getTenantId: () => 'acme' });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

// A table-driven call of every operation through the typed client's generic `request`, with the
// contract's own request example, against the generated handlers.
type AnyRequest = (method: string, path: string, init: Record<string, unknown>) => Promise<never>;
const request = api.request as unknown as AnyRequest;

describe('every operation of the contract', () => {
  it('has as many examples as operations', () => {
    expect(Object.keys(examples).sort()).toEqual(operations.map((op) => op.operationId).sort());
  });

  it.each(operations.map((op) => [op.operationId, op as OperationInfo] as const))(
    '%s answers its documented example',
    async (operationId, op) => {
      const { request: example, success } = examples[operationId as keyof typeof examples];
      const init = {
        params: { path: example.path, query: example.query },
        ...(example.body === undefined ? {} : { body: example.body }),
      };
      if (success.contentType === 'application/json') {
        const data = await unwrap(request(op.method.toUpperCase(), op.path, init));
        expect(data).toEqual(success.example);
      } else {
        const file = await download(request(op.method.toUpperCase(), op.path, { ...init, parseAs: 'blob' }));
        expect(file.blob.size).toBeGreaterThan(0);
        expect(file.fileName).toBe(op.defaultFileName ?? 'download');
      }
    },
  );
});
