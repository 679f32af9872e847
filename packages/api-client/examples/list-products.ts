import { createApiClient, download, isProblem, unwrap } from '@dbcloud/api-client';

/** Lists an account's products as `name: status` lines, and saves nothing when access is denied. */
export async function listProducts(baseUrl: string, domainName: string): Promise<string[]> {
  const api = createApiClient({
    baseUrl, // e.g. 'http://localhost:8787/api/v1' (the fake cloud)
    onUnauthorized: () => console.warn('Your session has ended: sign in again.'),
  });
  try {
    // X-Tenant-ID is the account the path names.
    const products = await unwrap(
      api.GET('/products/get-products/{domainName}', { params: { path: { domainName } } }),
    );
    return products.map((product) => `${product.displayName}: ${product.status}`);
  } catch (error) {
    if (isProblem(error, 'forbidden')) {
      return [`No access to ${domainName}: ${error.problem.detail ?? error.problem.title}`];
    }
    throw error;
  }
}

/** Downloads a product's client certificate; the name comes from Content-Disposition. */
export async function downloadCertificate(baseUrl: string, domainName: string, productId: string) {
  const api = createApiClient({ baseUrl });
  const { blob, fileName } = await download(
    api.GET('/products/client-certificate/{domainName}/{productId}', {
      params: { path: { domainName, productId } },
      parseAs: 'blob',
    }),
  );
  return { fileName, bytes: blob.size }; // fileName: 'certificates.zip' unless the server names another
}
