import { createApiClient } from '@dbcloud/api-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EARLY_PAGES, earlyPages } from '../../../early-data';
import { startEarlyData } from '../../app/early-data';
import { budgetQuery } from '../../components/budget/api';
import { apiKeysQuery } from '../../features/api-keys/api';
import { backupProductsQuery, downloadLinksQuery, linksInfoQuery } from '../../features/backups/api';
import { benefitsQuery, currentSummaryQuery } from '../../features/billing/api';
import { dashboardQuery } from '../../features/dashboard/api';
import { createContextQuery } from '../../features/products/api';
import { productQuery } from '../../features/products/details/api';
import { productsQuery } from '../../features/products/list/api';

const ORIGIN = 'http://portal.test';
const ALL_ROLES = ['Products', 'Backups', 'Billing', 'ApiAccess', 'Support', 'Account', 'UserManagement'];

type Sent = { url: string; headers: Headers };

/** A network that records what is asked and answers `/user` with `user`, anything else with `{}`. */
function network(user: unknown) {
  const sent: Sent[] = [];
  const answers = new Map<string, Response>();
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    sent.push({ url: request.url, headers: request.headers });
    const body = request.url.endsWith('/api/v1/user') ? user : {};
    const answer = Response.json(body);
    answers.set(request.url, answer);
    return answer;
  });
  return { sent, answers, fetch };
}

function visit(pathname: string, user: unknown) {
  const net = network(user);
  vi.stubGlobal('location', new URL(pathname, ORIGIN));
  vi.stubGlobal('fetch', net.fetch);
  startEarlyData(earlyPages(), 20_000);
  return net;
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));
const owner = (roles = ALL_ROLES) => ({
  isAuthenticated: true,
  cloudAccounts: [{ domainName: 'acme', roles }],
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a signed-in page’s first data, asked for before the app arrives', () => {
  it('asks for the user, then the page’s calls, and gives each answer to the app’s same request once', async () => {
    const net = visit('/portal/acme/home', owner());
    await settled();
    expect(net.sent.map((s) => s.url)).toEqual([
      `${ORIGIN}/api/v1/user`,
      `${ORIGIN}/api/v1/configuration`,
      `${ORIGIN}/api/v1/dashboard-user-info/acme`,
      `${ORIGIN}/api/v1/api-keys/acme`,
      `${ORIGIN}/api/v1/billing/budget/acme`,
    ]);
    expect(net.sent[0]?.headers.get('X-Tenant-ID')).toBeNull();
    expect(net.sent[1]?.headers.get('X-Tenant-ID')).toBeNull();
    expect(net.sent[2]?.headers.get('X-Tenant-ID')).toBe('acme');
    expect(net.sent[2]?.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
    const url = `${ORIGIN}/api/v1/dashboard-user-info/acme`;
    expect(await fetch(new Request(url))).toBe(net.answers.get(url));
    // The second time (a refetch), and a call that changes data, go to the network.
    await fetch(new Request(url));
    await fetch(new Request(`${ORIGIN}/api/v1/api-keys/acme`, { method: 'POST' }));
    expect(net.sent).toHaveLength(7);
  });

  it('asks for no call the user’s roles do not allow, and for none in another’s or no account', async () => {
    const noKeys = visit('/portal/acme/home', owner(['Products']));
    await settled();
    expect(noKeys.sent.map((s) => s.url)).not.toContain(`${ORIGIN}/api/v1/api-keys/acme`);
    for (const user of [{ isAuthenticated: false, cloudAccounts: [] }, owner()]) {
      const net = visit(user.isAuthenticated ? '/portal/other/home' : '/portal/acme/home', user);
      await settled();
      expect(net.sent.map((s) => s.url)).toEqual([`${ORIGIN}/api/v1/user`, `${ORIGIN}/api/v1/configuration`]);
    }
  });

  it('asks for a product page’s product by the address’s id, and nothing more on a page not in the table', async () => {
    const product = visit('/portal/acme/product/general/prd-orders-eu', owner());
    await settled();
    expect(product.sent.map((s) => s.url)).toContain(`${ORIGIN}/api/v1/products/get/acme/prd-orders-eu`);
    // The tabs whose loader starts the tiers' rules too ask for them; the others do not.
    expect(product.sent.map((s) => s.url)).toContain(`${ORIGIN}/api/v1/products/create/context/acme`);
    const health = visit('/portal/acme/product/health/prd-orders-eu', owner());
    await settled();
    expect(health.sent.map((s) => s.url)).toEqual([
      `${ORIGIN}/api/v1/user`,
      `${ORIGIN}/api/v1/configuration`,
      `${ORIGIN}/api/v1/products/get/acme/prd-orders-eu`,
    ]);
    const support = visit('/portal/acme/support', owner());
    await settled();
    expect(support.sent).toHaveLength(2);
  });

  it('asks for the same requests as the loaders’ queries (paths and headers)', async () => {
    const net = network({});
    const api = createApiClient({ baseUrl: `${ORIGIN}/api/v1`, fetch: net.fetch, retry: false });
    const queries = [
      dashboardQuery(api, 'acme'),
      apiKeysQuery(api, 'acme'),
      productsQuery(api, 'acme'),
      productQuery(api, 'acme', 'prd-1'),
      createContextQuery(api, 'acme'),
      currentSummaryQuery(api, 'acme'),
      benefitsQuery(api, 'acme'),
      budgetQuery(api, 'acme'),
      backupProductsQuery(api, 'acme'),
      linksInfoQuery(api, 'acme'),
      downloadLinksQuery(api, 'acme'),
    ];
    for (const query of queries) {
      const run = query.queryFn as (context: { signal: AbortSignal }) => Promise<unknown>;
      await run({ signal: new AbortController().signal }).catch(() => undefined);
    }
    const table = EARLY_PAGES.flatMap((page) => page.calls.map((call) => call.path));
    const asked = net.sent.map((s) => new URL(s.url).pathname.replace('/api/v1', ''));
    expect(new Set(asked)).toEqual(
      new Set(table.map((path) => path.replace('{domainName}', 'acme').replace('{id}', 'prd-1'))),
    );
    for (const sent of net.sent) {
      expect(sent.headers.get('X-Tenant-ID')).toBe('acme');
      expect(sent.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
    }
  });
});
