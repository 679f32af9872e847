// @ts-check
// Makes a temporary download link to a product's newest full backup, from Node 20.19 or newer:
//   DBCLOUD_API_KEY=dbc_… DBCLOUD_ACCOUNT=acme node backup-link.mjs [productId]
// DBCLOUD_URL is the API's address: http://127.0.0.1:8787/api/v1 (`pnpm fake-cloud`) unless told otherwise.
import { ApiError, createApiClient, unwrap } from '@dbcloud/api-client';
import { readSettings, SettingsError } from '@dbcloud/api-client/settings';

/** @type {import('@dbcloud/api-client/settings').ProgramSettings} */
let settings;
try {
  settings = readSettings(process.env);
} catch (error) {
  if (!(error instanceof SettingsError)) throw error;
  console.error(error.message);
  process.exit(2);
}
const { baseUrl, apiKey, domainName } = settings;
const productId = process.argv[2] ?? 'prd-orders-eu';
const api = createApiClient({ baseUrl, apiKey });

/** One folder of the product's backups: the root holds a folder per database, each a folder per day. */
const folder = (prefix = '') =>
  unwrap(
    api.GET('/backup/list-directory/{domainName}', {
      params: { path: { domainName }, query: { productId, prefix } },
    }),
  );

try {
  const [database] = (await folder()).folders;
  if (!database) throw new Error(`${productId} has no backups yet.`);
  const days = (await folder(database.path)).folders; // sorted by name: the newest day last
  const files = days.length > 0 ? (await folder(days[days.length - 1]?.path)).files : [];
  const newest = files.filter((file) => file.kind === 'full').at(-1);
  if (!newest) throw new Error(`${database.path} has no full backup on its newest day.`);

  // A bearer link: whoever holds it can download the file until it expires. Each call makes a new one
  // (at most 100 an hour per account); the SDK sends the call an Idempotency-Key, so a retry after a
  // lost answer gives the same link instead of spending another.
  const { link, expiresAt } = await unwrap(
    api.GET('/backup/link/{domainName}', {
      params: {
        path: { domainName },
        query: {
          productId,
          databaseName: newest.databaseName,
          innerPath: newest.innerPath,
          durationInHours: 1,
        },
      },
    }),
  );
  console.log(`${newest.path}\t${link}\t${expiresAt}`);
} catch (error) {
  if (!(error instanceof ApiError)) throw error;
  console.error(`${error.status} ${error.problem.title}: ${error.problem.detail ?? ''}`);
  if (error.requestId) console.error(`Request id: ${error.requestId}`);
  process.exitCode = 1;
}
