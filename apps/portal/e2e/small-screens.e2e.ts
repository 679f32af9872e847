// Small screens (issue 9; DESIGN §7): at 375 px no page scrolls sideways, and below 768 px the portal's
// side navigation folds into a menu button that opens it in a sheet (a Radix dialog: focus moves in,
// Escape closes it and gives focus back to the button).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { pathOf, signInThroughUi, usePortal, visit } from './support';

const PHONE = { viewport: { width: 375, height: 800 } };

/** How far the page is wider than the window (0 when nothing scrolls sideways). */
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe('at 375 px', () => {
  const portal = usePortal({ context: PHONE });

  it.each(['/', '/pricing', '/user/login', '/user/register', '/terms', '/privacy-policy', '/not-found'])(
    '%s does not scroll sideways',
    async (path) => {
      await visit(portal.page, path);
      expect(await overflow(portal.page)).toBe(0);
    },
  );

  it('the portal’s home does not scroll sideways, and its navigation opens from the menu button by keyboard', async () => {
    const { page } = portal;
    await signInThroughUi(page, 'owner@demo.dbcloud.dev');
    await visit(page, '/portal/acme/home');
    expect(await overflow(page)).toBe(0);
    // The header keeps the switcher (its label read, not shown) and the user menu on a phone.
    await page.getByRole('combobox', { name: 'Cloud account' }).waitFor();
    await page.getByRole('button', { name: /user menu$/ }).waitFor();
    // The side navigation is folded away; its button opens it.
    expect(await page.getByRole('navigation', { name: 'Account' }).count()).toBe(0);
    const button = page.getByRole('button', { name: 'Open the navigation' });
    await button.focus();
    await page.keyboard.press('Enter');
    const sheet = page.getByRole('dialog', { name: 'acme' });
    await sheet.waitFor();
    const home = sheet.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Home' });
    expect(await home.getAttribute('aria-current')).toBe('page');
    await page.keyboard.press('Escape');
    await sheet.waitFor({ state: 'detached' });
    expect(await button.evaluate((el) => el === document.activeElement)).toBe(true);

    // A link in the sheet goes there and closes it.
    await button.click();
    await sheet.getByRole('link', { name: 'Home' }).click();
    await sheet.waitFor({ state: 'detached' });
    expect(pathOf(page)).toBe('/portal/acme/home');
  });
});

describe('at 1280 px', () => {
  const portal = usePortal();

  it('the portal shows its side navigation and no menu button', async () => {
    const { page } = portal;
    await signInThroughUi(page, 'owner@demo.dbcloud.dev');
    await visit(page, '/portal/acme/home');
    await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Home' }).waitFor();
    expect(await page.getByRole('button', { name: 'Open the navigation' }).isVisible()).toBe(false);
  });
});
