// Billing: the summary's figures, chart and
// invoices, the printable invoice and cost details, paying an unpaid period (and a declined card's
// wait), switching account, a member without the Billing role, a marketplace-billed account, failures.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  advanceClock,
  api,
  billedThisMonth,
  clearFaults,
  expectSettledPageAccessible,
  fakeNow,
  heading,
  injectFault,
  installClock,
  newestPaidInvoice,
  OWNER,
  settle,
  signIn,
  usePortal,
  visit,
} from './support';

const SUMMARY = '/portal/acme/billing/summary';
/** acme's Visa •1111, active in the seed. */
const VISA = 'card_7f3k2q';

const unpaid = (page: Page) => page.getByRole('region', { name: 'Unpaid balance' });
const invoicesCard = (page: Page) =>
  page.locator('[data-slot="card"]').filter({ has: page.getByRole('heading', { name: 'Invoices' }) });
const spendingsCard = (page: Page) =>
  page.locator('[data-slot="card"]').filter({ has: page.getByRole('heading', { name: 'Spendings' }) });
/** The invoice numbers in the history table, top to bottom. */
const invoiceNumbers = (page: Page) =>
  invoicesCard(page)
    .getByRole('row')
    .getByRole('link', { name: /^INV-\d{4}-\d{4}$/ })
    .allTextContents();

/** Whether the element is shown (display, visibility) under the media the page emulates now. */
const shown = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((all) =>
    all.some((element) => {
      const style = getComputedStyle(element);
      return style.display !== 'none' && style.visibility !== 'hidden' && element.getClientRects().length > 0;
    }),
  );

/** Printed, the page is the document alone: no header, navigation or buttons; the title stays. */
async function expectPrintsDocumentAlone(page: Page, title: RegExp): Promise<void> {
  await page.emulateMedia({ media: 'print' });
  try {
    // The title first: the printed page is there, so what follows is not read before it.
    await expect.poll(() => heading(page, title).isVisible()).toBe(true);
    await expect.poll(() => shown(page, '#account-switcher'), { message: 'the portal header' }).toBe(false);
    await expect
      .poll(() => shown(page, '[aria-label$="user menu"]'), { message: 'the user menu' })
      .toBe(false);
    await expect
      .poll(() => shown(page, 'nav[aria-label="Account"]'), { message: 'the side navigation' })
      .toBe(false);
    await expect.poll(() => shown(page, 'main [data-slot="button"]'), { message: 'buttons' }).toBe(false);
  } finally {
    await page.emulateMedia({ media: 'screen' });
  }
  await expect.poll(() => shown(page, 'nav[aria-label="Account"]')).toBe(true);
  await expect.poll(() => page.getByRole('button', { name: 'Print' }).isVisible()).toBe(true);
}

/** Clicks Print and waits until the page has asked the browser to print (window.print). */
async function expectPrints(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { printed: boolean }).printed = false;
    window.print = () => {
      (window as unknown as { printed: boolean }).printed = true;
    };
  });
  await page.getByRole('button', { name: 'Print' }).click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { printed: boolean }).printed))
    .toBe(true);
}

describe('billing summary', () => {
  const portal = usePortal();

  it('shows acme’s unpaid period, this period so far, the forecast, credits, and the chart with its table', {
    tags: ['dates'],
  }, async () => {
    const { page } = portal;
    await signIn(page, OWNER);
    // The home page's unpaid warning leads here, and so does the navigation's Billing item.
    await visit(page, '/portal/acme/home');
    await page.getByRole('link', { name: 'Pay it from billing' }).click();
    await page.waitForURL((url) => url.pathname === SUMMARY);
    await heading(page, 'Billing').waitFor();
    await expectSettledPageAccessible(page);
    const nav = page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Billing' });
    await expect.poll(() => nav.getAttribute('aria-current')).toBe('page');

    // The unpaid previous period, with its amount and invoice.
    const due = unpaid(page);
    await expect
      .poll(() => due.textContent())
      .toMatch(/Unpaid balance\$[\d,]+\.\d\d.*\(invoice INV-\d{4}-\d{4}\)/);
    // The figures at the top: this month so far, the forecast, the credits left.
    const glance = page.getByRole('region', { name: 'This period at a glance' });
    const month = new Intl.DateTimeFormat('en-GB', {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(await fakeNow(page));
    await glance.getByRole('heading', { name: `${month} so far` }).waitFor();
    await glance.getByRole('heading', { name: 'Forecast for the period' }).waitFor();
    await expect.poll(() => glance.textContent()).toMatch(/Credits remaining\$[\d,]+\.\d\dFrom 2 benefits/);
    // This period per product, and the benefits.
    const period = page.getByRole('table', { name: /so far, per product$/ });
    await period.getByRole('cell', { name: /Orders \(EU\)/ }).waitFor();
    await period.getByRole('row', { name: /Total so far/ }).waitFor();
    await page.getByText('Welcome credit (promo code WELCOME300)').waitFor();
    await page
      .getByText(/Committed use \d{4}-\d{4}/)
      .first()
      .waitFor();

    // The chart (loaded after the figures): a link per month with costs, named with its total.
    const spendings = spendingsCard(page);
    const bars = spendings.getByRole('link', { name: /^\w+ \d{4}: \$[\d,]+\.\d\d, cost details$/ });
    await bars.first().waitFor();
    await expect.poll(() => bars.count()).toBeGreaterThanOrEqual(10);
    // The same numbers as a table: a row per month (the last 12), a column per product and the total.
    await spendings.getByRole('button', { name: 'Show as table' }).click();
    const table = spendings.getByRole('table', { name: /^Spendings per month and product/ });
    await table.waitFor();
    await expect
      .poll(() => spendings.getByRole('button', { name: 'Show as table' }).getAttribute('aria-pressed'))
      .toBe('true');
    await expect.poll(() => table.getByRole('row').count()).toBe(13);
    await table.getByRole('columnheader', { name: 'Ledger' }).waitFor();
    await table.getByRole('columnheader', { name: 'Total' }).waitFor();
    await expectSettledPageAccessible(page);
    // Another range is another URL, and another number of months.
    await spendings
      .getByRole('list', { name: 'Months' })
      .getByRole('link', { name: '6', exact: true })
      .click();
    await page.waitForURL((url) => url.searchParams.get('months') === '6');
    await expect.poll(() => table.getByRole('row').count()).toBe(7);
  });

  it('lists the invoices of a year, newest first; another year is another URL and other rows', {
    tags: ['dates'],
  }, async () => {
    const { page } = portal;
    // acme's history starts a year back: in December none of its invoices is of last year yet (the
    // first, for last December, is issued on 1 January). The world moves on to 2 January then, before
    // signing in (a session ends after a week without a request).
    const now = await fakeNow(page);
    if (now.getUTCMonth() === 11) {
      const secondOfJanuary = Date.UTC(now.getUTCFullYear() + 1, 0, 2);
      await advanceClock(page, Math.ceil((secondOfJanuary - now.getTime()) / 60_000));
    }
    await signIn(page, OWNER);
    await visit(page, `${SUMMARY}?months=6`);
    const year = (await fakeNow(page)).getUTCFullYear();
    const years = invoicesCard(page).getByRole('list', { name: 'Year' });
    await expect
      .poll(() => years.getByRole('link', { name: String(year) }).getAttribute('aria-current'))
      .toBe('true');
    await expect.poll(async () => (await invoiceNumbers(page))[0]).toMatch(new RegExp(`^INV-${year}-`));
    const thisYear = await invoiceNumbers(page);
    expect(thisYear.every((id) => id.startsWith(`INV-${year}-`))).toBe(true);
    expect([...thisYear].sort().reverse()).toEqual(thisYear);
    await years.getByRole('link', { name: String(year - 1) }).click();
    await page.waitForURL((url) => url.searchParams.get('selectedYear') === String(year - 1));
    await expect.poll(async () => (await invoiceNumbers(page))[0]).toMatch(new RegExp(`^INV-${year - 1}-`));
    expect(new URL(page.url()).searchParams.get('months')).toBe('6');
    await expectSettledPageAccessible(page);
    // A year without invoices says so.
    await visit(page, `${SUMMARY}?selectedYear=2001`);
    await invoicesCard(page).getByRole('heading', { name: 'No invoices in 2001' }).waitFor();
  });

  it('opens an invoice and a period’s cost details from the summary, each printable without the portal around it', {
    tags: ['dates'],
  }, async () => {
    const { page } = portal;
    await signIn(page, OWNER);
    await visit(page, SUMMARY);
    const [newest] = await invoiceNumbers(page);
    if (!newest) throw new Error('acme has no invoice this year');
    await invoicesCard(page).getByRole('link', { name: newest, exact: true }).click();
    await page.waitForURL((url) => url.pathname === `/portal/acme/billing/invoice-details/${newest}`);
    await heading(page, new RegExp(`^Invoice ${newest}`)).waitFor();
    await expectSettledPageAccessible(page);
    // Billed to, the lines, the totals in the invoice's currency, its status.
    await page.getByRole('heading', { name: 'Billed to' }).waitFor();
    await page.getByText('Acme Ltd').waitFor();
    const lines = page.getByRole('table', { name: `Lines of invoice ${newest}` });
    await expect.poll(() => lines.getByRole('row').count()).toBeGreaterThan(2);
    await expect.poll(() => page.getByText(/^Total \(USD\)$/).count()).toBe(1);
    await heading(page, /Unpaid$/).waitFor();
    // The billing item stays the current one on its documents.
    const nav = page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Billing' });
    await expect.poll(() => nav.getAttribute('aria-current')).toBe('page');
    await expectPrintsDocumentAlone(page, new RegExp(`^Invoice ${newest}`));
    await expectPrints(page);

    // Its period's cost details: per product and item, with the rates; printable too.
    await page.getByRole('link', { name: /^Cost details of / }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/portal/acme/billing/cost-details/'));
    await heading(page, /^Cost details, \w+ \d{4}$/).waitFor();
    await expectSettledPageAccessible(page);
    await page.getByRole('heading', { level: 2, name: /^Orders \(EU\)/ }).waitFor();
    await page
      .getByRole('cell', { name: /per hour$/ })
      .first()
      .waitFor();
    await page.getByRole('link', { name: `invoice ${newest}` }).waitFor();
    await expectPrintsDocumentAlone(page, /^Cost details, /);
    await expectPrints(page);

    // A month of the chart opens its cost details too.
    await page.getByRole('link', { name: 'Billing', exact: true }).first().click();
    await page.waitForURL((url) => url.pathname === SUMMARY);
    const bar = spendingsCard(page)
      .getByRole('link', { name: /, cost details$/ })
      .last();
    await bar.waitFor();
    const month = ((await bar.getAttribute('aria-label')) ?? '').split(':')[0] ?? '';
    await bar.click();
    await page.waitForURL((url) => url.pathname.startsWith('/portal/acme/billing/cost-details/'));
    await heading(page, `Cost details, ${month}`).waitFor();
    // The newest month with costs is this one, unless it has just begun and its few costs so far are
    // all paid by credits (then it has no link: last month, billed, is the newest).
    const thisMonth = new Intl.DateTimeFormat('en-GB', {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(await fakeNow(page));
    await page
      .getByText(month === thisMonth ? 'Current period' : /^Billed on /)
      .first()
      .waitFor();
  });

  it('pays the unpaid period with the active Visa: the confirmation names amount and card, then the balance is gone', {
    tags: ['dates'],
  }, async () => {
    const { page } = portal;
    await signIn(page, OWNER);
    await visit(page, SUMMARY);
    const amount = (await unpaid(page).textContent())?.match(/\$[\d,]+\.\d\d/)?.[0] ?? '';
    expect(amount).not.toBe('');
    const [invoice] = await invoiceNumbers(page);
    await page.getByRole('button', { name: 'Pay now' }).click();
    const dialog = page.getByRole('dialog', { name: `Pay ${amount} now?` });
    await dialog.waitFor();
    await expect.poll(() => dialog.textContent()).toContain(`We will charge your Visa ending 1111 ${amount}`);
    await expectSettledPageAccessible(page);
    await dialog.getByRole('button', { name: `Pay ${amount}` }).click();
    await dialog.waitFor({ state: 'detached' });

    // The page says so and updates: no unpaid balance, the invoice paid; so does the home page.
    await page.getByRole('status').filter({ hasText: 'Paid, thank you' }).waitFor();
    await page.getByText('Payment received').waitFor();
    await expect.poll(() => unpaid(page).count()).toBe(0);
    await expect.poll(() => page.getByRole('button', { name: 'Pay now' }).count()).toBe(0);
    const row = invoicesCard(page).getByRole('row', { name: new RegExp(invoice ?? 'none') });
    await row.getByText('Paid', { exact: true }).waitFor();
    // The success toast fades in: axe reads its colours once it has (mid-fade they are paler).
    await page.waitForFunction(() =>
      document
        .getAnimations()
        .every(
          (a) =>
            a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Number.POSITIVE_INFINITY,
        ),
    );
    await expectSettledPageAccessible(page);
    await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Home' }).click();
    await page.getByRole('heading', { level: 1, name: /^Welcome/ }).waitFor();
    await settle(page);
    await expect.poll(() => page.getByText('A previous billing period is unpaid').count()).toBe(0);
  });

  it('a declining card: the page explains the decline and the wait; after it, with the Visa active again, the payment goes through', async () => {
    const { page } = portal;
    portal.allowConsoleErrors(/status of 422/);
    await signIn(page, OWNER);
    // The demo card ending 0341 is accepted but declines charges; made the active one.
    await api(
      page,
      'POST',
      '/payment-info/add-credit-card/acme',
      { pfToken: 'demo-0341-e2e', last4Digits: '0341', ccType: 'Visa', makeActive: true },
      { tenant: 'acme' },
    );
    await visit(page, SUMMARY);
    const amount = (await unpaid(page).textContent())?.match(/\$[\d,]+\.\d\d/)?.[0] ?? '';
    await page.getByRole('button', { name: 'Pay now' }).click();
    const dialog = page.getByRole('dialog', { name: `Pay ${amount} now?` });
    await dialog.getByText(/Visa ending 0341/).waitFor();
    await dialog.getByRole('button', { name: `Pay ${amount}` }).click();
    await dialog.waitFor({ state: 'detached' });

    // The server's words, and when the next try is possible; no Pay now until then.
    const declined = page.getByRole('alert').filter({ hasText: 'Your last payment was declined' });
    await declined.waitFor();
    const text = () => declined.textContent();
    await expect
      .poll(text)
      .toContain('The card ending 0341 was declined. Try again in 60 minutes or use another card.');
    await expect.poll(text).toMatch(/You can pay again after \d{1,2} \w{3,4} \d{4}, \d\d:\d\d/);
    await expect.poll(text).toContain(`${amount} for`);
    await expect.poll(() => page.getByRole('button', { name: 'Pay now' }).count()).toBe(0);
    await expectSettledPageAccessible(page);
    // A reload still explains the wait (the server's cooldown), without the decline's own words.
    await page.reload();
    await declined.waitFor();
    await expect.poll(() => declined.textContent()).toMatch(/You can pay again after/);

    // The Visa made active again; an hour later the payment goes through with it.
    await api(
      page,
      'POST',
      '/payment-info/change-active-credit-card/acme',
      { cardId: VISA },
      { tenant: 'acme' },
    );
    const declinedAt = await fakeNow(page);
    const later = await advanceClock(page, 61);
    await visit(page, SUMMARY);
    // An hour on can be a new month (at 23:30 on its last day), whose period is billed too: then the
    // balance due is larger; else it is what was declined.
    const due = (await unpaid(page).textContent())?.match(/\$[\d,]+\.\d\d/)?.[0] ?? '';
    if (later.getUTCMonth() === declinedAt.getUTCMonth()) expect(due).toBe(amount);
    await page.getByRole('button', { name: 'Pay now' }).click();
    const again = page.getByRole('dialog', { name: `Pay ${due} now?` });
    await again.getByText(/Visa ending 1111/).waitFor();
    await again.getByRole('button', { name: `Pay ${due}` }).click();
    await page.getByRole('status').filter({ hasText: 'Paid, thank you' }).waitFor();
    await expect.poll(() => declined.count()).toBe(0);
  });

  it('switching account keeps the billing page; a document opens the other account’s summary', async () => {
    const { page } = portal;
    await signIn(page, OWNER);
    await visit(page, `${SUMMARY}?months=6`);
    await page.getByRole('combobox', { name: 'Cloud account' }).selectOption('acme-health');
    await page.waitForURL((url) => url.pathname === '/portal/acme-health/billing/summary');
    expect(new URL(page.url()).searchParams.get('months')).toBe('6');
    await heading(page, 'Billing').waitFor();
    await settle(page);
    // acme-health has paid everything: nothing unpaid, its own invoices.
    await expect.poll(() => unpaid(page).count()).toBe(0);
    await expect.poll(async () => (await invoiceNumbers(page)).length).toBeGreaterThan(0);
    await expectSettledPageAccessible(page);

    const paid = await newestPaidInvoice(page, 'acme');
    await visit(page, `/portal/acme/billing/invoice-details/${paid}`);
    await heading(page, `Invoice ${paid} Paid`).waitFor();
    await page.getByRole('combobox', { name: 'Cloud account' }).selectOption('acme-health');
    await page.waitForURL((url) => url.pathname === '/portal/acme-health/billing/summary');
    await heading(page, 'Billing').waitFor();
  });

  it('a member without the Billing role: no Billing item, and the page says which role is missing and who can give it', async () => {
    const { page } = portal;
    const billingCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/v1/billing/')) billingCalls.push(request.url());
    });
    await signIn(page, 'member@demo.dbcloud.dev');
    await visit(page, '/portal/acme/home');
    const nav = page.getByRole('navigation', { name: 'Account' });
    await nav.getByRole('link', { name: 'Home' }).waitFor();
    await expect.poll(() => nav.getByRole('link', { name: 'Billing' }).count()).toBe(0);

    for (const path of [
      SUMMARY,
      `/portal/acme/billing/invoice-details/INV-${(await fakeNow(page)).getUTCFullYear()}-0001`,
    ]) {
      await visit(page, path);
      await heading(page, 'You don’t have access to billing in acme').waitFor();
      const text = () => page.getByRole('main').textContent();
      await expect.poll(text).toContain('Billing needs the Billing role.');
      await expect.poll(text).toContain('Your roles in acme: Products, Backups, API keys, Support, Account.');
      await page.getByText('Olivia Owner (owner@demo.dbcloud.dev), the account’s owner').waitFor();
      await page.getByRole('link', { name: 'Go to acme’s home' }).waitFor();
    }
    expect(billingCalls).toEqual([]);
  });

  it('contoso, billed by the Azure Marketplace: its usage and who bills it, no pay now or invoices', async () => {
    const { page } = portal;
    await signIn(page, 'market@demo.dbcloud.dev');
    await visit(page, '/portal/contoso/billing/summary');
    await page.getByRole('status').filter({ hasText: 'The Azure Marketplace bills contoso' }).waitFor();
    await expect
      .poll(() => page.getByRole('main').textContent())
      .toContain('DBCloud issues no invoices and charges no card');
    await page.getByRole('heading', { name: 'Forecast for the period' }).waitFor();
    await page
      .getByRole('table', { name: /so far, per product$/ })
      .getByText('CRM')
      .waitFor();
    await expect.poll(() => page.getByRole('button', { name: 'Pay now' }).count()).toBe(0);
    await expect.poll(() => page.getByRole('heading', { name: 'Invoices' }).count()).toBe(0);
  });

  it('globex, billed nothing yet: no balance to pay, each empty part says so, and no card to pay with is offered', async () => {
    const { page } = portal;
    await signIn(page, 'mfa@demo.dbcloud.dev');
    await visit(page, '/portal/globex/billing/summary');
    await heading(page, 'Billing').waitFor();
    const year = (await fakeNow(page)).getUTCFullYear();
    await invoicesCard(page)
      .getByRole('heading', { name: `No invoices in ${year}` })
      .waitFor();
    await page.getByText('No credits right now.', { exact: false }).waitFor();
    await page.getByRole('table', { name: /so far, per product$/ }).waitFor();
    await expect.poll(() => unpaid(page).count()).toBe(0);
    await expect.poll(() => page.getByRole('button', { name: 'Pay now' }).count()).toBe(0);
    await page.getByRole('heading', { name: 'No cards yet' }).waitFor();
    await expectSettledPageAccessible(page);

    // A month later its first period is billed, unpaid, and there is no card to charge: the page says
    // where to add one instead of offering a payment that cannot work.
    const now = await fakeNow(page);
    const nextMonth = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1, 1);
    await advanceClock(page, Math.ceil((nextMonth - now.getTime()) / 60_000));
    // Up to a month later the session may have ended (a week without a request): signed in again.
    await signIn(page, 'mfa@demo.dbcloud.dev');
    await visit(page, '/portal/globex/billing/summary');
    const due = page.getByText('globex has no card to charge', { exact: false });
    await due.waitFor();
    await expect.poll(() => page.getByRole('button', { name: 'Pay now' }).count()).toBe(0);
    await page.getByRole('link', { name: 'Payment information' }).first().click();
    await page.waitForURL((url) => url.hash === '#payment-information');
  });

  it('a brand-new account: no spendings in any range, no invoices, no product this period, each said so', {
    tags: ['dates'],
  }, async () => {
    const { page } = portal;
    const email = 'newcomer@example.com';
    await api(page, 'POST', '/users/create', {
      email,
      domainName: 'newcomer',
      accountType: 'Regular',
      acceptTerms: true,
    });
    await signIn(page, email);
    await visit(page, '/portal/newcomer/billing/summary');
    await spendingsCard(page).getByRole('heading', { name: 'No spendings in the last 12 months' }).waitFor();
    await page.getByText('No product has run in newcomer this period.').waitFor();
    await invoicesCard(page)
      .getByRole('heading', { name: `No invoices in ${(await fakeNow(page)).getUTCFullYear()}` })
      .waitFor();
    await expect.poll(() => page.getByRole('button', { name: 'Show as table' }).count()).toBe(0);
    await expect.poll(() => unpaid(page).count()).toBe(0);

    await spendingsCard(page).getByRole('link', { name: '24', exact: true }).click();
    await spendingsCard(page).getByRole('heading', { name: 'No spendings in the last 24 months' }).waitFor();
    await page.waitForURL((url) => url.searchParams.get('months') === '24');
    await expectSettledPageAccessible(page);
  });

  it('a section that fails to load says so with a retry, and the rest of the page works', async () => {
    const { page } = portal;
    await installClock(page);
    portal.allowConsoleErrors(/status of 503/);
    await signIn(page, OWNER);
    await injectFault(page, { match: { operationId: 'getBillingHistory' }, status: 503 });
    await page.goto(SUMMARY);
    await heading(page, 'Billing').waitFor();
    // GETs retry with backoff: run the page's clock through the retries until the section gives up.
    const failed = invoicesCard(page).getByRole('alert').filter({ hasText: 'Your invoices did not load' });
    await expect
      .poll(
        async () => {
          await page.clock.fastForward(4_000);
          return failed.isVisible();
        },
        { timeout: 15_000 },
      )
      .toBe(true);
    await unpaid(page).waitFor();
    await expectSettledPageAccessible(page);

    await clearFaults(page);
    await failed.getByRole('button', { name: 'Try again' }).click();
    await expect.poll(async () => (await invoiceNumbers(page)).length).toBeGreaterThan(0);
    await expect.poll(() => failed.count()).toBe(0);
  });

  it('an invoice that fails to load can be retried; one the account does not have says so', async () => {
    const { page } = portal;
    await installClock(page);
    portal.allowConsoleErrors(/status of 503/, /status of 404/);
    await signIn(page, OWNER);
    const invoice = await newestPaidInvoice(page, 'acme');
    await injectFault(page, { match: { operationId: 'getInvoiceDetails' }, status: 503 });
    await page.goto(`/portal/acme/billing/invoice-details/${invoice}`);
    const failed = page.getByRole('alert').filter({ hasText: 'Invoice did not load' });
    await expect
      .poll(
        async () => {
          await page.clock.fastForward(4_000);
          return failed.isVisible();
        },
        { timeout: 15_000 },
      )
      .toBe(true);
    await heading(page, `Invoice ${invoice}`).waitFor();
    await clearFaults(page);
    await failed.getByRole('button', { name: 'Try again' }).click();
    await heading(page, `Invoice ${invoice} Paid`).waitFor();

    await visit(page, '/portal/acme/billing/invoice-details/INV-2001-0001');
    await page.getByRole('heading', { name: 'Invoice not found' }).waitFor();
    await page.getByText('acme has no invoice INV-2001-0001.').waitFor();
    await page.getByRole('link', { name: 'Go to billing' }).click();
    await page.waitForURL((url) => url.pathname === SUMMARY);
  });
});

describe('billing in dark', () => {
  const portal = usePortal({ context: { colorScheme: 'dark' } });

  it('the summary (chart and table), an invoice and cost details pass axe; printed, an invoice is light', async () => {
    const { page } = portal;
    await signIn(page, OWNER);
    await visit(page, SUMMARY);
    await spendingsCard(page)
      .getByRole('link', { name: /, cost details$/ })
      .first()
      .waitFor();
    await expectSettledPageAccessible(page);
    await spendingsCard(page).getByRole('button', { name: 'Show as table' }).click();
    await expectSettledPageAccessible(page);
    const year = (await fakeNow(page)).getUTCFullYear();
    await visit(page, `/portal/acme/billing/invoice-details/INV-${year}-0001`);
    await heading(page, /^Invoice /).waitFor();
    // Printed, a dark page is dark text on white paper (the tokens' dark theme is for screens).
    const colours = () =>
      page.evaluate(() => ({
        text: getComputedStyle(document.body).color,
        paper: getComputedStyle(document.body).backgroundColor,
      }));
    await expect.poll(() => colours()).toEqual({ text: 'rgb(243, 244, 246)', paper: 'rgb(23, 26, 33)' });
    await page.emulateMedia({ media: 'print' });
    await expect.poll(() => colours()).toEqual({ text: 'rgb(17, 24, 39)', paper: 'rgb(255, 255, 255)' });
    await page.emulateMedia({ media: 'screen' });
    await visit(page, `/portal/acme/billing/cost-details/${await billedThisMonth(page)}`);
    await heading(page, /^Cost details, /).waitFor();
    await expectSettledPageAccessible(page);
  });
});
