// The account page: the account's details and type, its billing information with the way to the payment
// section, its users and invitations: invite then cancel, an existing user accepting through the mailbox
// end to end, removing a member after confirmation, what a member without User management is (not)
// offered, a 403 explained, and axe in both themes.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  api,
  apiResponse,
  expectSettledPageAccessible,
  fieldError,
  heading,
  injectFault,
  latestMail,
  mailbox,
  OWNER,
  onPath,
  signIn,
  signInThroughUi,
  signOut,
  switcherOptions,
  usePortal,
  visit,
} from './support';

const MEMBER = 'member@demo.dbcloud.dev';
const MARKET = 'market@demo.dbcloud.dev';
const PAGE = '/portal/acme/account';

const users = (page: Page) => page.getByRole('table', { name: /’s users/ });
const userRow = (page: Page, email: string) => users(page).getByRole('row').filter({ hasText: email });

async function openAccount(page: Page, path = PAGE): Promise<void> {
  await visit(page, path, { axe: false });
  await heading(page, 'Account').waitFor();
  await users(page).waitFor();
  await expectSettledPageAccessible(page);
}

async function invite(page: Page, email: string, roles: string[]): Promise<void> {
  await page.getByRole('button', { name: 'Invite user' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite a user to acme' });
  await dialog.getByLabel('E-mail').fill(email);
  for (const role of roles) await dialog.getByRole('checkbox', { name: role, exact: true }).check();
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await dialog.waitFor({ state: 'detached' });
}

describe('the account page', () => {
  const portal = usePortal();

  it('shows acme’s details, its billing information linking to the payment section, and its users', async () => {
    const { page } = portal;
    await signIn(page, OWNER);
    await openAccount(page);
    const details = page.locator('[data-slot="card"]').filter({ hasText: 'Account details' });
    await details.getByText('Directly by DBCloud').waitFor();
    const billing = page.locator('[data-slot="card"]').filter({ hasText: 'Billing information' });
    await billing.getByText('Visa ending in 1111').waitFor();
    await expect.poll(() => userRow(page, OWNER).getByText('Owner', { exact: true }).count()).toBe(1);
    // the owner and yourself cannot be removed
    await expect.poll(() => userRow(page, OWNER).getByRole('button').count()).toBe(0);
    await expect
      .poll(() =>
        userRow(page, MEMBER)
          .getByRole('button', { name: `Remove ${MEMBER} from acme` })
          .count(),
      )
      .toBe(1);
    // the seeded invitations are pending, each with its cancel
    await expect
      .poll(() => userRow(page, 'invitee@demo.dbcloud.dev').getByText('Invited', { exact: true }).count())
      .toBe(1);

    await billing.getByRole('link', { name: 'Manage the payment information' }).click();
    await page.waitForURL(onPath('/portal/acme/billing/summary'));
    expect(new URL(page.url()).hash).toBe('#payment-information');
    await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Account' }).waitFor();
  });

  it('marks a HIPAA account, and says a marketplace manages contoso', async () => {
    const { page } = portal;
    await signIn(page, OWNER);
    await openAccount(page, '/portal/acme-health/account');
    await page.getByText('HIPAA', { exact: true }).first().waitFor();
    await page.getByText(/A HIPAA account is for protected health information/).waitFor();

    await signOut(page);
    await signIn(page, MARKET);
    await visit(page, '/portal/contoso/account', { axe: false });
    await page.getByText('Through the Azure Marketplace').waitFor();
    await page.getByText(/The Azure Marketplace manages this account’s subscription/).waitFor();
    await expectSettledPageAccessible(page);
  });

  it('invites a new e-mail, then cancels the invitation after confirmation', async () => {
    const { page } = portal;
    await signIn(page, OWNER);
    await openAccount(page);

    // nothing is sent without a role; what was typed stays
    await page.getByRole('button', { name: 'Invite user' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite a user to acme' });
    await dialog.getByLabel('E-mail').fill('new.hire@acme.example');
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await dialog.getByText('Choose at least one role: it decides what they can open.').waitFor();
    await expect.poll(() => dialog.getByLabel('E-mail').inputValue()).toBe('new.hire@acme.example');
    await expectSettledPageAccessible(page, 'the invitation form', '[role="dialog"]');
    await dialog.getByRole('checkbox', { name: 'Support', exact: true }).check();
    await dialog.getByRole('checkbox', { name: 'Products', exact: true }).check();
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await dialog.waitFor({ state: 'detached' });

    const row = userRow(page, 'new.hire@acme.example');
    await row.getByText('Invited', { exact: true }).waitFor();
    await expect.poll(() => row.getByText('Products, Support').count()).toBe(1);
    const [mail] = await mailbox(page, 'new.hire@acme.example');
    expect(mail?.subject).toBe('You are invited to acme on DBCloud');
    expect(new URL(mail?.link ?? '').pathname).toBe('/user/invitation');

    // inviting the same e-mail again is refused beside the field
    portal.allowConsoleErrors(/status of 409/);
    await page.getByRole('button', { name: 'Invite user' }).click();
    await dialog.getByLabel('E-mail').fill('new.hire@acme.example');
    await dialog.getByRole('checkbox', { name: 'Support', exact: true }).check();
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await expect
      .poll(() => fieldError(dialog.getByLabel('E-mail')))
      .toContain('already has a pending invitation');
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    await row.getByRole('button', { name: 'Cancel invitation to new.hire@acme.example' }).click();
    const confirm = page.getByRole('alertdialog', {
      name: 'Cancel the invitation to new.hire@acme.example?',
    });
    await expectSettledPageAccessible(page, 'the cancel confirmation', '[role="alertdialog"]');
    await confirm.getByRole('button', { name: 'Cancel invitation' }).click();
    await confirm.waitFor({ state: 'detached' });
    await row.waitFor({ state: 'detached' });
    // its link no longer works
    const info = await apiResponse(
      page,
      'GET',
      `/invitation-info?link=${new URL(mail?.link ?? '').searchParams.get('link')}`,
    );
    expect(info.status()).toBe(404);
  });

  it('says why an address invited and cancelled three times today gets no fourth invitation', {
    tags: ['dates'],
  }, async () => {
    const { page } = portal;
    await signIn(page, OWNER);
    const email = 'flooded@victim.example';
    for (let n = 0; n < 3; n += 1) {
      await api(page, 'POST', '/users/invite/acme', { email, roles: ['Support'] }, { tenant: 'acme' });
      await api(page, 'POST', '/users/cancel-invitation/acme', { email }, { tenant: 'acme' });
    }
    await openAccount(page);
    portal.allowConsoleErrors(/status of 429/);
    await page.getByRole('button', { name: 'Invite user' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite a user to acme' });
    await dialog.getByLabel('E-mail').fill(email);
    await dialog.getByRole('checkbox', { name: 'Support', exact: true }).check();
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    const alert = dialog.getByRole('alert').filter({ hasText: 'The invitation was not sent' });
    await alert.getByText(`${email} has already been sent 3 invitations today`).waitFor();
    // what was typed stays; no fourth mail went out
    await expect.poll(() => dialog.getByLabel('E-mail').inputValue()).toBe(email);
    await expectSettledPageAccessible(page, 'the refused invitation', '[role="dialog"]');
    expect(await mailbox(page, email)).toHaveLength(3);
  });

  it('an existing user invited here accepts through the mailbox, signs in, and sees acme', async () => {
    const { page } = portal;
    await signIn(page, OWNER);
    await openAccount(page);
    await invite(page, MARKET, ['Products']);
    await signOut(page);

    const { link } = await latestMail(page, MARKET, '/invitation/accept');
    const accept = new URL(link);
    await visit(page, accept.pathname + accept.search);
    await page.getByRole('link', { name: 'Sign in to accept' }).click();
    await page.waitForURL(onPath('/user/login'));
    const landed = await signInThroughUi(page, MARKET, {
      from: new URL(page.url()).pathname + new URL(page.url()).search,
    });
    expect(landed.pathname).toBe('/invitation/accept');
    await page.getByRole('button', { name: 'Accept and join acme' }).click();
    await page.waitForURL(onPath('/portal/acme/home'));
    await expect.poll(() => switcherOptions(page)).toEqual(expect.arrayContaining(['acme']));
    // Products only: no account page for them
    await expect
      .poll(() =>
        page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Account' }).count(),
      )
      .toBe(0);

    await signOut(page);
    await signIn(page, OWNER);
    await openAccount(page);
    await userRow(page, MARKET).getByText('Member', { exact: true }).waitFor();
  });

  it('removes a member after confirmation', async () => {
    const { page } = portal;
    await signIn(page, OWNER);
    await openAccount(page);
    await userRow(page, MEMBER)
      .getByRole('button', { name: `Remove ${MEMBER} from acme` })
      .click();
    const confirm = page.getByRole('alertdialog', { name: `Remove ${MEMBER} from acme?` });
    await expectSettledPageAccessible(page, 'the remove confirmation', '[role="alertdialog"]');
    await confirm.getByRole('button', { name: 'Remove user' }).click();
    await confirm.waitFor({ state: 'detached' });
    await userRow(page, MEMBER).waitFor({ state: 'detached' });

    // the member is out: signed in, they no longer have acme
    await signOut(page);
    await signIn(page, MEMBER);
    await visit(page, '/portal', { axe: false });
    expect(new URL(page.url()).pathname).toBe('/portal');
  });

  it('shows a member without User management the users, but offers no invitations or removals', async () => {
    const { page } = portal;
    await signIn(page, MEMBER);
    await openAccount(page);
    await expect.poll(() => page.getByRole('button', { name: 'Invite user' }).count()).toBe(0);
    await expect.poll(() => users(page).getByRole('button').count()).toBe(0);
    await page.getByText(/Inviting and removing users needs the User management role/).waitFor();
    await expect.poll(() => userRow(page, MEMBER).getByText('(you)').count()).toBe(1);
  });

  it('explains a 403 instead of swallowing it', async () => {
    const { page } = portal;
    await signIn(page, OWNER);
    portal.allowConsoleErrors(/status of 403/);
    await injectFault(page, { match: { operationId: 'getAccountUsers' }, status: 403 });
    await visit(page, PAGE, { axe: false });
    await page.getByText('You don’t have access to acme’s users').waitFor();
    await page.getByText(/Ask the account’s owner for access/).waitFor();
    await expectSettledPageAccessible(page);
  });
});

describe('the account page in both themes', () => {
  const portal = usePortal();

  it('passes axe in light and dark, with the invitation form open', async () => {
    const { page } = portal;
    await signIn(page, OWNER);
    await visit(page, PAGE, { axe: false }); // the portal's origin, for its localStorage
    for (const theme of ['light', 'dark']) {
      await page.evaluate((value) => localStorage.setItem('dbcloud.theme', value), theme);
      await openAccount(page);
      await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).toBe(theme);
      await page.getByRole('button', { name: 'Invite user' }).click();
      await page.getByRole('dialog', { name: 'Invite a user to acme' }).getByLabel('E-mail').waitFor();
      await expectSettledPageAccessible(page, `the invitation form in ${theme}`, '[role="dialog"]');
      await page.keyboard.press('Escape');
    }
  });
});
