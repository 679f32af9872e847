// Products (products, product/create): the list (search
// and sort in the URL, terminated products apart, a failed load and its retry, the empty state, 1,000
// products of megacorp in a virtualized table, the account switch) and the create wizard (live price,
// subdomain taken, a bad range refused, a failed create keeps the form, the new product running once
// the fake clock moves on).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  advanceClock,
  api,
  clearFaults,
  DEMO_TOTP_SECRET,
  expectSettledPageAccessible,
  fieldError,
  heading,
  injectFault,
  latestMail,
  OWNER,
  onPath,
  resetWorld,
  signIn,
  signOut,
  usePortal,
  visit,
  waitForStatus,
} from './support';

const MARKET = 'market@demo.dbcloud.dev';
const LIST = '/portal/acme/products';
const CREATE = '/portal/acme/product/create';

const liveTable = (page: Page) => page.getByRole('table', { name: 'Products', exact: true });
/** The product names of a table's rendered rows, top to bottom. */
const names = (page: Page, table = liveTable(page)) =>
  table
    .locator('[role="row"][aria-rowindex] a[href*="/product/general/"]:not([aria-label])')
    .allTextContents();
/** The text of a `<dd>` of a list of facts, by its `<dt>`. */
const fact = (page: Page, term: string) =>
  page.locator('dt', { hasText: term }).locator('xpath=following-sibling::dd[1]').textContent();

const price = (page: Page) =>
  page.getByRole('complementary', { name: 'Estimated price' }).getByRole('status');

/** The plan step with the defaults (Development), then the customize step filled in. */
async function fillWizard(page: Page, { name, subdomain }: { name: string; subdomain: string }) {
  await heading(page, 'Create a product').waitFor();
  await page.getByRole('heading', { name: /Step 1 of \d: Plan/ }).waitFor();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('heading', { name: /Customize/ }).waitFor();
  await page.getByLabel('Display name').fill(name);
  await page.getByLabel('Subdomain').fill(subdomain);
  await waitForStatus(page, `${subdomain} is available`);
}

describe('products list', () => {
  const portal = usePortal();

  it('lists acme’s products with their details, terminated ones apart', async () => {
    const { page } = portal;
    await signIn(page, OWNER);
    await visit(page, LIST);
    await heading(page, 'Products').waitFor();
    const orders = liveTable(page).getByRole('row').filter({ hasText: 'prd-orders-eu' });
    await orders.waitFor();
    for (const text of [
      'Running',
      'Production',
      'AWS',
      'eu-west-1',
      'a.orders.acme.dbcloud.dev',
      'd.orders.acme.dbcloud.dev',
    ]) {
      await expect.poll(() => orders.textContent()).toContain(text);
    }
    await expect
      .poll(() => orders.getByRole('link', { name: /^Manage / }).getAttribute('href'))
      .toBe('/portal/acme/product/general/prd-orders-eu');
    const terminated = page.getByRole('table', { name: 'Terminated products' });
    await terminated.getByText('prd-analytics-us').waitFor();
    await expect.poll(() => liveTable(page).getByText('prd-analytics-us').count()).toBe(0);
    // the creating product shows its status
    await liveTable(page)
      .getByRole('row')
      .filter({ hasText: 'prd-inventory-eu' })
      .getByText('Creating')
      .waitFor();
  });

  it('downloads a product’s certificate and opens the database studio with a short-lived token', async () => {
    const { page, context } = portal;
    await signIn(page, OWNER);
    await visit(page, LIST);
    const orders = liveTable(page).getByRole('row').filter({ hasText: 'prd-orders-eu' });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      orders.getByRole('button', { name: 'Download the certificate of Orders (EU)' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('certificates.zip');
    // the studio runs on the node's own address: the test answers for it
    await context.route('https://a.orders.acme.dbcloud.dev/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Studio</title>' }),
    );
    const [studio] = await Promise.all([
      context.waitForEvent('page'),
      orders.getByRole('button', { name: 'Open the database studio of Orders (EU)' }).click(),
    ]);
    await studio.waitForLoadState();
    const url = new URL(studio.url());
    expect(url.origin + url.pathname).toBe('https://a.orders.acme.dbcloud.dev/studio');
    expect(url.hash).toMatch(/^#token=studio_/);
    await studio.close();
    // a product still being created has no studio yet; a terminated one no certificate
    const inventory = liveTable(page).getByRole('row').filter({ hasText: 'prd-inventory-eu' });
    await expect
      .poll(() =>
        inventory.getByRole('button', { name: 'Open the database studio of Inventory' }).isDisabled(),
      )
      .toBe(true);
    const analytics = page
      .getByRole('table', { name: 'Terminated products' })
      .getByRole('row')
      .filter({ hasText: 'prd-analytics-us' });
    await expect
      .poll(() =>
        analytics.getByRole('button', { name: 'Download the certificate of Analytics (US)' }).isDisabled(),
      )
      .toBe(true);
  });

  it('gives each row the height of its lines: rows neither overlap nor cut their text', async () => {
    const { page } = portal;
    await signIn(page, OWNER);
    await visit(page, LIST);
    await liveTable(page).getByRole('row').filter({ hasText: 'prd-orders-eu' }).waitFor();
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      const tables = await page.evaluate(() =>
        [...document.querySelectorAll('[data-slot="table-body"]')].map((body) =>
          [...body.querySelectorAll('[data-slot="table-row"]')].map((row) => {
            const box = row.getBoundingClientRect();
            const cells = [...row.querySelectorAll('[data-slot="table-cell"]')];
            return {
              text: row.textContent ?? '',
              top: box.top,
              bottom: box.bottom,
              // a cell whose content is taller than the row would be cut at the row's edge
              cut: cells.some((cell) => cell.scrollHeight > cell.clientHeight + 1),
            };
          }),
        ),
      );
      expect(tables).toHaveLength(2);
      const rows = tables.flat();
      expect(rows.filter((row) => row.cut).map((row) => row.text)).toEqual([]);
      // within each table the rows follow each other exactly
      for (const table of tables) {
        for (let i = 1; i < table.length; i += 1) {
          expect(Math.abs((table[i]?.top ?? 0) - (table[i - 1]?.bottom ?? 0))).toBeLessThanOrEqual(1);
        }
      }
      const live = tables[0] ?? [];
      expect(live.length).toBeGreaterThan(4);
      // the four-node product's row is taller than a one-node product's
      const orders = live.find((row) => row.text.includes('prd-orders-eu'));
      const reports = live.find((row) => row.text.includes('prd-reports-eu'));
      expect((orders?.bottom ?? 0) - (orders?.top ?? 0)).toBeGreaterThan(
        (reports?.bottom ?? 0) - (reports?.top ?? 0),
      );
    }
  });

  it('keeps the search, tier and order in the URL and restores them on reload', async () => {
    const { page } = portal;
    await signIn(page, OWNER);
    await visit(page, LIST);
    await liveTable(page).waitFor();
    await page.getByRole('searchbox', { name: 'Search' }).fill('eu');
    await page.getByLabel('Sort by').selectOption('name');
    await page.waitForURL(
      (url) => url.searchParams.get('q') === 'eu' && url.searchParams.get('sort') === 'name',
    );
    await expect.poll(() => names(page)).toEqual(['Inventory', 'Ledger', 'Orders (EU)', 'Reports (EU)']);
    await page.getByLabel('Tier').selectOption('Production');
    await page.waitForURL((url) => url.searchParams.get('tier') === 'Production');
    await expect.poll(() => names(page)).toEqual(['Ledger', 'Orders (EU)']);
    await page.reload();
    await liveTable(page).waitFor();
    await expect.poll(() => page.getByRole('searchbox', { name: 'Search' }).inputValue()).toBe('eu');
    await expect.poll(() => page.getByLabel('Tier').inputValue()).toBe('Production');
    await expect.poll(() => page.getByLabel('Sort by').inputValue()).toBe('name');
    await expect.poll(() => names(page)).toEqual(['Ledger', 'Orders (EU)']);
    await expectSettledPageAccessible(page);
  });

  it('says when the list did not load, with the request’s id to copy for support, and loads it again', async () => {
    const { page, context } = portal;
    portal.allowConsoleErrors(/status of 503/);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signIn(page, OWNER);
    await injectFault(page, { match: { operationId: 'getProducts' }, status: 503 });
    // The ids the server gave the failed requests (the list's query retries a 503 before it gives up).
    const failedIds: string[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/api/v1/products/get-products/acme') && response.status() === 503) {
        failedIds.push(response.headers()['x-request-id'] ?? '');
      }
    });
    await visit(page, LIST);
    await page.getByRole('heading', { name: 'Your products did not load' }).waitFor();
    // The last failed request's id, shown in the failure's words and copied with one click.
    const failure = page.getByRole('alert').filter({ hasText: 'Your products did not load' });
    await failure.getByText(/^Request id: req_[0-9a-f]{32}/).waitFor();
    const requestId = (await failure.locator('code').textContent()) ?? '';
    expect(failedIds.at(-1)).toBe(requestId);
    await expectSettledPageAccessible(page, 'the failed list');
    await failure.getByRole('button', { name: 'Copy id' }).click();
    await failure.getByText('Copied').first().waitFor();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(requestId);
    await clearFaults(page);
    await page.getByRole('button', { name: 'Try again' }).click();
    await liveTable(page).getByText('prd-orders-eu').waitFor();
  });

  it('an account without products leads to creating one', async () => {
    const { page } = portal;
    await signIn(page, OWNER);
    await api(
      page,
      'POST',
      '/products/terminate/acme-health',
      {
        productId: 'prd-patients-us',
        hideInPortal: false,
      },
      { tenant: 'acme-health' },
    );
    await advanceClock(page, 10);
    await api(page, 'POST', '/products/delete/acme-health/prd-patients-us', {}, { tenant: 'acme-health' });
    await visit(page, '/portal/acme-health/products');
    await page.getByRole('heading', { name: 'acme-health has no products yet' }).waitFor();
    await page.getByRole('link', { name: 'Create product' }).click();
    await page.waitForURL((url) => url.pathname === '/portal/acme-health/product/create');
    await heading(page, 'Create a product').waitFor();
    expect(await heading(page, 'Create a product').isVisible()).toBe(true);
  });

  it('switching account keeps the products page', async () => {
    const { page } = portal;
    await signIn(page, OWNER);
    await visit(page, LIST);
    await liveTable(page).waitFor();
    await page.getByRole('combobox', { name: 'Cloud account' }).selectOption('acme-health');
    await page.waitForURL((url) => url.pathname === '/portal/acme-health/products');
    await liveTable(page).getByText('prd-patients-us').waitFor();
    await expect.poll(() => page.getByText('prd-orders-eu').count()).toBe(0);
  });
});

describe('products without the Products role', () => {
  const portal = usePortal();

  it('a member without the Products role: no Products item, and the list, the wizard and a product page say which role is missing', async () => {
    const { page } = portal;
    // market@ joins acme with the Support role only
    await signIn(page, OWNER);
    await visit(page, '/portal/acme/account', { axe: false });
    await page.getByRole('button', { name: 'Invite user' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite a user to acme' });
    await dialog.getByLabel('E-mail').fill(MARKET);
    await dialog.getByRole('checkbox', { name: 'Support', exact: true }).check();
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await dialog.waitFor({ state: 'detached' });
    await signOut(page);
    const { link } = await latestMail(page, MARKET, '/invitation/accept');
    await signIn(page, MARKET);
    const accept = new URL(link);
    await visit(page, accept.pathname + accept.search, { axe: false });
    await page.getByRole('button', { name: 'Accept and join acme' }).click();
    await page.waitForURL(onPath('/portal/acme/home'));

    const productCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/v1/products/')) productCalls.push(request.url());
    });
    const nav = page.getByRole('navigation', { name: 'Account' });
    await nav.getByRole('link', { name: 'Support' }).waitFor();
    await expect.poll(() => nav.getByRole('link', { name: 'Products' }).count()).toBe(0);
    for (const path of [LIST, CREATE, '/portal/acme/product/general/prd-orders-eu']) {
      await visit(page, path);
      await page.getByRole('heading', { name: /^You don’t have access to .* in acme$/ }).waitFor();
      await expect.poll(() => page.getByRole('main').textContent()).toMatch(/needs? the Products role\./);
    }
    expect(productCalls).toEqual([]);
  });
});

describe('products list with 1,000 products (large scenario)', () => {
  const portal = usePortal();

  it('renders only the rows in view and scrolls to the last product', async () => {
    const { page } = portal;
    await resetWorld(page, 'large');
    await signIn(page, OWNER);
    await visit(page, '/portal/megacorp/products');
    const table = liveTable(page);
    await table.locator('[role="row"][aria-rowindex="2"]').waitFor();
    const count = Number(await table.getAttribute('aria-rowcount'));
    expect(count).toBeGreaterThan(900);
    // the marks a benchmark reads: the data (all 1,000), then the first rows. The first of each: the list
    // is read again when polling sees a product's status change, which marks the data again later.
    const marks = await page.evaluate(() => {
      const data = performance.getEntriesByName('products:data')[0] as PerformanceMark | undefined;
      const rows = performance.getEntriesByName('products:rows')[0];
      return { count: data?.detail?.count, data: data?.startTime ?? -1, rows: rows?.startTime ?? -1 };
    });
    expect(marks.count).toBe(1000);
    expect(marks.rows).toBeGreaterThan(marks.data);
    console.log(`megacorp: first rows ${Math.round(marks.rows - marks.data)} ms after the data`);
    const rendered = () => table.locator('[role="row"][aria-rowindex]').count();
    await expect.poll(() => rendered()).toBeLessThan(40);
    const box = page.getByRole('region', { name: 'Products, scrollable', exact: true });
    await box.evaluate((element) => element.scrollTo({ top: element.scrollHeight }));
    await table.locator(`[role="row"][aria-rowindex="${count}"]`).waitFor();
    await expect.poll(() => rendered()).toBeLessThan(40);
  });
});

describe('create a product', () => {
  const portal = usePortal();

  it('shows the price as the plan changes, creates once, and the product runs after the clock moves on', {
    tags: ['dates'],
  }, async () => {
    const { page } = portal;
    await signIn(page, OWNER);
    await visit(page, LIST);
    await page.getByRole('link', { name: 'Create product' }).click();
    await heading(page, 'Create a product').waitFor();
    await expectSettledPageAccessible(page);
    await price(page)
      .getByText(/\$[\d,.]+ a month/)
      .waitFor();
    // The plan names the clouds and the storage type as the summary and the rest of the portal do.
    const clouds = await page.getByLabel('Cloud provider').locator('option').allTextContents();
    expect(clouds.length).toBeGreaterThan(1);
    for (const cloud of clouds) expect(['AWS', 'Azure', 'Google Cloud']).toContain(cloud);
    expect(await fact(page, 'Storage')).toMatch(/^\d+ GiB (Standard|Premium|Ultra)$/);
    const first = await price(page).textContent();
    await page.getByLabel('Instance').selectOption({ index: 1 });
    await expect.poll(async () => price(page).textContent()).not.toBe(first);
    const creates: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/v1/products/create') creates.push(request.method());
    });
    await fillWizard(page, { name: 'Search (EU)', subdomain: 'search' });
    await page.getByRole('radio', { name: /^LTS/ }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('heading', { name: /Summary/ }).waitFor();
    // The summary names the channel and the cloud as the choices and the rest of the portal do.
    expect(await fact(page, 'Release channel')).toBe('LTS');
    expect(await fact(page, 'Where')).toMatch(/^(AWS|Azure|Google Cloud), /);
    await expectSettledPageAccessible(page);
    await page.getByRole('button', { name: 'Create product' }).dblclick();
    await page.waitForURL((url) => url.pathname === LIST);
    expect(creates).toHaveLength(1);
    const row = liveTable(page).getByRole('row').filter({ hasText: 'Search (EU)' });
    await row.getByText('Creating').waitFor();
    await advanceClock(page, 11);
    // the list polls the status while a product is creating (every 5 s)
    await row.getByText('Running').waitFor({ timeout: 15_000 });
  });

  it('asks for a billing contact first when the account has none (globex), then goes on', async () => {
    const { page } = portal;
    await signIn(page, 'mfa@demo.dbcloud.dev', { totpSecret: DEMO_TOTP_SECRET });
    await visit(page, '/portal/globex/product/create');
    await page.getByRole('heading', { name: 'Step 1 of 4: Plan' }).waitFor();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('heading', { name: 'Step 2 of 4: Billing contact' }).waitFor();
    await expectSettledPageAccessible(page);
    await page.getByLabel('First name').fill('Gina');
    await page.getByLabel('Last name').fill('Globex');
    await page.getByLabel('Phone').fill('+1 415 555 0123');
    await page.getByLabel('Billing e-mail').fill('billing@globex.example');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await page.getByRole('heading', { name: /Customize/ }).waitFor();
    await page.getByLabel('Display name').fill('Events');
    await page.getByLabel('Subdomain').fill('events');
    await waitForStatus(page, 'events is available');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('button', { name: 'Create product' }).click();
    await page.waitForURL((url) => url.pathname === '/portal/globex/products');
    await liveTable(page).getByRole('row').filter({ hasText: 'Events' }).getByText('Creating').waitFor();
  });

  it('says a taken subdomain beside the field and refuses it', async () => {
    const { page } = portal;
    await signIn(page, OWNER);
    await visit(page, CREATE);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('Display name').fill('Reports again');
    // acme's Reports (EU) is a Development product on the subdomain "reports"
    await page.getByLabel('Subdomain').fill('reports');
    await waitForStatus(page, /reports is taken/);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect.poll(() => fieldError(page.getByLabel('Subdomain'))).toContain('reports is taken');
  });

  it('refuses a bad address range beside the field', async () => {
    const { page } = portal;
    await signIn(page, OWNER);
    await visit(page, CREATE);
    await fillWizard(page, { name: 'Ranges', subdomain: 'ranges' });
    await page.getByLabel('Allowed IPs').fill('203.0.113.0/24\n10.0.0.300');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect.poll(() => fieldError(page.getByLabel('Allowed IPs'))).toContain('10.0.0.300');
    await expect.poll(() => page.getByRole('heading', { name: /Summary/ }).count()).toBe(0);
  });

  it('a failed create says why and keeps everything typed', async () => {
    const { page } = portal;
    portal.allowConsoleErrors(/status of 500/);
    await signIn(page, OWNER);
    await visit(page, CREATE);
    await fillWizard(page, { name: 'Kept (EU)', subdomain: 'kept' });
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('heading', { name: /Summary/ }).waitFor();
    await injectFault(page, { match: { operationId: 'createProduct' }, status: 500, times: 1 });
    await page.getByRole('button', { name: 'Create product' }).click();
    await page.getByRole('alert').filter({ hasText: 'The product was not created' }).waitFor();
    expect(new URL(page.url()).pathname).toBe(CREATE);
    await page.getByRole('button', { name: 'Back' }).click();
    await expect.poll(() => page.getByLabel('Display name').inputValue()).toBe('Kept (EU)');
    await expect.poll(() => page.getByLabel('Subdomain').inputValue()).toBe('kept');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('button', { name: 'Create product' }).click();
    await page.waitForURL((url) => url.pathname === LIST);
    await liveTable(page).getByText('Kept (EU)').waitFor();
  });
});

describe('products pages in the dark theme', () => {
  const portal = usePortal({ context: { colorScheme: 'dark' } });

  it('the list and the wizard pass axe', async () => {
    const { page } = portal;
    await signIn(page, OWNER);
    await visit(page, LIST);
    await liveTable(page).waitFor();
    await expectSettledPageAccessible(page);
    await visit(page, CREATE);
    await fillWizard(page, { name: 'Dark', subdomain: 'dark' });
    await expectSettledPageAccessible(page);
  });
});
