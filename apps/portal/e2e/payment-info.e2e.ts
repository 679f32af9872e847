// The billing page's payment information: the billing contact, invoice
// details and recipient, and the cards, entered through the CardFields port: the demo card fields the
// fake cloud's configuration names, and the hosted provider's fields (a stand-in for its script, served
// for the provider's script URL). No card number, CVV or expiry may reach a request, the URL, storage
// or the console.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  clearFaults,
  expectSettledPageAccessible,
  fieldError,
  injectFault,
  OWNER,
  setCardProvider,
  signIn,
  tabTo,
  usePortal,
  visit,
} from './support';

const STAND_IN = readFileSync(path.join(import.meta.dirname, 'support/paysafe-stand-in.js'), 'utf8');
const PROVIDER_SCRIPT = 'https://hosted.paysafe.com/js/v1/latest/paysafe.min.js';

/** Opens the billing page and waits for the payment section to show its content (then runs axe). */
async function openBilling(
  page: Page,
  account: string,
  until: Locator = page.getByRole('heading', { name: 'Cards', exact: true }),
) {
  await visit(page, `/portal/${account}/billing/summary#payment-information`, { axe: false });
  await until.waitFor();
  await expectSettledPageAccessible(page);
}

const cardRows = (page: Page) => page.getByRole('list', { name: 'Cards on file' }).getByRole('listitem');
const cardRow = (page: Page, last4: string) => cardRows(page).filter({ hasText: `ending in ${last4}` });

/** What the card rows say: "Visa •••• 1111 Active", in order. */
const cardsShown = (page: Page) =>
  cardRows(page).evaluateAll((rows) =>
    rows.map((row) => {
      const text = row.querySelector('span > span')?.textContent ?? '';
      const name = text.replace('ending in ', '').replace(/\s+/g, ' ').trim();
      const badge = row.querySelector('[data-slot="badge"]')?.textContent;
      return badge ? `${name} ${badge}` : name;
    }),
  );

const addCardDialog = (page: Page) => page.getByRole('dialog', { name: 'Add a card' });

/** Opens "Add card" and waits for the card fields of the configured adapter. */
async function openAddCard(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Add card' }).click();
  const dialog = addCardDialog(page);
  await dialog.getByLabel('Card number').waitFor();
  return dialog;
}

/** Two-digit years some years ahead, so that the cards' expiry dates are in the future on any date. */
const yearsAhead = (years: number) => String((new Date().getUTCFullYear() + years) % 100).padStart(2, '0');
const SOON = yearsAhead(3);
const LATER = yearsAhead(4);
const LATEST = yearsAhead(5);

async function enterCard(dialog: Locator, number: string, expiry = `11/${SOON}`, cvv = '937') {
  await dialog.getByLabel('Card number').fill(number);
  await dialog.getByLabel('Expiry date').fill(expiry);
  await dialog.getByLabel(/CVV/).fill(cvv);
  await dialog.getByRole('button', { name: 'Add card' }).click();
}

/** The failure the dialog shows (its alert), once there is one. */
async function cardFailure(dialog: Locator): Promise<string> {
  const alert = dialog.getByRole('alert').filter({ hasText: 'The card was not added' });
  await alert.waitFor();
  return ((await alert.textContent()) ?? '').replace('The card was not added', '').trim();
}

/** Every request the page makes (URL and body), and every console line. */
function recordTraffic(page: Page) {
  const requests: { url: string; body: string | null; request: Request }[] = [];
  const console: string[] = [];
  page.on('request', (request) => requests.push({ url: request.url(), body: request.postData(), request }));
  page.on('console', (message) => console.push(message.text()));
  return { requests, console };
}

const addCardRequests = (requests: { url: string; body: string | null }[]) =>
  requests.filter(({ url }) => url.includes('/api/v1/payment-info/add-credit-card/'));

describe('payment information', () => {
  const portal = usePortal();

  it('shows what the server holds: cards as rows with their brand, the active one first, and the billing details', async () => {
    const { page } = portal;
    await signIn(page, OWNER);
    await openBilling(page, 'acme');
    await expect.poll(() => cardsShown(page)).toEqual(['Visa •••• 1111 Active', 'Mastercard •••• 4444']);
    await cardRow(page, '1111').getByRole('img', { name: 'Visa' }).waitFor();
    await cardRow(page, '4444').getByRole('img', { name: 'Mastercard' }).waitFor();
    const section = page.locator('#payment-information');
    for (const text of ['Ada Lovelace', '+442079460000', 'Acme Ltd', '1 Market Street', 'GB123456789']) {
      await section.getByText(text).first().waitFor();
    }
    // The page's one primary action is not ours: the section's buttons are secondary.
    await expect.poll(() => section.locator('[data-variant="primary"]').count()).toBe(0);
  });

  it('passes axe in light and dark, with the card dialog open too', async () => {
    const { page } = portal;
    await signIn(page, OWNER);
    await openBilling(page, 'acme');
    for (const theme of ['light', 'dark']) {
      // The theme the user chose (the user menu stores it; theme.js applies it before the first paint)
      await page.evaluate((value) => localStorage.setItem('dbcloud.theme', value), theme);
      await page.reload();
      await page.getByRole('heading', { name: 'Cards', exact: true }).waitFor();
      await expectSettledPageAccessible(page);
      await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).toBe(theme);
      await page.getByRole('button', { name: 'Edit billing contact' }).click();
      await page.getByRole('button', { name: 'Edit invoice details' }).click();
      await expectSettledPageAccessible(page);
      const dialog = await openAddCard(page);
      await expectSettledPageAccessible(page, `the add-card dialog in ${theme}`, '[role="dialog"]');
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'detached' });
    }
  });

  it('adds the Visa and Mastercard demo cards; only a token, the last four digits and the type leave the page', {
    tags: ['dates'],
  }, async () => {
    const { page } = portal;
    await signIn(page, OWNER);
    // Everything from the page's load on (the sign-in link's random token is left out)
    const traffic = recordTraffic(page);
    await openBilling(page, 'acme-health');
    await expect.poll(() => cardsShown(page)).toEqual(['Visa •••• 4242 Active']);

    let dialog = await openAddCard(page);
    // The card fields' placeholders, labelled fields
    await expect
      .poll(() => dialog.getByLabel('Card number').getAttribute('placeholder'))
      .toBe('1234 5678 9012 3456');
    await expect.poll(() => dialog.getByLabel('Expiry date').getAttribute('placeholder')).toBe('MM/YY');
    await expect.poll(() => dialog.getByLabel(/CVV/).getAttribute('placeholder')).toBe('123');
    await enterCard(dialog, '4111 1111 1111 1111');
    await page.getByText('Visa ending in 1111 added').waitFor();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => cardsShown(page)).toEqual(['Visa •••• 4242 Active', 'Visa •••• 1111']);

    dialog = await openAddCard(page);
    await dialog.getByRole('checkbox', { name: 'Make this the active card' }).check();
    await enterCard(dialog, '5555555555554444', `09${LATEST}`, '418');
    await page.getByText('Mastercard ending in 4444 added').waitFor();
    await expect
      .poll(() => cardsShown(page))
      .toEqual(['Mastercard •••• 4444 Active', 'Visa •••• 4242', 'Visa •••• 1111']);

    const added = addCardRequests(traffic.requests).map(({ body }) => JSON.parse(body ?? '{}'));
    expect(added).toEqual([
      { pfToken: expect.stringMatching(/^demo_\w{24}$/), last4Digits: '1111', ccType: 'Visa' },
      {
        pfToken: expect.stringMatching(/^demo_\w{24}$/),
        last4Digits: '4444',
        ccType: 'Mastercard',
        makeActive: true,
      },
    ]);
    // Nothing of the cards but that: not in any request's URL or body, the page's URL, storage or the console.
    const secrets = [
      '4111111111111111',
      '4111 1111 1111 1111',
      '5555555555554444',
      `11/${SOON}`,
      `11${SOON}`,
      `09${LATEST}`,
      `09/${LATEST}`,
      '937',
      '418',
    ];
    // (The server's origin is left out: its port is any number.)
    const leaks = (text: string) =>
      secrets.filter((secret) => text.replaceAll(portal.baseUrl, '').includes(secret));
    // Our own requests (the API, the fake cloud): the built assets' names are hashes, not data.
    for (const { url, body } of traffic.requests.filter(
      ({ url }) => !new URL(url).pathname.startsWith('/assets/'),
    )) {
      const { pfToken } = body?.includes('pfToken')
        ? (JSON.parse(body) as { pfToken: string })
        : { pfToken: '' };
      expect(leaks(url), url).toEqual([]);
      expect(leaks((body ?? '').replace(pfToken, '')), `${url} ${body}`).toEqual([]);
    }
    expect(leaks(page.url())).toEqual([]);
    const storage = await page.evaluate(
      () => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }),
    );
    expect(leaks(storage)).toEqual([]);
    expect(traffic.console.flatMap(leaks)).toEqual([]);
  });

  it.each([
    ['4000 0000 0000 0002', '3D Secure authentication failed'],
    ['4000 0000 0000 0010', '3D Secure client error'],
    ['4111 1111 1111 1112', 'Please verify your Credit Card information'],
  ])('card %s is refused with “%s”, and nothing is added', async (number, message) => {
    const { page } = portal;
    const traffic = recordTraffic(page);
    await signIn(page, OWNER);
    await openBilling(page, 'acme');
    const dialog = await openAddCard(page);
    await enterCard(dialog, number);
    await expect.poll(() => cardFailure(dialog)).toBe(message);
    // What was typed stays, to be corrected
    await expect.poll(() => dialog.getByLabel('Card number').inputValue()).toBe(number);
    expect(addCardRequests(traffic.requests)).toEqual([]);
    await expectSettledPageAccessible(page, 'the refused card', '[role="dialog"]');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => cardsShown(page)).toEqual(['Visa •••• 1111 Active', 'Mastercard •••• 4444']);
  });

  it('adds 4000 0000 0000 0341, the card that declines charges later', async () => {
    const { page } = portal;
    await signIn(page, OWNER);
    await openBilling(page, 'acme');
    await enterCard(await openAddCard(page), '4000 0000 0000 0341');
    await page.getByText('Visa ending in 0341 added').waitFor();
    await expect
      .poll(() => cardsShown(page))
      .toEqual(['Visa •••• 1111 Active', 'Mastercard •••• 4444', 'Visa •••• 0341']);
  });

  it('makes a card active and removes one after a confirmation; the active card says why it cannot be removed', async () => {
    const { page } = portal;
    await signIn(page, OWNER);
    await openBilling(page, 'acme');
    // The active card has no actions, and says why
    await expect.poll(() => cardRow(page, '1111').getByRole('button').count()).toBe(0);
    await cardRow(page, '1111').getByText('To remove it, make another card active first.').waitFor();

    await page.getByRole('button', { name: 'Actions for Mastercard ending in 4444' }).click();
    await page.getByRole('menuitem', { name: 'Make active' }).click();
    await page.getByText('Mastercard ending in 4444 is now the active card').waitFor();
    await expect.poll(() => cardsShown(page)).toEqual(['Mastercard •••• 4444 Active', 'Visa •••• 1111']);

    await page.getByRole('button', { name: 'Actions for Visa ending in 1111' }).click();
    await page.getByRole('menuitem', { name: 'Remove card' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Remove Visa ending in 1111?' });
    await confirm.waitFor();
    await expect
      .poll(() => confirm.getByRole('button', { name: 'Remove card' }).getAttribute('data-variant'))
      .toBe('danger');
    await expectSettledPageAccessible(page, 'the remove confirmation', '[role="alertdialog"]');
    await confirm.getByRole('button', { name: 'Remove card' }).click();
    await page.getByText('Visa ending in 1111 removed').waitFor();
    await expect.poll(() => cardsShown(page)).toEqual(['Mastercard •••• 4444 Active']);

    // The only card, active: not offered for removal, with the reason
    await expect.poll(() => cardRow(page, '4444').getByRole('button').count()).toBe(0);
    await cardRow(page, '4444')
      .getByText('Your only card: add another card before removing this one.')
      .waitFor();
    await expectSettledPageAccessible(page);
  });

  it('a failed save keeps what was typed and says why; a second click while saving sends nothing more', async () => {
    const { page } = portal;
    portal.allowConsoleErrors(/status of 500/);
    const traffic = recordTraffic(page);
    await signIn(page, OWNER);
    await openBilling(page, 'acme');
    await page.getByRole('button', { name: 'Edit billing contact' }).click();
    const form = page.getByRole('form', { name: 'Billing contact' });
    await form.getByLabel('First name').fill('Grace');
    await form.getByLabel('Last name').fill('Hopper');
    await injectFault(page, {
      match: { operationId: 'addBillingInfo' },
      status: 500,
      times: 1,
      delayMs: 1000,
    });
    const save = form.getByRole('button', { name: 'Save billing contact' });
    await save.dblclick();
    const alert = form.getByRole('alert').filter({ hasText: 'The billing contact was not saved' });
    await alert.waitFor();
    await expect.poll(() => alert.textContent()).toContain('This failure was injected by the fake cloud.');
    await expect.poll(() => form.getByLabel('First name').inputValue()).toBe('Grace');
    await expect.poll(() => form.getByLabel('Last name').inputValue()).toBe('Hopper');
    const saves = () => traffic.requests.filter(({ url }) => url.includes('/payment-info/add-billing-info/'));
    expect(saves()).toHaveLength(1);
    await expectSettledPageAccessible(page);

    await save.click();
    await page.getByText('Billing contact saved').waitFor();
    await page.locator('#payment-information').getByText('Grace Hopper').waitFor();
    expect(saves()).toHaveLength(2);
    // The Edit button has the focus back
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe('Edit billing contact');
  });

  it('puts errors beside their fields: the form’s own rules and the server’s field errors', {
    tags: ['dates'],
  }, async () => {
    const { page } = portal;
    await signIn(page, OWNER);
    await openBilling(page, 'acme');
    await page.getByRole('button', { name: 'Edit billing contact' }).click();
    const form = page.getByRole('form', { name: 'Billing contact' });
    await form.getByLabel('First name').fill('');
    await form.getByLabel('Phone').fill('020 7946 0000');
    await form.getByLabel('Billing e-mail').fill('billing@');
    await form.getByRole('button', { name: 'Save billing contact' }).click();
    await expect
      .poll(() => fieldError(form.getByLabel('First name')))
      .toBe('Enter the billing contact’s first name.');
    await expect
      .poll(() => fieldError(form.getByLabel('Phone')))
      .toBe('Enter the phone number with its country code, like +1 415 555 0123.');
    await expect
      .poll(() => fieldError(form.getByLabel('Billing e-mail')))
      .toBe('Enter an e-mail address like name@company.com.');
    await expectSettledPageAccessible(page);

    // The server refuses a field the form let through: the contract's problem, beside the field.
    await page.route('**/api/v1/payment-info/add-billing-info/acme', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/problem+json',
        body: JSON.stringify({
          type: 'https://dbcloud.dev/problems/validation',
          title: 'Your request is not valid',
          status: 400,
          detail: 'billingPhone: must match pattern "^\\+[1-9]\\d{6,14}$"',
          errors: { billingPhone: ['must match pattern "^\\+[1-9]\\d{6,14}$"'] },
        }),
      }),
    );
    portal.allowConsoleErrors(/status of 400/);
    await form.getByLabel('First name').fill('Ada');
    await form.getByLabel('Phone').fill('+44 20 7946 0001');
    await form.getByLabel('Billing e-mail').fill('billing@acme.example');
    await form.getByRole('button', { name: 'Save billing contact' }).click();
    await expect.poll(() => fieldError(form.getByLabel('Phone'))).toBe('Phone is not valid.');
    await expect.poll(() => form.getByRole('alert').count()).toBe(0);
  });

  it('changes the invoice details and sends invoices to another address, then back to the billing contact', async () => {
    const { page } = portal;
    await signIn(page, OWNER);
    await openBilling(page, 'acme');
    const section = page.locator('#payment-information');

    await page.getByRole('button', { name: 'Edit invoice details' }).click();
    const details = page.getByRole('form', { name: 'Invoice details' });
    await expect.poll(() => details.getByLabel('Company name').inputValue()).toBe('Acme Ltd');
    await details.getByLabel('Company name').fill('Acme Holdings');
    await details.getByLabel('City').fill('Dublin');
    await details.getByLabel('Postal code').fill('D02 X285');
    await details.getByLabel('Country').selectOption('IE');
    await details.getByLabel(/Tax ID/).fill('ie 1234567 t');
    await details.getByRole('button', { name: 'Save invoice details' }).click();
    await page.getByText('Invoice details saved').waitFor();
    for (const text of ['Acme Holdings', 'D02 X285 Dublin', 'Ireland', 'IE1234567T']) {
      await section.getByText(text).waitFor();
    }

    await page.getByRole('button', { name: 'Use another address for invoices' }).click();
    const recipient = page.getByRole('form', { name: 'Invoice recipient' });
    await recipient.getByLabel('Invoice e-mail').fill('invoices@acme.example');
    await recipient.getByRole('button', { name: 'Save invoice e-mail' }).click();
    await page.getByText('Invoices now go to invoices@acme.example').waitFor();
    await section.getByText('invoices@acme.example').waitFor();

    await page.getByRole('button', { name: 'Edit invoice recipient' }).click();
    await recipient.getByRole('button', { name: 'Send to the billing contact instead' }).click();
    await page.getByText('Invoices go to the billing contact again').waitFor();
    await section.getByText('(the billing contact’s e-mail)').waitFor();
    await expectSettledPageAccessible(page);
  });

  it('an account without a billing contact adds one before its first card, which becomes the active card', async () => {
    const { page } = portal;
    await signIn(page, 'mfa@demo.dbcloud.dev');
    await openBilling(page, 'globex');
    await page.getByRole('heading', { name: 'No cards yet' }).waitFor();
    const add = page.getByRole('button', { name: 'Add card' });
    await expect.poll(() => add.isDisabled()).toBe(true);
    const reason = await add.getAttribute('aria-describedby');
    await expect
      .poll(() => page.locator(`[id="${reason}"]`).textContent())
      .toBe('Add a billing contact first: cards need one.');

    await page.getByRole('button', { name: 'Add billing contact' }).click();
    const form = page.getByRole('form', { name: 'Billing contact' });
    await form.getByRole('button', { name: 'Save billing contact' }).click();
    await expect
      .poll(() => fieldError(form.getByLabel('First name')))
      .toBe('Enter the billing contact’s first name.');
    await expect
      .poll(() => fieldError(form.getByLabel('Last name')))
      .toBe('Enter the billing contact’s last name.');
    await expect
      .poll(() => fieldError(form.getByLabel('Phone')))
      .toBe('Enter the billing contact’s phone number, like +1 415 555 0123.');
    await expect
      .poll(() => fieldError(form.getByLabel('Billing e-mail')))
      .toBe('Enter the billing e-mail address, like billing@company.com.');
    await form.getByLabel('First name').fill('Grace');
    await form.getByLabel('Last name').fill('Hopper');
    await form.getByLabel('Phone').fill('+1 (415) 555-0199');
    await form.getByLabel('Billing e-mail').fill('grace@globex.example');
    await form.getByRole('button', { name: 'Save billing contact' }).click();
    const saved = page.getByRole('status').filter({ hasText: 'Billing contact saved' });
    await saved.waitFor();
    await page.locator('#payment-information').getByText('+14155550199').waitFor();
    // Scrolled to the payment section, the toast slides in over the cards' corner, where "Add card" is: a
    // click as it arrives lands on the toast. Dismissed first, as a person would.
    await saved.getByRole('button', { name: 'Dismiss notification' }).click();
    await saved.waitFor({ state: 'detached' });

    await expect.poll(() => add.isDisabled()).toBe(false);
    const dialog = await openAddCard(page);
    await expect.poll(() => dialog.getByRole('checkbox').count()).toBe(0);
    await enterCard(dialog, '4111 1111 1111 1111');
    await page.getByText('Visa ending in 1111 added').waitFor();
    await expect.poll(() => cardsShown(page)).toEqual(['Visa •••• 1111 Active']);
    await expectSettledPageAccessible(page);
  });

  it('a marketplace-billed account is told who bills it, with no payment forms', async () => {
    const { page } = portal;
    await signIn(page, 'market@demo.dbcloud.dev');
    await openBilling(
      page,
      'contoso',
      page.getByRole('heading', { name: 'Billed through the Azure Marketplace' }),
    );
    const section = page.locator('#payment-information');
    await section.getByText(/contoso is paid for through your Azure Marketplace subscription/).waitFor();
    await expect.poll(() => section.getByRole('button').count()).toBe(0);
    await expect.poll(() => section.getByRole('form').count()).toBe(0);
  });

  it('a member without the Billing information role is told why, with no forms and no raw error', async () => {
    const { page } = portal;
    await signIn(page, 'member@demo.dbcloud.dev');
    await openBilling(page, 'acme', page.getByRole('heading', { name: 'Not available with your roles' }));
    const section = page.locator('#payment-information');
    await section.getByText(/do not include billing information/).waitFor();
    await expect.poll(() => section.getByRole('button').count()).toBe(0);
  });

  it('works by keyboard alone: add a card, make it active from its menu', async () => {
    const { page } = portal;
    await signIn(page, OWNER);
    await openBilling(page, 'acme-health');
    const add = page.getByRole('button', { name: 'Add card' });
    await tabTo(page, add);
    await page.keyboard.press('Enter');
    const dialog = addCardDialog(page);
    const number = dialog.getByLabel('Card number');
    // The card number has the focus once the fields are there
    await expect.poll(() => number.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.type('5555555555554444');
    await expect.poll(() => number.inputValue()).toBe('5555 5555 5555 4444');
    await page.keyboard.press('Tab');
    await page.keyboard.type(`12${SOON}`);
    await expect.poll(() => dialog.getByLabel('Expiry date').inputValue()).toBe(`12/${SOON}`);
    await page.keyboard.press('Tab');
    await page.keyboard.type('321');
    await page.keyboard.press('Enter');
    await page.getByText('Mastercard ending in 4444 added').waitFor();
    await dialog.waitFor({ state: 'detached' });

    const actions = page.getByRole('button', { name: 'Actions for Mastercard ending in 4444' });
    await tabTo(page, actions);
    await page.keyboard.press('Enter');
    await page.getByRole('menuitem', { name: 'Make active' }).waitFor();
    await page.keyboard.press('Enter');
    await page.getByText('Mastercard ending in 4444 is now the active card').waitFor();
    await expect.poll(() => cardsShown(page)).toEqual(['Mastercard •••• 4444 Active', 'Visa •••• 4242']);
  });

  it('a section that did not load says so with a retry; a refusal is explained, never shown raw', async () => {
    const { page } = portal;
    portal.allowConsoleErrors(/status of 404/, /status of 403/);
    await signIn(page, OWNER);
    await injectFault(page, { match: { operationId: 'getAccountBillingInfo' }, status: 404 });
    await openBilling(page, 'acme', page.getByRole('heading', { name: 'Payment information did not load' }));
    await clearFaults(page);
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('heading', { name: 'Cards', exact: true }).waitFor();
    await expect.poll(() => cardsShown(page)).toEqual(['Visa •••• 1111 Active', 'Mastercard •••• 4444']);

    await injectFault(page, { match: { operationId: 'getAccountBillingInfo' }, status: 403 });
    await page.reload();
    await page.getByRole('heading', { name: 'Not available with your roles' }).waitFor();
    await expect.poll(() => page.locator('#payment-information').getByRole('button').count()).toBe(0);
    await expectSettledPageAccessible(page);
  });

  it('the hosted provider’s fields (its script, stood in for) add a card and map its 3-D Secure failure', async () => {
    const { page } = portal;
    const traffic = recordTraffic(page);
    const scripts: string[] = [];
    await page.route('https://hosted.paysafe.com/**', (route) => {
      scripts.push(route.request().url());
      return route.fulfill({ status: 200, contentType: 'text/javascript', body: STAND_IN });
    });
    await setCardProvider(page, 'hosted');
    await signIn(page, OWNER);
    await openBilling(page, 'acme-health');
    const dialog = await openAddCard(page);
    // The provider's script, from the URL configuration names (the CSP allows its origin)
    expect(scripts).toEqual([PROVIDER_SCRIPT]);
    const standIn = await page.evaluate(
      () =>
        (window as unknown as { paysafe: { standIn: { setups: { apiKey: string }[] } } }).paysafe.standIn
          .setups,
    );
    expect(standIn.map(({ apiKey }) => apiKey)).toEqual(['demo-public-key']);

    await enterCard(dialog, '4000 0000 0000 0002', `12/${LATER}`);
    await expect.poll(() => cardFailure(dialog)).toBe('3D Secure authentication failed');
    await enterCard(dialog, '5555 5555 5555 4444', `12/${LATER}`);
    await page.getByText('Mastercard ending in 4444 added').waitFor();
    await expect.poll(() => cardsShown(page)).toEqual(['Visa •••• 4242 Active', 'Mastercard •••• 4444']);
    const [added] = addCardRequests(traffic.requests).map(({ body }) => JSON.parse(body ?? '{}'));
    expect(added).toEqual({
      pfToken: expect.stringMatching(/^SC\w+$/),
      last4Digits: '4444',
      ccType: 'Mastercard',
    });
    await expectSettledPageAccessible(page);
  });
});

describe('payment information on a phone', () => {
  const portal = usePortal({ context: { viewport: { width: 375, height: 800 } } });

  it('fits 375 px without scrolling sideways, the card dialog too', async () => {
    const { page } = portal;
    await signIn(page, OWNER);
    await openBilling(page, 'acme');
    const width = () => page.evaluate(() => document.documentElement.scrollWidth);
    await expect.poll(() => width()).toBeLessThanOrEqual(375);
    await page.getByRole('button', { name: 'Edit invoice details' }).click();
    await expect.poll(() => width()).toBeLessThanOrEqual(375);
    const dialog = await openAddCard(page);
    const box = await dialog.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true);
    await expectSettledPageAccessible(page, 'the card dialog at 375 px', '[role="dialog"]');
  });
});
