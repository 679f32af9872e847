// The read tools of the account: a product's backups (a folder, or a database's latest backup), billing
// (this month so far, a month's cost per product, a year's invoices), the API keys. (A backup's download
// link is a change: each one is a new bearer link, tools/backups.ts.)
import { type BackupEntry, unwrap } from '@dbcloud/api-client';
import { object, ref, selfContained } from '../../contract.js';
import { type ReadTool, readTool, type ToolContext } from '../../tool.js';
import { answers, productIdInput } from '../shared.js';

const listFolder = ({ api, domainName }: ToolContext, productId: string, prefix: string) =>
  unwrap(
    api.GET('/backup/list-directory/{domainName}', {
      params: { path: { domainName }, query: { productId, prefix } },
    }),
  );

/** The UTC month of `now`, `YYYY-MM`. */
const monthOf = (now: number) => new Date(now).toISOString().slice(0, 7);

/** The first day of the month after `month` (`YYYY-MM`): the day its period is billed as of. */
function billedAsOf(month: string): string {
  const [year, index] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, index, 1)).toISOString().slice(0, 10);
}

export const ACCOUNT_READ_TOOLS: ReadTool[] = [
  readTool<{ productId: string; folder?: string }>({
    name: 'backups_list',
    group: 'backups',
    title: 'List a folder of backups',
    description:
      'Lists one folder of a product’s backups: the root ("") has a folder per database, a database one per day ("orders/2026-11-20/"), a day its files (path, kind, size, modified).',
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
    run: ({ productId, folder = '' }, context) => listFolder(context, productId, folder),
  }),
  readTool<{ productId: string; database: string }>({
    name: 'backups_latest',
    group: 'backups',
    title: 'The latest backup of a database',
    description:
      'The latest backup file of a product’s database: day, path, kind, size, when made (null if none), and how many databases and days there are. backups_link makes a download link for it.',
    input: object({
      productId: productIdInput,
      database: {
        type: 'string',
        minLength: 1,
        maxLength: 128,
        pattern: '^[A-Za-z0-9._-]+$',
        description: 'The database’s name, as backups_list’s root shows its folder (without "/").',
      },
    }),
    output: selfContained(
      object({
        productId: ref('ProductId'),
        database: { type: 'string' },
        days: { type: 'integer' },
        latest: { anyOf: [ref('BackupEntry'), { type: 'null' }] },
      }),
    ),
    run: async ({ productId, database }, context) => {
      const days = (await listFolder(context, productId, `${database}/`)).folders
        .map((folder) => folder.path)
        .sort();
      let latest: BackupEntry | null = null;
      // Newest day first; a day may hold no file yet (a backup being written).
      for (const day of [...days].reverse()) {
        const files = (await listFolder(context, productId, day)).files;
        latest =
          [...files].sort((a, b) => Date.parse(b.lastModified) - Date.parse(a.lastModified))[0] ?? null;
        if (latest) break;
      }
      return { productId, database, days: days.length, latest };
    },
  }),
  readTool<Record<string, never>>({
    name: 'billing_month',
    group: 'billing',
    title: 'This month’s bill so far',
    description:
      'The current billing month (UTC) so far: amount per product and line, credits applied, total so far and the month’s forecast, in cents with currency. Another month, or per product in full: billing_costs.',
    input: object({}),
    output: answers('BillingCurrentSummary'),
    run: (_args, { api, domainName }) =>
      unwrap(api.GET('/billing/current-summary/{domainName}', { params: { path: { domainName } } })),
  }),
  readTool<{ month?: string }>({
    name: 'billing_costs',
    group: 'billing',
    title: 'A month’s cost per product',
    description:
      'Each product’s cost in one month (the current one so far): name, tier, amount, then credits applied and the total, in cents with currency, and the invoice once billed. Cost items (compute hours, storage, transfer): billing_month.',
    input: object(
      {
        month: {
          type: 'string',
          pattern: '^20\\d{2}-(0[1-9]|1[0-2])$',
          description: 'The month, YYYY-MM (default: this month).',
        },
      },
      ['month'],
    ),
    output: selfContained(
      object({
        month: { type: 'string' },
        currency: ref('Currency'),
        invoiceId: { anyOf: [ref('InvoiceId'), { type: 'null' }] },
        products: {
          type: 'array',
          items: object({
            productId: ref('ProductId'),
            displayName: { type: 'string' },
            tier: ref('Tier'),
            amountCents: { type: 'integer' },
          }),
        },
        subtotalCents: { type: 'integer' },
        creditsAppliedCents: { type: 'integer' },
        totalCents: { type: 'integer' },
      }),
    ),
    run: async ({ month }, { api, domainName, now }) => {
      const chosen = month ?? monthOf(now());
      const details = await unwrap(
        api.GET('/billing/costs-details/{domainName}', {
          params: { path: { domainName }, query: { billedAsOf: billedAsOf(chosen) } },
        }),
      );
      return {
        month: chosen,
        currency: details.currency,
        invoiceId: details.invoiceId,
        products: details.products.map(({ productId, displayName, tier, amountCents }) => ({
          productId,
          displayName,
          tier,
          amountCents,
        })),
        subtotalCents: details.subtotal.amountCents,
        creditsAppliedCents: details.creditsApplied.amountCents,
        totalCents: details.total.amountCents,
      };
    },
  }),
  readTool<{ year?: number }>({
    name: 'billing_invoices',
    group: 'billing',
    title: 'A year’s invoices',
    description:
      'The invoices of one year (UTC), newest first: id, period, amount, status (paid, unpaid, …), and the years that have invoices.',
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
    title: 'List API keys',
    description:
      'The account’s API keys, active and inactive, newest first: id, description, creator and their roles, expiry, last use. Never a secret.',
    input: object({}),
    output: selfContained(object({ keys: ref('ApiKeyList') })),
    run: async (_args, { api, domainName }) => ({
      keys: await unwrap(api.GET('/api-keys/{domainName}', { params: { path: { domainName } } })),
    }),
  }),
];
