// Small screens: at 375 px no page scrolls sideways, and below 768 px the portal's
// side navigation folds into a menu button that opens it in a sheet (a Radix dialog: focus moves in,
// Escape closes it and gives focus back to the button).
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { fakeNow, latestMail, pathOf, signIn, usePortal, visit } from './support';
import { routeExamples } from './support/route-examples.mjs';

const PHONE = { viewport: { width: 375, height: 800 } };

/** How far the page is wider than the window (0 when nothing scrolls sideways). */
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/**
 * Every route with the URL that shows it (support/route-examples.mjs, shared with `pnpm screenshots`).
 * The public pages do not depend on the date but the price's next month; the portal's are taken at the
 * fake cloud's time in each test.
 */
const EXAMPLES = routeExamples(new Date());
const PUBLIC_PAGES = EXAMPLES.public;
const TWO_FACTOR_PAGES = EXAMPLES.twoFactor;
const REDIRECTS = Object.keys(EXAMPLES.redirects);

/** Every path a link can go to: `FileRoutesByTo` of the generated route tree. */
function routePaths(): string[] {
  const tree = readFileSync(new URL('../src/routeTree.gen.ts', import.meta.url), 'utf8');
  const byTo = tree.match(/export interface FileRoutesByTo \{([^}]*)\}/)?.[1] ?? '';
  return [...byTo.matchAll(/^\s*'([^']+)':/gm)].map((m) => m[1] ?? '').sort();
}

it('the pages below are every page of the route tree (a new page is added here)', () => {
  const listed = [
    ...Object.keys(PUBLIC_PAGES),
    ...TWO_FACTOR_PAGES,
    ...Object.keys(EXAMPLES.portal),
    ...REDIRECTS,
  ].sort();
  expect(listed).toEqual(routePaths());
});

describe('at 375 px', () => {
  const portal = usePortal({ context: PHONE });

  it.each(Object.entries(PUBLIC_PAGES))('%s does not scroll sideways', async (path, url) => {
    // The sign-in link page shows why an unknown link does not sign in; the browser logs the 400.
    if (path === '/user/login/link') portal.allowConsoleErrors(/status of 400/);
    await visit(portal.page, url);
    await expect.poll(() => overflow(portal.page)).toBe(0);
  });

  it.each(TWO_FACTOR_PAGES)(
    '%s (halfway through a two-factor sign-in) does not scroll sideways',
    async (path) => {
      const { page } = portal;
      await page.goto('/user/login');
      await page.getByLabel('E-mail').fill('mfa@demo.dbcloud.dev');
      await page.getByRole('button', { name: 'E-mail me a sign-in link' }).click();
      // The link is mailed once the request is answered: the page says so first.
      await page.getByRole('heading', { level: 1, name: 'Check your e-mail' }).waitFor();
      const { link } = await latestMail(page, 'mfa@demo.dbcloud.dev', '/user/login/link');
      await page.goto(link);
      await page.waitForURL((url) => url.pathname === '/user/login-with-2fa');
      await visit(page, path);
      expect(pathOf(page)).toBe(path);
      await expect.poll(() => overflow(page)).toBe(0);
    },
  );

  it('no portal page scrolls sideways', async () => {
    const { page } = portal;
    await signIn(page, 'owner@demo.dbcloud.dev');
    const wide: Record<string, number> = {};
    for (const [route, url] of Object.entries(routeExamples(await fakeNow(page)).portal)) {
      await visit(page, url);
      const by = await overflow(page);
      if (by !== 0) wide[route] = by;
    }
    expect(wide).toEqual({});
  }, 120_000); // one sign-in, then every portal page in turn (about 1.5 s each on a loaded machine)

  it('the portal’s home does not scroll sideways, and its navigation opens from the menu button by keyboard', async () => {
    const { page } = portal;
    await signIn(page, 'owner@demo.dbcloud.dev');
    await visit(page, '/portal/acme/home');
    await expect.poll(() => overflow(page)).toBe(0);
    // The header keeps the switcher (its label read, not shown) and the user menu on a phone.
    await page.getByRole('combobox', { name: 'Cloud account' }).waitFor();
    await page.getByRole('button', { name: /user menu$/ }).waitFor();
    // The side navigation is folded away; its button opens it.
    await expect.poll(() => page.getByRole('navigation', { name: 'Account' }).count()).toBe(0);
    const button = page.getByRole('button', { name: 'Open the navigation' });
    await button.focus();
    await page.keyboard.press('Enter');
    const sheet = page.getByRole('dialog', { name: 'acme' });
    await sheet.waitFor();
    const home = sheet.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Home' });
    await expect.poll(() => home.getAttribute('aria-current')).toBe('page');
    await page.keyboard.press('Escape');
    await sheet.waitFor({ state: 'detached' });
    // Focus goes back to the button that opened it (the dialog hands it back just after it unmounts).
    await expect
      .poll(() => button.evaluate((el) => el === document.activeElement), { timeout: 5_000 })
      .toBe(true);

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
    await signIn(page, 'owner@demo.dbcloud.dev');
    await visit(page, '/portal/acme/home');
    await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Home' }).waitFor();
    await expect
      .poll(() => page.getByRole('button', { name: 'Open the navigation' }).isVisible())
      .toBe(false);
  });
});
