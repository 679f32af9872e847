// Light, dark or the OS's theme, chosen by the user: from the public site's footer and the
// portal's user menu, remembered in localStorage, applied before the first paint (public/theme.js, a
// file: the CSP allows no inline script), and every page passes axe in dark too.
import { inflateSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, OWNER, pathOf, settle, signIn, usePortal, visit } from './support';

const THEME_KEY = 'dbcloud.theme';

const footerTheme = (page: Page) => page.getByRole('contentinfo').getByRole('combobox', { name: 'Theme' });

/** What <html> and localStorage say: the applied theme (`data-theme`, null for the OS's) and the stored one. */
const themeState = (page: Page) =>
  page.evaluate(
    (key) => ({ applied: document.documentElement.dataset.theme ?? null, stored: localStorage.getItem(key) }),
    THEME_KEY,
  );

/** The page's background as painted: the body's computed background colour, as [r, g, b]. */
async function backgroundColour(page: Page): Promise<number[]> {
  const colour = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  return (colour.match(/\d+/g) ?? []).slice(0, 3).map(Number);
}

const isDark = ([r = 255, g = 255, b = 255]: number[]) => Math.max(r, g, b) < 64;
const isLight = ([r = 0, g = 0, b = 0]: number[]) => Math.min(r, g, b) > 192;

/**
 * The colour of one pixel of what the browser shows now, read from a 1×1 PNG screenshot: the first pixel
 * of a PNG's first row is stored as is whatever the row's filter, so inflating the image data is enough.
 */
async function pixel(page: Page, x: number, y: number): Promise<number[]> {
  const png = await page.screenshot({ clip: { x, y, width: 1, height: 1 } });
  const chunks: Buffer[] = [];
  for (let at = 8; at < png.length; ) {
    const length = png.readUInt32BE(at);
    if (png.toString('latin1', at + 4, at + 8) === 'IDAT') chunks.push(png.subarray(at + 8, at + 8 + length));
    at += 12 + length;
  }
  const data = inflateSync(Buffer.concat(chunks));
  return [...data.subarray(1, 4)]; // after the row's filter byte: R, G, B
}

/**
 * Reloads the page holding back the app's entry module until `look` is done: what `look` sees is what
 * the browser paints from the HTML and the stylesheet alone, before any of the app's code has run. The
 * entry is index.html's module script, or on a prerendered page the one theme.js starts (`data-app`).
 */
async function reloadBeforeTheAppRuns<T>(page: Page, look: () => Promise<T>): Promise<T> {
  const entry = await page.evaluate(
    () =>
      document.querySelector('script[type="module"][src]')?.getAttribute('src') ??
      document.querySelector<HTMLElement>('script[data-app]')?.dataset.app,
  );
  if (!entry) throw new Error('the page names no entry module');
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const isEntry = (url: URL) => url.pathname === entry;
  await page.route(
    isEntry,
    async (route) => {
      await held;
      await route.continue();
    },
    { times: 1 },
  );
  try {
    await page.reload({ waitUntil: 'commit' });
    // The document is parsed and the stylesheet applies (its tokens are defined), the app is not there.
    // A prerendered page has no module script to wait for, so it may already be complete by now.
    await page.waitForFunction(
      () =>
        document.readyState !== 'loading' &&
        getComputedStyle(document.documentElement).getPropertyValue('--color-bg').trim() !== '',
      undefined,
      { polling: 50 },
    );
    // The router, the app's first object, does not exist yet (a prerendered page already shows its HTML).
    expect(await page.evaluate(() => '__TSR_ROUTER__' in window)).toBe(false);
    return await look();
  } finally {
    release();
    await settle(page);
  }
}

describe('theme', () => {
  const portal = usePortal();

  it('dark chosen in the footer is remembered over a reload and painted before the app runs (no flash)', async () => {
    const { page } = portal;
    await visit(page, '/');
    await expect.poll(() => footerTheme(page).inputValue()).toBe('system');
    await footerTheme(page).selectOption('dark');
    await expect.poll(() => themeState(page)).toEqual({ applied: 'dark', stored: 'dark' });
    expect(isDark(await backgroundColour(page))).toBe(true);

    // The first frame after a reload, while the app's code is still held back, is already dark.
    const first = await reloadBeforeTheAppRuns(page, async () => ({
      applied: await page.evaluate(() => document.documentElement.dataset.theme ?? null),
      painted: await pixel(page, 10, 10),
    }));
    expect(first.applied, 'data-theme before the app ran').toBe('dark');
    expect(isDark(first.painted), `first frame's pixel rgb(${first.painted.join(', ')})`).toBe(true);

    // The app, once running, shows the same choice.
    await expect.poll(() => footerTheme(page).inputValue()).toBe('dark');
    await expect.poll(() => themeState(page)).toEqual({ applied: 'dark', stored: 'dark' });
    await expectNoAxeViolations(page);
  });

  it('the portal’s user menu sets the theme by keyboard, and Sign out stays its last item', async () => {
    const { page } = portal;
    await signIn(page, OWNER);
    await visit(page, '/portal/acme/home', { axe: false });
    const trigger = page.getByRole('button', { name: /, user menu$/, includeHidden: true });
    const dark = page.getByRole('menuitemradio', { name: 'Dark' });
    await trigger.focus();
    await page.keyboard.press('Enter');
    await dark.waitFor();
    await page.waitForFunction(() => document.activeElement?.getAttribute('role')?.startsWith('menuitem'));
    await expect
      .poll(() => page.getByRole('menuitemradio', { name: 'System' }).getAttribute('aria-checked'))
      .toBe('true');
    // End reaches Sign out, the last item; Dark is just above it.
    await page.keyboard.press('End');
    await page.waitForFunction(() => document.activeElement?.textContent === 'Sign out');
    await page.keyboard.press('ArrowUp');
    // Radix moves the focus after the key event: wait for it.
    await page.waitForFunction(() => document.activeElement?.textContent === 'Dark');
    await page.keyboard.press('Enter');

    await dark.waitFor({ state: 'detached' });
    // The focus goes back to the menu's button.
    await page.waitForFunction(() =>
      document.activeElement?.getAttribute('aria-label')?.endsWith(', user menu'),
    );
    await expect.poll(() => themeState(page)).toEqual({ applied: 'dark', stored: 'dark' });
    expect(isDark(await backgroundColour(page))).toBe(true);
    await expectNoAxeViolations(page);

    // Reopened, the menu shows the choice, and passes axe in dark (the menu: while it is open, the rest
    // of the page is aria-hidden).
    await page.keyboard.press('Enter');
    await dark.waitFor();
    await expect.poll(() => dark.getAttribute('aria-checked')).toBe('true');
    await expect
      .poll(() => page.getByRole('menuitemradio', { name: 'System' }).getAttribute('aria-checked'))
      .toBe('false');
    await expectNoAxeViolations(page, 'the open user menu', '[role="menu"]');
    await page.keyboard.press('Escape');
    await dark.waitFor({ state: 'detached' });
  });

  it('“system” follows the OS as it changes; a chosen theme holds against it', async () => {
    const { page } = portal;
    await page.emulateMedia({ colorScheme: 'light' });
    await visit(page, '/user/login');
    await expect.poll(() => themeState(page)).toEqual({ applied: null, stored: null });
    await expect.poll(() => footerTheme(page).inputValue()).toBe('system');
    expect(isLight(await backgroundColour(page))).toBe(true);
    await page.emulateMedia({ colorScheme: 'dark' });
    expect(isDark(await backgroundColour(page))).toBe(true);
    await expectNoAxeViolations(page);

    await footerTheme(page).selectOption('light');
    await expect.poll(() => themeState(page)).toEqual({ applied: 'light', stored: 'light' });
    expect(isLight(await backgroundColour(page))).toBe(true);

    await footerTheme(page).selectOption('system');
    await expect.poll(() => themeState(page)).toEqual({ applied: null, stored: 'system' });
    expect(isDark(await backgroundColour(page))).toBe(true);
    await page.emulateMedia({ colorScheme: 'light' });
    expect(isLight(await backgroundColour(page))).toBe(true);
  });

  it('public pages pass axe in dark', async () => {
    const { page } = portal;
    await visit(page, '/');
    await footerTheme(page).selectOption('dark');
    await expectNoAxeViolations(page);
    for (const path of ['/user/login', '/user/register', '/terms', '/not-found']) {
      await visit(page, path);
      await expect.poll(async () => (await themeState(page)).applied, { message: path }).toBe('dark');
    }
  });

  it('the portal passes axe in dark', async () => {
    const { page } = portal;
    await visit(page, '/user/login');
    await footerTheme(page).selectOption('dark');
    await signIn(page, OWNER);
    await page.goto('/portal/acme/home');
    expect(pathOf(page)).toBe('/portal/acme/home');
    // The page itself, not only its frame (settle alone can pass while the route's chunk renders).
    await page.getByRole('heading', { level: 1, name: /^Welcome/ }).waitFor();
    await settle(page);
    await expect.poll(async () => (await themeState(page)).applied).toBe('dark');
    await expectNoAxeViolations(page);
  });
});
