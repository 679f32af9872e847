// Sign-in as a user meets it: the mailed link, the two-factor code, recovery
// codes, links that no longer work, the demo mailbox hint and signing out.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  advanceClock,
  expectNoAxeViolations,
  expectSettledPageAccessible,
  fieldError,
  latestMail,
  OWNER,
  pathOf,
  SELECTED_ACCOUNT_KEY as STORAGE_KEY,
  settle,
  signInThroughUi,
  totp,
  usePortal,
  visit,
} from './support';

const MFA = 'mfa@demo.dbcloud.dev';

/** Fills the login form and asks for a link; resolves once the page says to check the e-mail. */
async function requestLink(page: Page, email: string, from = '/user/login'): Promise<void> {
  await visit(page, from);
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'E-mail me a sign-in link' }).click();
  await page.getByRole('heading', { level: 1, name: 'Check your e-mail' }).waitFor();
}

/** Opens the newest mailed sign-in link of `email` and waits until the page has left it. */
async function openMailedLink(page: Page, email: string): Promise<void> {
  const { link } = await latestMail(page, email, '/user/login/link');
  await page.goto(link);
  await page.waitForURL((url) => url.pathname !== '/user/login/link');
  await settle(page);
}

/** A 6-digit code that is none of the authenticator's codes around now. */
function wrongCode(): string {
  const valid = new Set([-30_000, 0, 30_000].map((offset) => totp(undefined, Date.now() + offset)));
  for (let n = 123_456; ; n = (n + 111_111) % 1_000_000) {
    const code = String(n).padStart(6, '0');
    if (!valid.has(code)) return code;
  }
}

async function signOutThroughMenu(page: Page): Promise<void> {
  await page.getByRole('button', { name: /user menu$/ }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await page.getByRole('heading', { level: 1, name: 'You are signed out' }).waitFor();
  await settle(page);
}

describe('sign-in', () => {
  const portal = usePortal();

  it('signs the owner in through the mailed link into acme’s home', async () => {
    const { page } = portal;
    await requestLink(page, OWNER);
    await expectSettledPageAccessible(page);
    await openMailedLink(page, OWNER);
    expect(pathOf(page)).toBe('/portal/acme/home');
    await page.getByRole('heading', { level: 1, name: /^Welcome/ }).waitFor();
    await page.getByText(OWNER).first().waitFor();
    await expectNoAxeViolations(page);
  });

  it('asks mfa@ for a code: a wrong one is refused next to the field, the right one opens globex', async () => {
    const { page } = portal;
    portal.allowConsoleErrors(/status of 422/);
    await requestLink(page, MFA);
    await openMailedLink(page, MFA);
    expect(pathOf(page)).toBe('/user/login-with-2fa');
    await page.getByRole('heading', { level: 1, name: 'Enter your authentication code' }).waitFor();
    await expectNoAxeViolations(page);

    const code = page.getByLabel('Authentication code', { exact: true });
    await code.fill(wrongCode());
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect.poll(() => fieldError(code)).toMatch(/code is not right/i);
    expect(pathOf(page)).toBe('/user/login-with-2fa');
    // The field keeps focus for the next try, and the page still passes axe with the error shown.
    await expect
      .poll(() => code.evaluate((el) => el === document.activeElement), { timeout: 5_000 })
      .toBe(true);
    await expectNoAxeViolations(page);

    await code.fill(totp());
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/portal/globex/home');
    await page.getByRole('heading', { level: 1, name: /^Welcome/ }).waitFor();
    await expectSettledPageAccessible(page);
  });

  it('ends the sign-in at the 5th wrong code: the login page says so, the e-mail filled in, and a new link signs in', async () => {
    const { page } = portal;
    portal.allowConsoleErrors(/status of 4(01|22)/);
    await requestLink(page, MFA);
    await openMailedLink(page, MFA);
    expect(pathOf(page)).toBe('/user/login-with-2fa');

    const code = page.getByLabel('Authentication code', { exact: true });
    const signInButton = page.getByRole('button', { name: 'Sign in', exact: true });
    // Each wrong code is refused next to the field, saying how many more end the sign-in.
    for (const left of [
      '4 more wrong codes end',
      '3 more wrong codes end',
      '2 more wrong codes end',
      '1 more wrong code ends',
    ]) {
      await code.fill(wrongCode());
      await signInButton.click();
      await expect.poll(() => fieldError(code)).toContain(`${left} this sign-in.`);
      expect(pathOf(page)).toBe('/user/login-with-2fa');
    }
    await expectNoAxeViolations(page);

    await code.fill(wrongCode());
    await signInButton.click();
    await page.waitForURL((url) => url.pathname === '/user/login');
    await page
      .getByText('Too many wrong codes: this sign-in has ended. Request a new sign-in link.')
      .waitFor();
    await page.getByRole('heading', { level: 1, name: 'Sign in to DBCloud' }).waitFor();
    const email = page.getByLabel('E-mail');
    await expect.poll(() => email.inputValue()).toBe(MFA);
    await expectSettledPageAccessible(page);

    // The new link: "Check your e-mail", then the code page again, where the right code signs in.
    await page.getByRole('button', { name: 'E-mail me a sign-in link' }).click();
    await page.getByRole('heading', { level: 1, name: 'Check your e-mail' }).waitFor();
    await openMailedLink(page, MFA);
    expect(pathOf(page)).toBe('/user/login-with-2fa');
    await code.fill(totp());
    await signInButton.click();
    await page.waitForURL((url) => url.pathname === '/portal/globex/home');
    await page.getByRole('heading', { level: 1, name: /^Welcome/ }).waitFor();
  });

  it('a code entered more than 15 minutes after the link opened: the sign-in has ended, start again', async () => {
    const { page } = portal;
    portal.allowConsoleErrors(/status of 401/);
    await requestLink(page, MFA);
    await openMailedLink(page, MFA);
    await advanceClock(page, 15);
    await page.getByLabel('Authentication code', { exact: true }).fill(totp());
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/user/login');
    await page.getByText(/This sign-in has ended: a code is due within 15 minutes/).waitFor();
    await expect.poll(() => page.getByLabel('E-mail').inputValue()).toBe(MFA);
    await expectSettledPageAccessible(page);
  });

  it('refuses a malformed code before asking the server', async () => {
    const { page } = portal;
    await requestLink(page, MFA);
    await openMailedLink(page, MFA);
    const code = page.getByLabel('Authentication code', { exact: true });
    await code.fill('12ab');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect
      .poll(() => fieldError(code))
      .toContain('Enter the 6-digit code from your authenticator app.');
    expect(pathOf(page)).toBe('/user/login-with-2fa');
  });

  it('signs in with a recovery code once; the same code is refused the second time', async () => {
    const { page } = portal;
    portal.allowConsoleErrors(/status of 422/);
    await requestLink(page, MFA);
    await openMailedLink(page, MFA);
    await page.getByRole('link', { name: 'Use a recovery code' }).click();
    await page.waitForURL((url) => url.pathname === '/user/login-with-recovery-code');
    await page.getByRole('heading', { level: 1, name: 'Sign in with a recovery code' }).waitFor();
    await expectSettledPageAccessible(page);
    await page.getByLabel('Recovery code', { exact: true }).fill('mfa01-rcvry');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/portal/globex/home');
    await page.getByRole('heading', { level: 1, name: /^Welcome/ }).waitFor();

    await signOutThroughMenu(page);
    await requestLink(page, MFA);
    await openMailedLink(page, MFA);
    await page.getByRole('link', { name: 'Use a recovery code' }).click();
    await page.waitForURL((url) => url.pathname === '/user/login-with-recovery-code');
    const field = page.getByLabel('Recovery code', { exact: true });
    await field.fill('mfa01-rcvry');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect.poll(() => fieldError(field)).toMatch(/not valid or was already used/);
    expect(pathOf(page)).toBe('/user/login-with-recovery-code');
    await expectNoAxeViolations(page);

    // Another unused code still works.
    await field.fill('mfa02-rcvry');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/portal/globex/home');
  });

  it('shows “does not work any more” for an expired link, with a way to a new one', {
    tags: ['dates'],
  }, async () => {
    const { page } = portal;
    // Opening the link fails with a 4xx, and React reports the error the route's error screen catches.
    portal.allowConsoleErrors(
      /status of 4\d\d/,
      /ApiError: This sign-in link has expired or was already used/,
    );
    await requestLink(page, OWNER);
    const { link } = await latestMail(page, OWNER, '/user/login/link');
    await advanceClock(page, 16);
    await page.goto(link);
    await page.getByRole('heading', { name: 'This link does not work any more' }).waitFor();
    await page.getByText('This sign-in link has expired or was already used.').waitFor();
    expect(pathOf(page)).toBe('/user/login/link');
    await expectSettledPageAccessible(page);

    await page.getByRole('link', { name: 'Request a new link' }).click();
    await page.waitForURL((url) => url.pathname === '/user/login');
    await page.getByRole('heading', { level: 1, name: 'Sign in to DBCloud' }).waitFor();
  });

  it('shows “does not work any more” for a link that was already used', async () => {
    const { page } = portal;
    // Opening the link fails with a 4xx, and React reports the error the route's error screen catches.
    portal.allowConsoleErrors(
      /status of 4\d\d/,
      /ApiError: This sign-in link has expired or was already used/,
    );
    await requestLink(page, OWNER);
    const { link } = await latestMail(page, OWNER, '/user/login/link');
    await page.goto(link);
    await page.waitForURL((url) => url.pathname === '/portal/acme/home');
    await settle(page);

    // The same mail's link, opened again.
    await page.goto(link);
    await page.getByRole('heading', { name: 'This link does not work any more' }).waitFor();
    await page.getByText('This sign-in link has expired or was already used.').waitFor();
    await page.getByRole('link', { name: 'Request a new link' }).waitFor();
    expect(pathOf(page)).toBe('/user/login/link');
  });

  it('“Check your e-mail” offers the link itself in demo mode, and the link signs in', async () => {
    const { page } = portal;
    await requestLink(page, OWNER);
    await page.getByText('Demo mode:').waitFor();
    await page.getByText(/no e-mail leaves this machine/).waitFor();
    const demoLink = page.getByRole('link', { name: 'Open the sign-in link' });
    await demoLink.waitFor();
    await expect.poll(() => demoLink.getAttribute('href')).toMatch(/^\/user\/login\/link\?token=/);
    await expectSettledPageAccessible(page);
    await demoLink.click();
    await page.waitForURL((url) => url.pathname === '/portal/acme/home');
    await page.getByRole('heading', { level: 1, name: /^Welcome/ }).waitFor();
  });

  it('says so in demo mode when no demo user has the e-mail', async () => {
    const { page } = portal;
    await requestLink(page, 'someone-else@example.test');
    await page.getByText('There is no demo user with this e-mail, so no link was sent.').waitFor();
    await expect.poll(() => page.getByRole('link', { name: 'Open the sign-in link' }).count()).toBe(0);
  });

  it('signs out from the user menu, forgets the account and asks to sign in again', async () => {
    const { page } = portal;
    const landed = await signInThroughUi(page, OWNER);
    expect(landed.pathname).toBe('/portal/acme/home');
    await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY)).toBe('acme');

    await signOutThroughMenu(page);
    expect(pathOf(page)).toBe('/user/logout');
    await expectNoAxeViolations(page);
    await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY)).toBeNull();

    await page.goto('/portal/acme/home');
    await page.waitForURL((url) => url.pathname === '/user/login');
    await page.getByRole('heading', { level: 1, name: 'Sign in to DBCloud' }).waitFor();
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/portal/acme/home');
    await expectSettledPageAccessible(page);
    // Nothing of the account is left on the screen.
    await expect.poll(() => page.getByText('You in this account').count()).toBe(0);
  });
});
