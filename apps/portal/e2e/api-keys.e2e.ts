// API keys: the list with its expiry badges, creating a
// key whose secret is shown once (copied, then gone for good), editing, deactivating after confirmation,
// an expiry beyond one year refused before anything is sent, the reminder mailed seven days before a key
// expires, the home page's keys expiring soon, a failed load, and axe in both themes. Least privilege:
// the form's roles (the creator's, all checked) and read-only, a read-only key refused a change in
// words, a role its creator lacks refused, and the page fitting a 1280 px window and a phone.
import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  advanceClock,
  api,
  apiResponse,
  clearFaults,
  expectSettledPageAccessible,
  fieldError,
  heading,
  injectFault,
  mailbox,
  OWNER,
  signIn,
  usePortal,
  visit,
} from './support';

const PAGE = '/portal/acme/apiKeys';

const row = (page: Page, description: string) =>
  page.getByRole('row').filter({ has: page.getByRole('cell', { name: new RegExp(`^${description}`) }) });

/** A date input's value `days` days from today (the browser's local calendar). */
const daysAhead = (page: Page, days: number) =>
  page.evaluate((n) => {
    const date = new Date();
    date.setDate(date.getDate() + n);
    const pad = (value: number) => String(value).padStart(2, '0');
    return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  }, days);

/** Every create/modify/deactivate call the page sends. */
function keyChanges(page: Page): Request[] {
  const sent: Request[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (request.method() === 'POST' && /^\/api\/v1\/api-keys\/(create|modify|deactivate)/.test(pathname))
      sent.push(request);
  });
  return sent;
}

async function openKeys(page: Page): Promise<void> {
  await visit(page, PAGE, { axe: false });
  await heading(page, 'API keys').waitFor();
  await row(page, 'CI deployments').waitFor();
  await expectSettledPageAccessible(page);
}

describe('API keys', () => {
  const portal = usePortal();

  it('says what each key may do (its creator’s roles) and that a removed member’s key went with them', async () => {
    const { page } = portal;
    await signIn(page, 'member@demo.dbcloud.dev');
    const expiresAt = new Date(Date.now() + 30 * 86_400_000).toISOString();
    await api(
      page,
      'POST',
      '/api-keys/create',
      { domainName: 'acme', description: 'Mia’s report', expiresAt },
      { tenant: 'acme' },
    );
    await signIn(page, OWNER);
    await api(page, 'DELETE', '/users/unlink/acme', { email: 'member@demo.dbcloud.dev' }, { tenant: 'acme' });
    await openKeys(page);
    const ci = row(page, 'CI deployments');
    await ci.getByText('Creator’s roles', { exact: true }).click();
    await ci.getByText('Products, Backups, Billing, API keys, Support').waitFor();
    const gone = row(page, 'Mia’s report');
    await gone.getByText('Deactivated').waitFor();
    await gone.getByText(/, when its creator left the account$/).waitFor();
    await expect.poll(() => gone.getByRole('button').count()).toBe(0);
  });

  it('lists acme’s keys with who made them, their state, and a badge for the one expiring soon', {
    tags: ['dates'],
  }, async () => {
    const { page } = portal;
    await signIn(page, OWNER);
    await openKeys(page);
    await expect
      .poll(() =>
        row(page, 'Terraform')
          .getByText(/^Expires in (9|10) days$/)
          .count(),
      )
      .toBe(1);
    await expect.poll(() => row(page, 'Terraform').getByText('Active', { exact: true }).count()).toBe(1);
    await expect
      .poll(() =>
        row(page, 'CI deployments')
          .getByText(/^Expires in/)
          .count(),
      )
      .toBe(0);
    await expect.poll(() => row(page, 'CI deployments').getByText(`by ${OWNER}`).count()).toBe(1);
    const old = row(page, 'Old reporting job');
    await expect.poll(() => old.getByText('Deactivated', { exact: true }).count()).toBe(1);
    // a deactivated key can be neither changed nor deactivated again
    await expect.poll(() => old.getByRole('button').count()).toBe(0);
    // the navigation leads here
    await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'API keys' }).waitFor();
  });

  it('creates a key, shows its secret once with copy, and never again after a reload', {
    tags: ['dates'],
  }, async () => {
    const { page, context, baseUrl } = portal;
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
    await signIn(page, OWNER);
    await openKeys(page);
    const sent = keyChanges(page);

    await page.getByRole('button', { name: 'Create API key' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create an API key' });
    await dialog.getByLabel('Description').fill('Nightly export');
    await dialog.getByLabel('Expires on').fill(await daysAhead(page, 60));
    await expectSettledPageAccessible(page, 'the new key form', '[role="dialog"]');
    await dialog.getByRole('button', { name: 'Create key' }).click();

    const secretDialog = page.getByRole('dialog', { name: 'Copy the secret of Nightly export' });
    await secretDialog.getByText('You will not see it again').waitFor();
    const secret = (await secretDialog.locator('code', { hasText: /^dbc_/ }).textContent()) ?? '';
    expect(secret).toMatch(/^dbc_[A-Za-z0-9]{40}$/);
    await expectSettledPageAccessible(page, 'the secret', '[role="dialog"]');
    await secretDialog.getByRole('button', { name: 'Copy secret' }).click();
    await secretDialog.getByText('Secret copied').first().waitFor();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
    expect(sent).toHaveLength(1);

    await secretDialog.getByRole('button', { name: 'Done, I have stored it' }).click();
    await secretDialog.waitFor({ state: 'detached' });
    await row(page, 'Nightly export').waitFor();
    await expect.poll(() => page.getByText(secret).count()).toBe(0);

    await page.reload();
    await row(page, 'Nightly export').waitFor();
    await expect.poll(() => row(page, 'Nightly export').getByText('Active', { exact: true }).count()).toBe(1);
    await expect.poll(() => page.content()).not.toContain(secret);
    await expect
      .poll(() => page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage })))
      .not.toContain(secret);
  });

  it('refuses an expiry beyond one year before sending, and keeps what was typed', {
    tags: ['dates'],
  }, async () => {
    const { page } = portal;
    await signIn(page, OWNER);
    await openKeys(page);
    const sent = keyChanges(page);
    await page.getByRole('button', { name: 'Create API key' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create an API key' });
    await dialog.getByLabel('Description').fill('Too long-lived');
    const expiry = dialog.getByLabel('Expires on');
    await expiry.fill(await daysAhead(page, 400));
    await dialog.getByRole('button', { name: 'Create key' }).click();
    await expect.poll(() => fieldError(expiry)).toContain('A key can be valid for at most one year');
    await expect.poll(() => dialog.getByLabel('Description').inputValue()).toBe('Too long-lived');
    await expectSettledPageAccessible(page, 'the refused expiry', '[role="dialog"]');
    expect(sent).toHaveLength(0);

    // a year from today is fine
    await expiry.fill(await daysAhead(page, 365));
    await dialog.getByRole('button', { name: 'Create key' }).click();
    await page.getByRole('dialog', { name: 'Copy the secret of Too long-lived' }).waitFor();
    expect(sent).toHaveLength(1);
  });

  it('edits a key’s description and expiry, then deactivates it after confirmation', {
    tags: ['dates'],
  }, async () => {
    const { page } = portal;
    await signIn(page, OWNER);
    await openKeys(page);

    await row(page, 'Terraform').getByRole('button', { name: 'Edit Terraform' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Terraform' });
    await edit.getByLabel('Description').fill('Terraform (prod)');
    await edit.getByLabel('Expires on').fill(await daysAhead(page, 120));
    await expectSettledPageAccessible(page, 'the edit form', '[role="dialog"]');
    await edit.getByRole('button', { name: 'Save key' }).click();
    await edit.waitFor({ state: 'detached' });
    const edited = row(page, 'Terraform \\(prod\\)');
    await edited.waitFor();
    // 120 days out: no "expires in" badge any more
    await expect.poll(() => edited.getByText(/^Expires in/).count()).toBe(0);

    await edited.getByRole('button', { name: 'Deactivate Terraform (prod)' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Deactivate Terraform (prod)?' });
    await expectSettledPageAccessible(page, 'the confirmation', '[role="alertdialog"]');
    // cancelling changes nothing
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'detached' });
    await expect.poll(() => edited.getByText('Active', { exact: true }).count()).toBe(1);

    await edited.getByRole('button', { name: 'Deactivate Terraform (prod)' }).click();
    await confirm.getByRole('button', { name: 'Deactivate key' }).click();
    await confirm.waitFor({ state: 'detached' });
    await edited.getByText('Deactivated', { exact: true }).waitFor();
    await expect.poll(() => edited.getByRole('button').count()).toBe(0);
  });

  it('mails the creator a reminder once the fake clock passes seven days before a key expires', {
    tags: ['dates'],
  }, async () => {
    const { page } = portal;
    await signIn(page, OWNER);
    const reminders = async () =>
      (await mailbox(page, OWNER)).filter((mail) => mail.subject.startsWith('Your API key'));
    await expect.poll(() => reminders()).toEqual([]);
    // Terraform expires in 9 days: its reminder is due in 2
    await advanceClock(page, 2 * 24 * 60 + 5);
    await expect.poll(async () => (await reminders()).length).toBe(1);
    const [reminder, ...others] = await reminders();
    expect(others).toEqual([]);
    expect(reminder?.subject).toMatch(/^Your API key “Terraform” for acme expires on /);
    // the mail's link opens the keys page
    await visit(page, new URL(reminder?.link ?? '').pathname, { axe: false });
    await heading(page, 'API keys').waitFor();
  });

  it('lists the keys expiring soon on the home page, linking to the keys', { tags: ['dates'] }, async () => {
    const { page } = portal;
    await signIn(page, OWNER);
    await visit(page, '/portal/acme/home');
    const card = page
      .locator('[data-slot="card"]')
      .filter({ has: page.getByRole('heading', { name: 'API keys expiring soon' }) });
    await card.getByText('Terraform').waitFor();
    await expect.poll(() => card.getByText('CI deployments').count()).toBe(0);
    await card.getByRole('link', { name: /in API keys/ }).click();
    await heading(page, 'API keys').waitFor();
    expect(new URL(page.url()).pathname).toBe(PAGE);
  });

  it('shows a failed load with a retry', async () => {
    const { page } = portal;
    await signIn(page, OWNER);
    portal.allowConsoleErrors(/status of 503/);
    await injectFault(page, { match: { operationId: 'getApiKeys' }, status: 503 });
    await visit(page, PAGE, { axe: false });
    await page.getByRole('heading', { name: 'Your API keys did not load' }).waitFor();
    await expectSettledPageAccessible(page);
    await clearFaults(page);
    await page.getByRole('button', { name: /retry|try again/i }).click();
    await row(page, 'CI deployments').waitFor();
  });

  it('tells a member without the API keys role why the page is closed', async () => {
    const { page } = portal;
    // mfa@ owns globex; invited to acme with Products and Backups only
    await signIn(page, 'mfa@demo.dbcloud.dev');
    await visit(page, '/invitation/accept?link=acme-mfa-demo-invitation', { axe: false });
    await page.getByRole('button', { name: 'Accept and join acme' }).click();
    await page.waitForURL((url) => url.pathname === '/portal/acme/home');
    await expect
      .poll(() =>
        page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'API keys' }).count(),
      )
      .toBe(0);
    await visit(page, PAGE, { axe: false });
    await page.getByRole('heading', { name: 'You don’t have access to API keys in acme' }).waitFor();
    await expectSettledPageAccessible(page);
  });
});

describe('API keys in both themes', () => {
  const portal = usePortal();

  it('passes axe in light and dark, with the badge, the form and the secret', async () => {
    const { page } = portal;
    await signIn(page, OWNER);
    await visit(page, PAGE, { axe: false }); // the portal's origin, for its localStorage
    for (const theme of ['light', 'dark']) {
      await page.evaluate((value) => localStorage.setItem('dbcloud.theme', value), theme);
      await openKeys(page);
      await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).toBe(theme);
      await page.getByRole('button', { name: 'Create API key' }).click();
      const dialog = page.getByRole('dialog', { name: 'Create an API key' });
      await dialog.getByLabel('Description').fill(`Key in ${theme}`);
      await dialog.getByRole('button', { name: 'Create key' }).click();
      await page.getByRole('dialog', { name: `Copy the secret of Key in ${theme}` }).waitFor();
      await expectSettledPageAccessible(page, `the secret in ${theme}`, '[role="dialog"]');
      await page.getByRole('button', { name: 'Done, I have stored it' }).click();
    }
  });
});

describe('API keys with less than their creator', () => {
  const portal = usePortal();

  it('the form offers the creator’s roles, all checked, not read-only; a read-only key with one role says so in the list', async () => {
    const { page } = portal;
    await signIn(page, 'member@demo.dbcloud.dev');
    await openKeys(page);
    await page.getByRole('button', { name: 'Create API key' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create an API key' });
    const roles = dialog.getByRole('group', { name: 'Roles' }).getByRole('checkbox');
    // member@ holds Products, Backups, API keys, Support and Account: those a key can use (not
    // Account: no operation open to keys needs it), all checked.
    await expect.poll(() => roles.count()).toBe(4);
    await expect
      .poll(() => roles.evaluateAll((boxes) => boxes.every((b) => (b as HTMLInputElement).checked)))
      .toBe(true);
    await expect.poll(() => dialog.getByRole('checkbox', { name: 'Billing' }).count()).toBe(0);
    await expect.poll(() => dialog.getByRole('checkbox', { name: 'Account' }).count()).toBe(0);
    await expect.poll(() => dialog.getByRole('checkbox', { name: 'Read-only' }).isChecked()).toBe(false);

    await dialog.getByLabel('Description').fill('Status page');
    for (const role of ['Backups', 'API keys', 'Support']) {
      await dialog.getByRole('checkbox', { name: role, exact: true }).uncheck();
    }
    await dialog.getByRole('checkbox', { name: 'Read-only' }).check();
    await expectSettledPageAccessible(page, 'the key form with roles', '[role="dialog"]');
    await dialog.getByRole('button', { name: 'Create key' }).click();
    const shown = page.getByRole('dialog', { name: 'Copy the secret of Status page' });
    const secret = (await shown.locator('code', { hasText: /^dbc_/ }).first().textContent()) ?? '';
    await shown.getByRole('button', { name: 'Done, I have stored it' }).click();

    const key = row(page, 'Status page');
    await key.getByText('Read-only', { exact: true }).waitFor();
    await key.getByText('1 role', { exact: true }).click();
    await key.getByText('Products', { exact: true }).waitFor();

    // The key reads, and a change is refused with a 403 that says why.
    const asKey = { Authorization: `Bearer ${secret}` };
    const read = await page.request.fetch('/api/v1/products/get-products/acme', { headers: asKey });
    expect(read.status()).toBe(200);
    const refused = await page.request.fetch('/api/v1/products/restart-node/acme/prd-orders-eu/A', {
      method: 'POST',
      headers: asKey,
    });
    expect(refused.status()).toBe(403);
    expect(((await refused.json()) as { detail: string }).detail).toMatch(
      /^This API key is read-only: it may only read, and restartNode changes acme’s products\./,
    );
  });

  it('a member cannot give a key a role they lack: 422 naming it, and no key is made', async () => {
    const { page } = portal;
    await signIn(page, 'member@demo.dbcloud.dev');
    const expiresAt = new Date(Date.now() + 30 * 86_400_000).toISOString();
    const refused = await apiResponse(
      page,
      'POST',
      '/api-keys/create',
      { domainName: 'acme', description: 'Invoices', expiresAt, roles: ['Products', 'Billing'] },
      { tenant: 'acme' },
    );
    expect(refused.status()).toBe(422);
    expect(((await refused.json()) as { detail: string }).detail).toBe(
      'You can’t give an API key the role Billing: you don’t hold it in acme. A key can have only roles its creator has.',
    );
    await openKeys(page);
    await expect.poll(() => row(page, 'Invoices').count()).toBe(0);
  });

  it.each([
    [1280, 800],
    [375, 740],
  ])('fits a %i px window: no sideways scrolling, every Deactivate in view', async (width, height) => {
    const { page } = portal;
    await page.setViewportSize({ width, height });
    await signIn(page, OWNER);
    await openKeys(page);
    const overflow = () =>
      page.evaluate(() => {
        const container = document.querySelector('[data-slot="table-container"]');
        return {
          page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
          table: container ? container.scrollWidth - container.clientWidth : -1,
        };
      });
    await expect.poll(overflow).toEqual({ page: 0, table: 0 });
    const buttons = page.getByRole('button', { name: /^Deactivate / });
    await expect.poll(() => buttons.count()).toBe(2);
    for (const button of await buttons.all()) {
      const box = await button.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= width).toBe(true);
    }
  });
});
