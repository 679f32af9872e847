// The signed-in pages' first data, asked for before the app's scripts arrive: the main build writes
// src/app/early-data.ts's `startEarlyData` with the table below into a script of its own, and the portal
// build names it in the signed-in pages' HTML (dist/portal.html, `withEarlyData`) in place of
// public/theme.js, whose work it does first (one request where there were two: on a phone's network a
// page's first files wait for one of its six connections). Public pages never load it (the bundle
// budgets), and nothing of it is in the entry.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { OperationId } from '@dbcloud/api-client';
import { requiredRoles } from '@dbcloud/api-client/roles';
import type { Plugin } from 'vite';
import {
  EARLY_CONFIGURATION_PATH,
  EARLY_DATA_MS,
  EARLY_USER_PATH,
  type EarlyPage,
  startEarlyData,
} from './src/app/early-data.ts';

/** `.vite/early-data.json`: the script's file (`{ "script": "assets/early-data-….js" }`). */
export const EARLY_DATA_FILE = '.vite/early-data.json';

/** A page's address: the account's segment, then the rest; `([^/]+)` captures the account, then `id`. */
const account = (rest: string) => `^/portal/([^/]+)/${rest}/?$`;

/**
 * Each page and the calls its route's loader makes first without a search parameter (the same paths,
 * checked against the feature api functions by routes/portal/-early-data.test.ts), each with the operation
 * whose roles the loader checks before making it (`can(account, …)`; the dashboard's: any member).
 */
export const EARLY_PAGES: { pattern: string; calls: { path: string; operation: OperationId }[] }[] = [
  {
    pattern: account('home'),
    calls: [
      { path: '/dashboard-user-info/{domainName}', operation: 'getDashboardUserInfo' },
      { path: '/api-keys/{domainName}', operation: 'getApiKeys' },
      { path: '/billing/budget/{domainName}', operation: 'getBillingBudget' },
    ],
  },
  {
    pattern: account('products'),
    calls: [
      { path: '/products/get-products/{domainName}', operation: 'getProducts' },
      { path: '/billing/current-summary/{domainName}', operation: 'getBillingCurrentSummary' },
    ],
  },
  {
    // The tabs that start the tiers' rules with the product (features/products/details/loader.ts).
    pattern: account('product/(?:general|nodes|features)/([^/]+)'),
    calls: [
      { path: '/products/get/{domainName}/{id}', operation: 'getProducts' },
      { path: '/products/create/context/{domainName}', operation: 'getProducts' },
    ],
  },
  {
    pattern: account('product/[a-z-]+/([^/]+)'),
    calls: [{ path: '/products/get/{domainName}/{id}', operation: 'getProducts' }],
  },
  {
    pattern: account('product/create'),
    calls: [
      { path: '/products/create/context/{domainName}', operation: 'getProducts' },
      { path: '/billing/budget/{domainName}', operation: 'getBillingBudget' },
    ],
  },
  {
    pattern: account('billing/summary'),
    calls: [
      { path: '/billing/current-summary/{domainName}', operation: 'getBillingCurrentSummary' },
      { path: '/billing/account-benefits/{domainName}', operation: 'getBillingCurrentSummary' },
      { path: '/billing/budget/{domainName}', operation: 'getBillingBudget' },
    ],
  },
  {
    pattern: account('backups'),
    calls: [
      { path: '/backup/products/{domainName}', operation: 'getBackupProducts' },
      { path: '/backup/links-info/{domainName}', operation: 'getBackupProducts' },
      { path: '/backup/download-links/{domainName}', operation: 'getBackupProducts' },
    ],
  },
  {
    pattern: account('apiKeys'),
    calls: [{ path: '/api-keys/{domainName}', operation: 'getApiKeys' }],
  },
];

/** The table as the script carries it: each call with the roles of which the user needs one. */
export function earlyPages(): EarlyPage[] {
  return EARLY_PAGES.map(({ pattern, calls }) => ({
    pattern,
    calls: calls.map(({ path, operation }) => {
      const needed = requiredRoles[operation];
      return { path, roles: needed === 'none' || needed === 'member' ? [] : [...needed] };
    }),
  }));
}

/**
 * The script's source: public/theme.js (the chosen theme on <html> before the first paint: the script
 * runs where theme.js would, synchronously in <head>), then the function, called with the table.
 */
export const earlyDataSource = (): string =>
  // theme.js without its comment lines (they explain it where it lives).
  `${readFileSync(path.join(import.meta.dirname, 'public/theme.js'), 'utf8').replace(/^\s*\/\/.*\n/gm, '')}\n` +
  `(${startEarlyData.toString()})(${JSON.stringify(earlyPages())},${EARLY_DATA_MS});\n`;

export function earlyData(): Plugin {
  return {
    name: 'dbcloud:early-data',
    apply: 'build',
    generateBundle() {
      const id = this.emitFile({ type: 'asset', name: 'early-data.js', source: earlyDataSource() });
      this.emitFile({
        type: 'asset',
        fileName: EARLY_DATA_FILE,
        source: `${JSON.stringify({ script: this.getFileName(id) })}\n`,
      });
    },
  };
}

/** The page's theme script (public/theme.js), which the early data script replaces. */
const THEME_SCRIPT = '<script src="/theme.js"></script>';

/**
 * A signed-in page's HTML with the early data script (`script`, its file in dist) in theme.js's place,
 * after preloads of the user's data and the configuration, which that script asks for first: they are
 * asked for with the page's own files.
 */
export function withEarlyData(html: string, script: string): string {
  if (!html.includes(THEME_SCRIPT)) throw new Error(`the page has no ${THEME_SCRIPT} to replace`);
  const data = [EARLY_USER_PATH, EARLY_CONFIGURATION_PATH]
    .map((href) => `<link rel="preload" as="fetch" crossorigin href="${href}">`)
    .join('');
  return html.replace(THEME_SCRIPT, `${data}<script src="/${script}"></script>`);
}
