import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fileNameFromContentDisposition } from '../src/download.js';
import { ApiError, createApiClient, download } from '../src/index.js';

const baseUrl = 'http://portal.test/api/v1';
const path = `${baseUrl}/products/client-certificate/:domainName/:productId`;
const server = setupServer();
const api = createApiClient({ baseUrl, getTenantId: () => 'acme' });
const params = { path: { domainName: 'acme', productId: 'prd-orders-eu' } };

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const zip = new Uint8Array([0x50, 0x4b, 0x05, 0x06, ...new Array<number>(18).fill(0)]);

describe('download', () => {
  it('returns the blob and the name Content-Disposition gives', async () => {
    server.use(
      http.get(path, () =>
        HttpResponse.arrayBuffer(zip.buffer, {
          headers: {
            'Content-Type': 'application/zip',
            'Content-Disposition': 'attachment; filename="orders-eu.zip"',
          },
        }),
      ),
    );
    const file = await download(
      api.GET('/products/client-certificate/{domainName}/{productId}', { params, parseAs: 'blob' }),
    );
    expect(file.fileName).toBe('orders-eu.zip');
    expect(new Uint8Array(await file.blob.arrayBuffer())).toEqual(zip);
  });

  it('defaults to certificates.zip for the client certificate', async () => {
    server.use(
      http.get(path, () =>
        HttpResponse.arrayBuffer(zip.buffer, { headers: { 'Content-Type': 'application/zip' } }),
      ),
    );
    const file = await download(
      api.GET('/products/client-certificate/{domainName}/{productId}', { params, parseAs: 'blob' }),
    );
    expect(file.fileName).toBe('certificates.zip');
  });

  it('throws an ApiError when the download fails', async () => {
    server.use(
      http.get(path, () =>
        HttpResponse.json({ type: 'about:blank', title: 'Not found', status: 404 }, { status: 404 }),
      ),
    );
    await expect(
      download(api.GET('/products/client-certificate/{domainName}/{productId}', { params, parseAs: 'blob' })),
    ).rejects.toBeInstanceOf(ApiError);
  });
});

describe('fileNameFromContentDisposition', () => {
  it.each([
    ['attachment; filename="certificates.zip"', 'certificates.zip'],
    ['attachment; filename=plain.zip', 'plain.zip'],
    ['attachment; filename="fallback.zip"; filename*=UTF-8\'\'r%C3%A9sum%C3%A9.zip', 'résumé.zip'],
    ['attachment; filename="../../etc/passwd"', 'passwd'],
    ['attachment; filename="quoted \\"name\\".zip"', 'quoted "name".zip'],
    ['attachment', undefined],
    [null, undefined],
  ])('%s -> %s', (header, expected) => {
    expect(fileNameFromContentDisposition(header)).toBe(expected);
  });
});
