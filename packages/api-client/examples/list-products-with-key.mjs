// @ts-check
// Lists a cloud account's products with an API key, from Node 20.19 or newer:
//   DBCLOUD_API_KEY=dbc_… DBCLOUD_ACCOUNT=acme node list-products-with-key.mjs
// DBCLOUD_URL is the API's address: http://127.0.0.1:8787/api/v1 (`pnpm fake-cloud`) unless told otherwise.
import { ApiError, createApiClient, unwrap } from '@dbcloud/api-client';

const baseUrl = process.env.DBCLOUD_URL ?? 'http://127.0.0.1:8787/api/v1';
const apiKey = process.env.DBCLOUD_API_KEY;
const domainName = process.env.DBCLOUD_ACCOUNT;
if (!apiKey || !domainName) {
  console.error(
    'Set DBCLOUD_API_KEY (the key’s secret, dbc_…) and DBCLOUD_ACCOUNT (its account, e.g. acme).',
  );
  process.exit(2);
}

// Every call carries `Authorization: Bearer <key>`; no cookie, no X-Tenant-ID or X-Requested-With needed.
const api = createApiClient({ baseUrl, apiKey });
try {
  const products = await unwrap(
    api.GET('/products/get-products/{domainName}', { params: { path: { domainName } } }),
  );
  for (const product of products) {
    console.log(`${product.productId}\t${product.status}\t${product.displayName}`);
  }
} catch (error) {
  if (!(error instanceof ApiError)) throw error;
  // 401: the key is unknown, deactivated or expired (the detail says which); 403: another account.
  console.error(`${error.status} ${error.problem.title}: ${error.problem.detail ?? ''}`);
  process.exitCode = 1;
}
