// Profile and two-factor (the profile routes): the
// authenticator set up from the shown key, sign-in with a code and a remembered browser, new recovery
// codes and one used, two-factor turned off; the phone number; the pages stay put when the account
// changes; axe on every page in both themes.
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  expectSettledPageAccessible,
  fieldError,
  injectFault,
  latestMail,
  OWNER,
  onPath,
  pathOf,
  settle,
  signIn,
  signOut,
  unusedTotp,
  usePortal,
  visit,
} from './support';

/** The login form, then the mailed link: where the link lands (the code page when one is due). */
async function openSignInLink(page: Page, email: string): Promise<string> {
  await visit(page, '/user/login', { axe: false });
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'E-mail me a sign-in link' }).click();
  await page
    .getByText(/check your (e-mail|inbox|mailbox)/i)
    .first()
    .waitFor();
  const { link } = await latestMail(page, email, '/user/login/link');
  await page.goto(link);
  await page.waitForURL((url) => url.pathname !== '/user/login/link');
  await settle(page);
  return pathOf(page);
}

/** The two-factor facts of the profile page ("Status" On, "Recovery codes" 9 of 10 unused, ...). */
async function twoFactorFact(page: Page, term: string): Promise<string> {
  const card = page
    .locator('section, div')
    .filter({ has: page.getByText('Two-factor authentication', { exact: true }) });
  const value = card.locator(`dt:text-is("${term}") + dd`).first();
  await value.waitFor();
  return (await value.textContent())?.trim() ?? '';
}

const shownCodes = (page: Page) =>
  page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem').allTextContents();

describe('profile and two-factor', () => {
  const portal = usePortal({ context: { permissions: ['clipboard-read', 'clipboard-write'] } });

  it('enable the authenticator from the shown key, sign in with a code and a remembered browser, forget it, new recovery codes, one used, then off', async () => {
    const { page } = portal;
    // Wrong codes are refused with 422 (the browser logs the failed request).
    portal.allowConsoleErrors(/status of 422/);
    await signIn(page, OWNER);
    await visit(page, '/portal/acme/home', { axe: false });

    // The user menu opens the profile; two-factor is off.
    await page.getByRole('button', { name: /user menu/ }).click();
    await page.getByRole('menuitem', { name: 'Profile and two-factor' }).click();
    await page.waitForURL(onPath('/portal/profile'));
    await expectSettledPageAccessible(page);
    await expect.poll(() => twoFactorFact(page, 'Status')).toBe('Off');

    await page.getByRole('link', { name: 'Set up an authenticator app' }).click();
    await page.waitForURL(onPath('/portal/profile/enable-authenticator'));
    await page.getByRole('img', { name: /QR code/ }).waitFor();
    await expectSettledPageAccessible(page);
    const secret = ((await page.locator('main [class*="key"]').first().textContent()) ?? '').replace(
      /\s/g,
      '',
    );
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    const uri = await page.getByRole('img', { name: /QR code/ }).evaluate((svg) => svg.outerHTML.length);
    expect(uri).toBeGreaterThan(1000); // a drawn code, not an empty box

    // A wrong code is refused beside the field, and the code typed stays.
    const code = page.getByLabel('Authentication code');
    await code.fill('000000');
    await page.getByRole('button', { name: 'Turn on two-factor' }).click();
    await expect.poll(() => fieldError(code)).toMatch(/not right|already used/);
    await expect.poll(() => code.inputValue()).toBe('000000');

    // A right code (each time step is accepted once: the codes entered below take others).
    const usedSteps = new Set<number>();
    await code.fill(await unusedTotp(secret, usedSteps));
    await page.getByRole('button', { name: 'Turn on two-factor' }).click();
    await page.getByRole('heading', { name: 'Save your recovery codes' }).waitFor();
    await expectSettledPageAccessible(page);
    const firstCodes = await shownCodes(page);
    expect(firstCodes).toHaveLength(10);

    await page.getByRole('button', { name: 'Copy codes' }).click();
    await page.getByRole('button', { name: 'Copied' }).waitFor();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(firstCodes.join('\n'));

    const downloaded = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download as a text file' }).click();
    const download = await downloaded;
    expect(download.suggestedFilename()).toBe('dbcloud-recovery-codes.txt');
    const text = await readFile(await download.path(), 'utf8');
    expect(text).toContain(`DBCloud recovery codes for ${OWNER}`);
    for (const c of firstCodes) expect(text).toContain(c);

    await page.getByRole('link', { name: 'I have saved my codes' }).click();
    await page.waitForURL(onPath('/portal/profile'));
    await expect.poll(() => twoFactorFact(page, 'Status')).toBe('On');
    await expect.poll(() => twoFactorFact(page, 'Recovery codes')).toMatch(/^10 of 10 unused/);

    // Sign in again: a code is asked; "don’t ask again" remembers this browser.
    await signOut(page);
    expect(await openSignInLink(page, OWNER)).toBe('/user/login-with-2fa');
    await page.getByLabel('Authentication code', { exact: true }).fill(await unusedTotp(secret, usedSteps));
    await page.getByLabel('Don’t ask again on this browser for a year').check();
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/portal/acme'));

    // Remembered: the link alone signs in.
    await signOut(page);
    expect(await openSignInLink(page, OWNER)).toMatch(/^\/portal\/acme/);

    // New recovery codes replace the first ones, after confirmation.
    await visit(page, '/portal/profile/generate-recovery-codes');
    await page.getByRole('button', { name: 'Make new recovery codes' }).click();
    await page.getByRole('alertdialog').waitFor();
    await page.getByRole('button', { name: 'Replace my codes' }).click();
    await page.getByRole('heading', { name: 'Save your recovery codes' }).waitFor();
    await expectSettledPageAccessible(page);
    const newCodes = await shownCodes(page);
    expect(newCodes).toHaveLength(10);
    expect(newCodes.filter((c) => firstCodes.includes(c))).toEqual([]);

    // Forget remembered browsers: the next sign-in asks for a code again.
    await visit(page, '/portal/profile');
    await expect.poll(() => twoFactorFact(page, 'Remembered browsers')).toMatch(/^1 skips the code/);
    await page.getByRole('button', { name: 'Forget remembered browsers' }).click();
    await page.getByRole('alertdialog').waitFor();
    await page.getByRole('button', { name: 'Forget browsers' }).click();
    await page.getByRole('status').filter({ hasText: 'Remembered browsers forgotten' }).waitFor();
    await expect.poll(() => twoFactorFact(page, 'Remembered browsers')).toMatch(/^None/);

    await signOut(page);
    expect(await openSignInLink(page, OWNER)).toBe('/user/login-with-2fa');

    // An old recovery code no longer works; a new one does, once.
    await page.getByRole('link', { name: 'Use a recovery code' }).click();
    await page.waitForURL(onPath('/user/login-with-recovery-code'));
    const recovery = page.getByRole('textbox', { name: 'Recovery code' });
    await recovery.fill(firstCodes[0] ?? '');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect.poll(() => fieldError(recovery)).toMatch(/not valid/);
    await recovery.fill(newCodes[0] ?? '');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/portal/acme'));
    await visit(page, '/portal/profile');
    await expect.poll(() => twoFactorFact(page, 'Recovery codes')).toMatch(/^9 of 10 unused/);

    // Turn it off: a current code, a confirmation.
    await page.getByRole('link', { name: 'Turn off two-factor' }).click();
    await page.waitForURL(onPath('/portal/profile/disable-2fa'));
    await expectSettledPageAccessible(page);
    await page.getByLabel('Authentication code').fill(await unusedTotp(secret, usedSteps));
    await page.getByRole('button', { name: 'Turn off two-factor' }).click();
    await page.getByRole('alertdialog').waitFor();
    await page.getByRole('button', { name: 'Turn it off' }).click();
    await page.waitForURL(onPath('/portal/profile'));
    await expect.poll(() => twoFactorFact(page, 'Status')).toBe('Off');

    await signOut(page);
    expect(await openSignInLink(page, OWNER)).toMatch(/^\/portal\/acme/);
  }, 90_000); // the whole journey: about 18 s alone, more than twice that beside another browser

  it('the phone number: checked before sending, refused ones explained beside the field, kept when saving fails', async () => {
    const { page } = portal;
    await signIn(page, OWNER);
    await visit(page, '/portal/profile');
    const phone = page.getByRole('textbox', { name: 'Phone number' });
    const save = page.getByRole('button', { name: 'Save phone number' });
    let sent = 0;
    page.on('request', (request) => {
      if (request.url().includes('/api/v1/profile/update-phone-number')) sent += 1;
    });

    await phone.fill('415 555 0123');
    await save.click();
    await expect
      .poll(() => fieldError(phone))
      .toContain('Enter the number with its country code, like +1 415 555 0123.');
    expect(sent).toBe(0);

    portal.allowConsoleErrors(/status of 500/);
    await injectFault(page, { match: { operationId: 'updatePhoneNumber' }, status: 500, times: 1 });
    await phone.fill('+1 415 555 0123');
    await save.click();
    await page.getByRole('alert').filter({ hasText: 'The phone number was not saved' }).waitFor();
    await expect.poll(() => phone.inputValue()).toBe('+1 415 555 0123');
    await expectSettledPageAccessible(page);

    await save.click();
    await page.getByRole('status').filter({ hasText: 'Phone number saved' }).waitFor();
    expect(sent).toBe(2);
    await visit(page, '/portal/profile');
    await expect
      .poll(() => page.getByRole('textbox', { name: 'Phone number' }).inputValue())
      .toBe('+14155550123');
  });

  it('profile pages stay put when the account changes; the navigation follows the new account', async () => {
    const { page } = portal;
    await signIn(page, OWNER);
    await visit(page, '/portal/profile/enable-authenticator');
    const secret = await page.locator('main [class*="key"]').first().textContent();

    await page.getByLabel('Cloud account').selectOption('acme-health');
    await page.getByRole('status').filter({ hasText: 'Switched to acme-health' }).waitFor();
    expect(pathOf(page)).toBe('/portal/profile/enable-authenticator');
    // Same page, same pending key: nothing was loaded again.
    await expect.poll(() => page.locator('main [class*="key"]').first().textContent()).toBe(secret);
    await expect
      .poll(() =>
        page
          .getByRole('navigation', { name: 'Account' })
          .getByRole('link', { name: 'Home' })
          .getAttribute('href'),
      )
      .toBe('/portal/acme-health/home');

    await page.getByRole('button', { name: /user menu/ }).click();
    await page.getByRole('menuitem', { name: 'acme', exact: true }).click();
    await page.getByRole('status').filter({ hasText: 'Switched to acme' }).first().waitFor();
    expect(pathOf(page)).toBe('/portal/profile/enable-authenticator');
    await expect.poll(() => page.getByLabel('Cloud account').inputValue()).toBe('acme');
  });

  it.each(['light', 'dark'] as const)('every profile page passes axe in %s', async (colorScheme) => {
    const { page } = portal;
    await page.emulateMedia({ colorScheme });
    // mfa@ has two-factor on (recovery codes, turning off); owner@ has it off (setting it up).
    await signIn(page, 'mfa@demo.dbcloud.dev');
    for (const path of [
      '/portal/profile',
      '/portal/profile/generate-recovery-codes',
      '/portal/profile/disable-2fa',
    ]) {
      await visit(page, path);
      await page.getByRole('heading', { level: 1 }).waitFor();
    }
    await signOut(page);
    await signIn(page, OWNER);
    await visit(page, '/portal/profile/enable-authenticator');
    await page.getByRole('img', { name: /QR code/ }).waitFor();
    await expectSettledPageAccessible(page);
  });
});
