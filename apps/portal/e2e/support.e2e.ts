// Support: a product and a general request with the
// plan's response time, a support-contract request, the form's errors and a failed send, the fastest
// plan, switching account, and 'Contact support' on the not-found screens.
import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  clearFaults,
  expectSettledPageAccessible,
  fieldError,
  injectFault,
  OWNER,
  signIn,
  signOut,
  usePortal,
  visit,
} from './support';

const SUPPORT = '/portal/acme/support';

const requestForm = (page: Page) => page.getByRole('form', { name: 'Support request' });
const contractForm = (page: Page) => page.getByRole('form', { name: 'Support contract request' });

/** The next POST to `path` under /api/v1, as sent. */
const nextPost = (page: Page, path: string): Promise<Request> =>
  page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === `/api/v1${path}`);

describe('support', () => {
  const portal = usePortal();

  it('opens a product request: the plan’s response time for its severity is sent, and the page says when we answer', async () => {
    const { page } = portal;
    await signIn(page, OWNER);
    await visit(page, SUPPORT);
    await page.getByRole('heading', { level: 1, name: 'Support' }).waitFor();
    const plan = page.getByRole('region', { name: 'Basic plan' });
    await expect.poll(() => plan.locator('dt').allTextContents()).toEqual(['Minor', 'Normal', 'Critical']);
    await expect.poll(() => plan.locator('dd').allTextContents()).toEqual(['3 days', '1 day', '8 hours']);

    const form = requestForm(page);
    await form.getByLabel('What is it about?').selectOption({ label: 'Orders (EU) (prd-orders-eu)' });
    await form.getByRole('radio', { name: /^Normal: first answer within 1 day/ }).check();
    await form.getByLabel('Title').fill('Node B restarts every few hours');
    await form.getByLabel('Message').fill('Since Tuesday node B restarts every few hours.');
    const sent = nextPost(page, '/support/request');
    await form.getByRole('button', { name: 'Send request' }).click();
    const request = await sent;
    expect(request.headers()['x-tenant-id']).toBe('acme');
    expect(request.postDataJSON()).toEqual({
      domainName: 'acme',
      kind: 'product',
      productId: 'prd-orders-eu',
      severity: 'Normal',
      responseTime: 'P1D',
      title: 'Node B restarts every few hours',
      message: 'Since Tuesday node B restarts every few hours.',
    });

    const confirmation = page.getByRole('status').filter({ hasText: /^Request SR-\d{5,} is open/ });
    await confirmation.waitFor();
    await expect
      .poll(() => confirmation.textContent())
      .toContain('(within 1 day on the Basic plan), by e-mail to owner@demo.dbcloud.dev');
    await expect.poll(() => confirmation.textContent()).toContain('about Orders (EU), severity Normal');
    await expectSettledPageAccessible(page);

    // Another request starts from an empty form.
    await confirmation.getByRole('button', { name: 'Open another request' }).click();
    await requestForm(page).getByLabel('Title').waitFor();
    await expect.poll(() => requestForm(page).getByLabel('Title').inputValue()).toBe('');
  });

  it('a request about the account names no product; empty fields are refused beside them before anything is sent', async () => {
    const { page } = portal;
    await signIn(page, 'member@demo.dbcloud.dev');
    await visit(page, SUPPORT);
    const form = requestForm(page);
    let posts = 0;
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/api/v1/support/request')) posts += 1;
    });
    await form.getByRole('button', { name: 'Send request' }).click();
    await expect
      .poll(() => fieldError(form.getByLabel('What is it about?')))
      .toBe('Choose what your request is about: the account or a product.');
    await expect.poll(() => fieldError(form.getByLabel('Title'))).toBe('Sum up the issue in a title.');
    await expect
      .poll(() => fieldError(form.getByLabel('Message')))
      .toBe('Describe what happens, since when, and what you have tried.');
    await form.getByText('Choose how badly this affects you.').waitFor();
    expect(posts).toBe(0);
    await expectSettledPageAccessible(page);

    await form.getByLabel('What is it about?').selectOption({ label: 'The account in general (acme)' });
    await form.getByRole('radio', { name: /^Critical: first answer within 8 hours/ }).check();
    await form.getByLabel('Title').fill('Invoice address');
    await form.getByLabel('Message').fill('Please put our new address on the next invoice.');
    const sent = nextPost(page, '/support/request');
    await form.getByRole('button', { name: 'Send request' }).click();
    const body = (await sent).postDataJSON();
    expect(body).toMatchObject({ kind: 'general', severity: 'Critical', responseTime: 'PT8H' });
    expect(body).not.toHaveProperty('productId');
    await page
      .getByRole('status')
      .filter({ hasText: /^Request SR-\d{5,} is open/ })
      .waitFor();
  });

  it('a failed send says why and keeps everything typed; a second click while sending sends nothing more', async () => {
    const { page } = portal;
    portal.allowConsoleErrors(/status of 503/);
    await signIn(page, OWNER);
    await visit(page, SUPPORT);
    const form = requestForm(page);
    await form.getByLabel('What is it about?').selectOption({ label: 'The account in general (acme)' });
    await form.getByRole('radio', { name: /^Minor/ }).check();
    await form.getByLabel('Title').fill('A question about backups');
    await form.getByLabel('Message').fill('How long do you keep daily backups?');
    await injectFault(page, { match: { operationId: 'createSupportRequest' }, status: 503, delayMs: 300 });
    let posts = 0;
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/api/v1/support/request')) posts += 1;
    });
    await form.getByRole('button', { name: 'Send request' }).dblclick();
    await form.getByRole('alert').filter({ hasText: 'Your request was not sent' }).waitFor();
    expect(posts).toBe(1);
    await expect.poll(() => form.getByLabel('Title').inputValue()).toBe('A question about backups');
    await expect
      .poll(() => form.getByLabel('Message').inputValue())
      .toBe('How long do you keep daily backups?');
    await expect.poll(() => form.getByRole('radio', { name: /^Minor/ }).isChecked()).toBe(true);

    await clearFaults(page);
    await form.getByRole('button', { name: 'Send request' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: /^Request SR-\d{5,} is open/ })
      .waitFor();
  });

  it('asks sales for a support contract, prefilled with the user; a bad phone number is refused beside it', async () => {
    const { page } = portal;
    await signIn(page, OWNER);
    await visit(page, SUPPORT);
    await page.getByRole('button', { name: 'Ask sales for a support contract' }).click();
    const form = contractForm(page);
    await expect.poll(() => form.getByLabel('E-mail').inputValue()).toBe(OWNER);
    await form.getByRole('radio', { name: 'Professional' }).check();
    await form.getByLabel('Phone (optional)').fill('555 0123');
    await form.getByLabel('What you need').fill('24/7 critical support for our production clusters.');
    await form.getByRole('button', { name: 'Send to sales' }).click();
    await expect
      .poll(() => fieldError(form.getByLabel('Phone (optional)')))
      .toBe('Enter the phone number with its country code, like +1 415 555 0123, or leave it empty.');
    await expectSettledPageAccessible(page);

    await form.getByLabel('Phone (optional)').fill('+1 (415) 555-0123');
    const sent = nextPost(page, '/support/support-contract-request');
    await form.getByRole('button', { name: 'Send to sales' }).click();
    expect((await sent).postDataJSON()).toMatchObject({
      domainName: 'acme',
      plan: 'Professional',
      contactEmail: OWNER,
      contactPhone: '+14155550123',
    });
    const done = page.getByRole('status').filter({ hasText: /^Request SC-\d{5,} sent to sales/ });
    await done.waitFor();
    await expect
      .poll(() => done.textContent())
      .toContain('Your plan stays Basic until a contract is signed.');
  });

  it('an Enterprise account has nothing to ask sales for; switching account keeps the support page', async () => {
    const { page } = portal;
    await signIn(page, 'mfa@demo.dbcloud.dev');
    await visit(page, '/portal/globex/support');
    await page.getByText('globex has our fastest plan.').waitFor();
    await expect
      .poll(() => page.getByRole('button', { name: 'Ask sales for a support contract' }).count())
      .toBe(0);

    await signOut(page);
    await signIn(page, OWNER);
    await visit(page, SUPPORT);
    await page.getByRole('region', { name: 'Basic plan' }).waitFor();
    await page.getByRole('combobox', { name: 'Cloud account' }).selectOption('acme-health');
    await page.waitForURL((url) => url.pathname === '/portal/acme-health/support');
    await page.getByRole('region', { name: 'Professional plan' }).waitFor();
    await expect
      .poll(() => page.getByRole('region', { name: 'Professional plan' }).locator('dd').allTextContents())
      .toEqual(['1 day', '8 hours', '2 hours']);
  });

  it('“Contact support” on a not-found screen opens the selected account’s support page; signed out it mails us', async () => {
    const { page } = portal;
    await visit(page, '/no-such-page');
    const contact = page.getByRole('link', { name: 'Contact support' });
    await expect.poll(() => contact.getAttribute('href')).toMatch(/^mailto:/);

    await signIn(page, OWNER);
    await visit(page, '/portal/acme/no-such-page');
    await page.getByRole('link', { name: 'Contact support' }).click();
    await page.waitForURL((url) => url.pathname === SUPPORT);
    await page.getByRole('heading', { level: 1, name: 'Support' }).waitFor();

    // A public page that does not exist: the account the portal would open (the one last used).
    await visit(page, '/no-such-page');
    await expect
      .poll(() => page.getByRole('link', { name: 'Contact support' }).getAttribute('href'))
      .toBe(SUPPORT);
  });
});

describe('support in dark', () => {
  const portal = usePortal({ context: { colorScheme: 'dark' } });

  it('the page, its errors and the contract form pass axe', async () => {
    const { page } = portal;
    await signIn(page, OWNER);
    await visit(page, SUPPORT);
    await requestForm(page).getByRole('button', { name: 'Send request' }).click();
    await requestForm(page).getByText('Choose how badly this affects you.').waitFor();
    await page.getByRole('button', { name: 'Ask sales for a support contract' }).click();
    await contractForm(page).waitFor();
    await expectSettledPageAccessible(page);
  });
});
