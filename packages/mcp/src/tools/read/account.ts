// The read tools of the account: a product's backups, billing, the API keys. (A backup's download link
// is a change: each one is a new bearer link, tools/backups.ts.)
import { unwrap } from '@dbcloud/api-client';
import { object, ref, selfContained } from '../../contract.js';
import { type ReadTool, readTool } from '../../tool.js';
import { answers, productIdInput } from '../shared.js';

export const ACCOUNT_READ_TOOLS: ReadTool[] = [
  readTool<{ productId: string; folder?: string }>({
    name: 'backups_list',
    group: 'backups',
    title: 'List a folder of a product’s backups',
    description:
      'Lists one folder of a product’s backups: the root ("") holds one folder per database, a database folder one per day ("orders/2026-11-20/"), a day its files (path, kind, size, last modified).',
    input: object(
      {
        productId: productIdInput,
        folder: {
          type: 'string',
          maxLength: 1024,
          pattern: '^([A-Za-z0-9._-]+/)*$',
          default: '',
          description: 'The folder, ending with "/", as a listing shows it; default the root ("").',
        },
      },
      ['folder'],
    ),
    output: answers('BackupDirectory'),
    run: ({ productId, folder = '' }, { api, domainName }) =>
      unwrap(
        api.GET('/backup/list-directory/{domainName}', {
          params: { path: { domainName }, query: { productId, prefix: folder } },
        }),
      ),
  }),
  readTool<Record<string, never>>({
    name: 'billing_month',
    group: 'billing',
    title: 'This month’s bill so far',
    description:
      'The current billing period (a UTC calendar month) so far: the amount per product and line, credits applied, the total so far and the forecast for the whole month. Amounts are in cents with their currency.',
    input: object({}),
    output: answers('BillingCurrentSummary'),
    run: (_args, { api, domainName }) =>
      unwrap(api.GET('/billing/current-summary/{domainName}', { params: { path: { domainName } } })),
  }),
  readTool<{ year?: number }>({
    name: 'billing_invoices',
    group: 'billing',
    title: 'A year’s invoices',
    description:
      'The invoices of one year (default: this year, UTC), newest first: id, period, amount, status (paid, unpaid, …), and the years that have invoices.',
    input: object(
      {
        year: {
          type: 'integer',
          minimum: 2000,
          maximum: 2100,
          description: 'The year (default: this year).',
        },
      },
      ['year'],
    ),
    output: answers('BillingHistory'),
    run: ({ year }, { api, domainName, now }) =>
      unwrap(
        api.GET('/billing/history/{domainName}', {
          params: { path: { domainName }, query: { selectedYear: year ?? new Date(now()).getUTCFullYear() } },
        }),
      ),
  }),
  readTool<Record<string, never>>({
    name: 'api_keys_list',
    group: 'keys',
    title: 'List the account’s API keys',
    description:
      'The account’s API keys, active and inactive, newest first: id, description, who created it and their roles, when it expires and was last used, and any deactivation. Never a secret: a key’s secret is shown once, in the portal, when it is created.',
    input: object({}),
    output: selfContained(object({ keys: ref('ApiKeyList') })),
    run: async (_args, { api, domainName }) => ({
      keys: await unwrap(api.GET('/api-keys/{domainName}', { params: { path: { domainName } } })),
    }),
  }),
];
