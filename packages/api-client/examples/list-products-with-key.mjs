// @ts-check
// Lists a cloud account's products with an API key, from Node 20.19 or newer:
//   DBCLOUD_API_KEY=dbc_… DBCLOUD_ACCOUNT=acme node list-products-with-key.mjs
// DBCLOUD_URL is the API's address: http://127.0.0.1:8787/api/v1 (`pnpm fake-cloud`) unless told otherwise.
import { ApiError, createApiClient, unwrap } from '@dbcloud/api-client';
import { readSettings, SettingsError } from '@dbcloud/api-client/settings';

// The settings the `dbcloud` CLI and the MCP server read, checked the same way (https unless on this
// machine, the key's shape, the account's), with the same words when one is missing or wrong.
/** @type {import('@dbcloud/api-client/settings').ProgramSettings} */
let settings;
try {
  settings = readSettings(process.env);
} catch (error) {
  if (!(error instanceof SettingsError)) throw error;
  console.error(error.message); // e.g. "No API key: set DBCLOUD_API_KEY to the key’s secret (dbc_…; …)."
  process.exit(2);
}
const { baseUrl, apiKey, domainName } = settings;

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
  // The server's id of the call, to quote to support.
  if (error.requestId) console.error(`Request id: ${error.requestId}`);
  process.exitCode = 1;
}
