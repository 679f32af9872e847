// Backups: browsing a product's backup folders (the
// folder in the URL, the breadcrumb back), temporary download links (a duration, the expiry, a failed
// one keeping the choice), the encryption key on request, revoking every link (confirmed), the empty,
// failed and 10,000-file folders, switching account, axe in both themes.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  animationsDone,
  api,
  clearFaults,
  expectSettledPageAccessible,
  fakeNow,
  heading,
  injectFault,
  installClock,
  OWNER,
  resetWorld,
  searchOf,
  signIn,
  usePortal,
  visit,
} from './support';

const ORDERS = '/portal/acme/backups?productId=prd-orders-eu&database=orders';

const listing = (page: Page) => page.getByRole('region', { name: 'Folder contents' });
const caption = (page: Page) => listing(page).locator('caption');
const breadcrumb = (page: Page) => page.getByRole('navigation', { name: 'Folder' });
const linksCount = (page: Page) => page.getByTestId('links-count');
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** The newest day folder of acme's Orders (EU) `orders` database, and its files. */
async function newestOrdersDay(page: Page) {
  const root = await api<{ folders: { name: string }[] }>(
    page,
    'GET',
    '/backup/list-directory/acme?productId=prd-orders-eu&prefix=orders/',
    undefined,
    { tenant: 'acme' },
  );
  const day = root.folders.at(-1)?.name ?? '';
  const folder = await api<{ files: { name: string; innerPath: string }[] }>(
    page,
    'GET',
    `/backup/list-directory/acme?productId=prd-orders-eu&prefix=orders/${day}/`,
    undefined,
    { tenant: 'acme' },
  );
  return { day, files: folder.files, days: root.folders.map((f) => f.name) };
}

/**
 * A fresh world at 10:00 UTC on the fake clock's day. The day's backups run at 02:00, 08:00, 12:00 and
 * 18:00 UTC (up to 15 minutes each) and a new day's folder starts at midnight, so a test that reads the
 * newest folder through the API, then on the page, could see it change in between; at 10:00 it cannot.
 */
async function betweenBackups(page: Page): Promise<void> {
  const today = (await fakeNow(page)).toISOString().slice(0, 10);
  await resetWorld(page, 'default', { at: new Date(`${today}T10:00:00Z`) });
}

describe('backups', () => {
  const portal = usePortal();

  it('Backups in the navigation opens the first product at its first database; an unknown product says so', async () => {
    const { page } = portal;
    await signIn(page, OWNER);
    await visit(page, '/portal/acme/home');
    await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Backups' }).click();
    await heading(page, 'Backups').waitFor();
    // acme's products with backups by name: Analytics (US) first (terminated products keep theirs).
    await caption(page).getByText('events/').waitFor();
    await expect.poll(() => page.getByLabel('Product').inputValue()).toBe('prd-analytics-us');
    await expect.poll(() => page.getByLabel('Database').inputValue()).toBe('events');
    await expectSettledPageAccessible(page);

    // A product the account does not have: said so, and the first product is shown instead.
    await visit(page, '/portal/acme/backups?productId=prd-nowhere');
    await page.getByRole('status').filter({ hasText: 'prd-nowhere has no backups in acme' }).waitFor();
    await caption(page).getByText('events/').waitFor();
  });

  it('browses a product’s folders: the folder is in the URL, a reload keeps it, the breadcrumb goes back', {
    tags: ['dates'],
  }, async () => {
    const { page } = portal;
    await betweenBackups(page);
    await signIn(page, OWNER);
    const { day, days, files } = await newestOrdersDay(page);
    await visit(page, '/portal/acme/backups');

    // Choose Orders (EU) and its orders database: the day folders, newest first.
    await page.getByLabel('Product').selectOption('prd-orders-eu');
    await page.waitForURL((url) => url.searchParams.get('productId') === 'prd-orders-eu');
    // The product's databases replace the previous product's once they have loaded: its first is chosen.
    await expect.poll(() => page.getByLabel('Database').inputValue()).toBe('customers');
    await page.getByLabel('Database').selectOption('orders');
    await caption(page).getByText(`orders/: ${days.length} folders`).waitFor();
    const firstFolder = listing(page).getByRole('row').nth(1).getByRole('link');
    await expect.poll(() => firstFolder.textContent()).toBe(day);

    await firstFolder.click();
    await caption(page).getByText(`orders/${day}/: ${files.length} files`).waitFor();
    expect(searchOf(page)).toEqual({ productId: 'prd-orders-eu', database: 'orders', path: `${day}/` });
    for (const file of files)
      await listing(page)
        .getByRole('row', { name: new RegExp(file.name) })
        .waitFor();
    await expect.poll(() => breadcrumb(page).locator('[aria-current="location"]').textContent()).toBe(day);
    await expectSettledPageAccessible(page);

    await page.reload();
    await caption(page).getByText(`orders/${day}/: ${files.length} files`).waitFor();
    await expect.poll(() => page.getByLabel('Product').inputValue()).toBe('prd-orders-eu');

    await breadcrumb(page).getByRole('link', { name: 'orders' }).click();
    await caption(page).getByText(`orders/: ${days.length} folders`).waitFor();
    expect(searchOf(page)).toEqual({ productId: 'prd-orders-eu', database: 'orders' });
  });

  it('makes a download link for a file: the duration chosen, the expiry shown, copied; it is counted and listed', {
    tags: ['dates'],
  }, async () => {
    const { page, context } = portal;
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await betweenBackups(page);
    await signIn(page, OWNER);
    const { day, files } = await newestOrdersDay(page);
    const file = files[0];
    if (!file) throw new Error('no file in the newest day folder');
    await visit(page, `${ORDERS}&path=${day}/`);
    await expect.poll(() => linksCount(page).textContent()).toBe('No active download links');
    await expect.poll(() => page.getByRole('button', { name: 'Revoke all links' }).isDisabled()).toBe(true);

    await listing(page)
      .getByRole('button', { name: `Get link for ${file.name}` })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Download link' });
    await dialog.waitFor();
    await expect.poll(() => dialog.getByLabel('Valid for').inputValue()).toBe('24');
    await dialog.getByLabel('Valid for').selectOption({ label: '7 days' });
    await animationsDone(page);
    await expectSettledPageAccessible(page);
    const answered = page.waitForResponse((r) => r.url().includes('/api/v1/backup/link/acme'));
    await dialog.getByRole('button', { name: 'Create link' }).click();
    const response = await answered;
    expect(new URL(response.url()).searchParams.get('durationInHours')).toBe('168');
    const made = (await response.json()) as { link: string; expiresAt: string };
    const now = await fakeNow(page);
    expect(Math.abs(Date.parse(made.expiresAt) - now.getTime() - 168 * 3_600_000)).toBeLessThan(60_000);

    const linkField = dialog.getByLabel('Link');
    await linkField.waitFor();
    await expect.poll(() => linkField.inputValue()).toBe(made.link);
    const expires = await page.evaluate(
      (iso) =>
        new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso)),
      made.expiresAt,
    );
    await dialog.getByText(`Expires ${expires}`).waitFor();
    await dialog.getByRole('button', { name: 'Copy link' }).click();
    await dialog.getByRole('button', { name: 'Copied' }).waitFor();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(made.link);
    await page.getByRole('status').filter({ hasText: 'Download link ready' }).first().waitFor();
    await animationsDone(page);
    await expectSettledPageAccessible(page);

    await dialog.getByRole('button', { name: 'Done' }).click();
    await dialog.waitFor({ state: 'detached' });
    await linksCount(page).getByText('1 active download link').waitFor();
    const row = page
      .getByRole('table', { name: 'Active download links, newest first' })
      .getByRole('row')
      .nth(1);
    await row.getByText(file.name).waitFor();
    await row.getByText('Orders (EU), orders').waitFor();
    await row.getByText(expires).waitFor();
    await expect.poll(() => page.getByRole('button', { name: 'Revoke all links' }).isDisabled()).toBe(false);
  });

  it('a failed link says why in the dialog and keeps the chosen duration; the next try makes it', async () => {
    const { page } = portal;
    portal.allowConsoleErrors(/status of 503/);
    await betweenBackups(page);
    await signIn(page, OWNER);
    const { day, files } = await newestOrdersDay(page);
    const file = files[0];
    if (!file) throw new Error('no file in the newest day folder');
    await visit(page, `${ORDERS}&path=${day}/`);
    await injectFault(page, { match: { operationId: 'getBackupLink' }, status: 503, times: 1 });
    await listing(page)
      .getByRole('button', { name: `Get link for ${file.name}` })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Download link' });
    await dialog.getByLabel('Valid for').selectOption({ label: '3 days' });
    await dialog.getByRole('button', { name: 'Create link' }).click();
    await dialog.getByRole('alert').filter({ hasText: 'The link was not made' }).waitFor();
    await expect.poll(() => dialog.getByLabel('Valid for').inputValue()).toBe('72');
    await animationsDone(page);
    await expectSettledPageAccessible(page);
    await expect.poll(() => linksCount(page).textContent()).toBe('No active download links');

    const answered = page.waitForResponse((r) => r.url().includes('/api/v1/backup/link/acme'));
    await dialog.getByRole('button', { name: 'Create link' }).click();
    expect(new URL((await answered).url()).searchParams.get('durationInHours')).toBe('72');
    await dialog.getByLabel('Link').waitFor();
    await expect.poll(() => dialog.getByRole('alert').count()).toBe(0);
  });

  it('shows the product’s encryption key only when asked, copyable, and hides it again', async () => {
    const { page, context } = portal;
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signIn(page, OWNER);
    const key = await api<{ key: string }>(
      page,
      'GET',
      '/backup/encryption-key/acme?productId=prd-orders-eu',
      undefined,
      { tenant: 'acme' },
    );
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/backup/encryption-key/')) asked.push(request.url());
    });
    await visit(page, ORDERS);
    expect(asked).toEqual([]);
    await expect.poll(() => page.getByText(key.key).count()).toBe(0);

    await page.getByRole('button', { name: 'Show key' }).click();
    await page.getByText(key.key).waitFor();
    await page.getByText(/^AES-256-GCM, made \d{1,2} \w+ \d{4}$/).waitFor();
    await page.getByRole('button', { name: 'Copy key' }).click();
    await page.getByRole('button', { name: 'Copied' }).waitFor();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(key.key);
    await expectSettledPageAccessible(page);

    await page.getByRole('button', { name: 'Hide key' }).click();
    await page.getByText(key.key).waitFor({ state: 'detached' });
    expect(asked).toHaveLength(1);
  });

  it('revokes every active link after a confirmation (cancelling keeps them)', async () => {
    const { page } = portal;
    await betweenBackups(page);
    await signIn(page, OWNER);
    const { day, files } = await newestOrdersDay(page);
    for (const file of files.slice(0, 2)) {
      await api(
        page,
        'GET',
        `/backup/link/acme?productId=prd-orders-eu&databaseName=orders&innerPath=${encodeURIComponent(file.innerPath)}&durationInHours=24`,
        undefined,
        { tenant: 'acme' },
      );
    }
    await visit(page, `${ORDERS}&path=${day}/`);
    await linksCount(page).getByText('2 active download links').waitFor();
    const links = page.getByRole('table', { name: 'Active download links, newest first' });
    await expect.poll(() => links.getByRole('row').count()).toBe(3);

    const revoke = page.getByRole('button', { name: 'Revoke all links' });
    await revoke.click();
    const confirm = page.getByRole('alertdialog', { name: 'Revoke every download link?' });
    await confirm.getByText('The 2 active download links of acme stop working at once').waitFor();
    await animationsDone(page);
    await expectSettledPageAccessible(page);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'detached' });
    await expect.poll(() => linksCount(page).textContent()).toBe('2 active download links');

    await revoke.click();
    await confirm.getByRole('button', { name: 'Revoke all links' }).click();
    await page.getByRole('status').filter({ hasText: 'Revoked 2 download links' }).first().waitFor();
    await confirm.waitFor({ state: 'detached' });
    await linksCount(page).getByText('No active download links').waitFor();
    await page.getByText('Links you make appear here until they expire or are revoked.').waitFor();
    await expect.poll(() => revoke.isDisabled()).toBe(true);
    const info = await api<{ count: number }>(page, 'GET', '/backup/links-info/acme', undefined, {
      tenant: 'acme',
    });
    expect(info.count).toBe(0);
  });

  it('an empty folder, and an account without backups, say so', async () => {
    const { page } = portal;
    await signIn(page, OWNER);
    // The fake cloud lists no empty folder (it leaves out days without files): the answer is shaped here.
    await page.route('**/api/v1/backup/list-directory/**', (route) =>
      route.fulfill({ json: { productId: 'prd-orders-eu', prefix: 'orders/', folders: [], files: [] } }),
    );
    await visit(page, ORDERS);
    await page.getByRole('heading', { name: 'This folder is empty' }).waitFor();
    await page.getByText('orders/ holds no backup files.').waitFor();

    await page.route('**/api/v1/backup/products/**', (route) => route.fulfill({ json: { products: [] } }));
    await visit(page, '/portal/acme/backups');
    await page.getByRole('heading', { name: 'acme has no backups yet' }).waitFor();
    await expect.poll(() => page.getByLabel('Product').count()).toBe(0);
  });

  it('a folder that fails to load says so with a retry; the links still show', async () => {
    const { page } = portal;
    await installClock(page);
    portal.allowConsoleErrors(/status of 503/);
    await signIn(page, OWNER);
    await injectFault(page, { match: { operationId: 'listBackupDirectory' }, status: 503 });
    await page.goto(ORDERS);
    await heading(page, 'Backups').waitFor();
    // GETs retry with backoff: run the page's clock through the retries until the folder gives up.
    const failed = page.getByRole('alert').filter({ hasText: 'This folder did not load' });
    await expect
      .poll(
        async () => {
          await page.clock.fastForward(4_000);
          return failed.isVisible();
        },
        { timeout: 15_000 },
      )
      .toBe(true);
    await linksCount(page).getByText('No active download links').waitFor();
    await expectSettledPageAccessible(page);

    await clearFaults(page);
    await failed.getByRole('button', { name: 'Try again' }).click();
    await caption(page)
      .getByText(/^orders\/: \d+ folders$/)
      .waitFor();
    await expect.poll(() => failed.count()).toBe(0);
  });

  it('switching account keeps the backups page, at the new account’s first product', async () => {
    const { page } = portal;
    await betweenBackups(page);
    await signIn(page, OWNER);
    const { day } = await newestOrdersDay(page);
    await visit(page, `${ORDERS}&path=${day}/`);
    await caption(page).getByText(`orders/${day}/`, { exact: false }).waitFor();
    await page.getByRole('combobox', { name: 'Cloud account' }).selectOption('acme-health');
    await page.waitForURL((url) => url.pathname === '/portal/acme-health/backups');
    expect(searchOf(page)).toEqual({});
    await heading(page, 'Backups').waitFor();
    await caption(page).getByText('patients/').waitFor();
    await expect.poll(() => page.getByLabel('Product').inputValue()).toBe('prd-patients-us');
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'has no backups in' }).count())
      .toBe(0);
    await expectSettledPageAccessible(page);
  });

  it('megacorp’s folder of 10,000 files scrolls end to end with a small DOM, every row’s position announced', async () => {
    const { page } = portal;
    await resetWorld(page, 'large');
    await signIn(page, OWNER);
    const yesterday = isoDay(new Date((await fakeNow(page)).getTime() - 86_400_000));
    await visit(page, '/portal/megacorp/backups');
    await listing(page).getByRole('link', { name: yesterday }).click();
    await caption(page)
      .getByText(/: 10,000 files$/)
      .waitFor();
    const table = listing(page).getByRole('table');
    await expect.poll(() => table.getAttribute('aria-rowcount')).toBe('10001');
    const rows = listing(page).getByRole('row');
    await expect.poll(() => rows.count()).toBeLessThan(60);

    // Scroll to the end: the last file is rendered as row 10,001 of 10,001; the DOM stays small.
    await listing(page).evaluate((box) => {
      box.scrollTop = box.scrollHeight;
    });
    const last = listing(page).locator('[role="row"][aria-rowindex="10001"]');
    await last.waitFor();
    await expect.poll(() => last.getByRole('button', { name: /^Get link for / }).count()).toBe(1);
    await expect.poll(() => rows.count()).toBeLessThan(60);
    await expectSettledPageAccessible(page);

    // Halfway: the rows there, in order.
    await listing(page).evaluate((box) => {
      box.scrollTop = box.scrollHeight / 2;
    });
    await expect
      .poll(async () => Number(await rows.nth(1).getAttribute('aria-rowindex')))
      .toBeGreaterThan(4_000);
    const indexes = await rows.evaluateAll((all) =>
      all.slice(1).map((row) => Number(row.getAttribute('aria-rowindex'))),
    );
    expect(indexes).toEqual(indexes.map((_, i) => (indexes[0] ?? 0) + i));
  });
});

describe('backups in dark', () => {
  const portal = usePortal({ context: { colorScheme: 'dark' } });

  it('the page, a day folder, the key, the link dialog and the revoke confirmation pass axe', async () => {
    const { page } = portal;
    await betweenBackups(page);
    await signIn(page, OWNER);
    const { day, files } = await newestOrdersDay(page);
    await visit(page, `${ORDERS}&path=${day}/`);
    await page.getByRole('button', { name: 'Show key' }).click();
    await page.getByText(/^AES-256-GCM/).waitFor();
    await expectSettledPageAccessible(page);
    await listing(page)
      .getByRole('button', { name: `Get link for ${files[0]?.name}` })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Download link' });
    await dialog.getByRole('button', { name: 'Create link' }).click();
    await dialog.getByLabel('Link').waitFor();
    await animationsDone(page);
    await expectSettledPageAccessible(page);
    await dialog.getByRole('button', { name: 'Done' }).click();
    await linksCount(page).getByText('1 active download link').waitFor();
    await page.getByRole('button', { name: 'Revoke all links' }).click();
    await page.getByRole('alertdialog', { name: 'Revoke every download link?' }).waitFor();
    await animationsDone(page);
    await expectSettledPageAccessible(page);
  });
});
