// The portal's frame works by keyboard alone: Tab walks skip link, brand, account switcher, the
// command palette's search button, status link, user menu, navigation and the page in reading order,
// each with a visible focus indicator; the skip link jumps to the page; the account switcher switches
// with the arrow keys; the user menu opens with Enter, closes with Escape back on its button, and signs
// out with Enter.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  focusedDescription,
  focusTopOfPage,
  hasVisibleFocus,
  OWNER,
  pathOf,
  settle,
  signIn,
  tabTo,
  usePortal,
  visit,
} from './support';

const focused = (page: Page) => page.locator(':focus');

/** Presses Tab `count` times and returns where the focus went each time. */
async function tabWalk(page: Page, count: number): Promise<string[]> {
  const stops: string[] = [];
  for (let i = 0; i < count; i++) {
    await page.keyboard.press('Tab');
    stops.push(await focusedDescription(page));
    await expect
      .poll(() => hasVisibleFocus(focused(page)), { message: `no visible focus on ${stops.at(-1)}` })
      .toBe(true);
  }
  return stops;
}

/** Signs in to acme's home and starts a Tab walk at the top of the page. */
async function openHomeFromTheTop(page: Page): Promise<void> {
  await signIn(page, OWNER);
  await visit(page, '/portal/acme/home', { axe: false });
  await page.getByRole('heading', { level: 1, name: /^Welcome/ }).waitFor();
  await focusTopOfPage(page);
}

describe('portal by keyboard', () => {
  const portal = usePortal();

  it('Tab walks the frame in reading order, each stop visibly focused', async () => {
    const { page } = portal;
    await openHomeFromTheTop(page);
    const stops = await tabWalk(page, 13);
    expect(stops).toEqual([
      'a "Skip to content"',
      'a "DBCloud"',
      'select "Cloud account"',
      expect.stringMatching(/^button "Search…/),
      'a "Service status"',
      expect.stringMatching(/^button ".*, user menu"$/),
      'a "Home"',
      'a "Products"',
      'a "Backups"',
      'a "Billing"',
      'a "API keys"',
      'a "Account"',
      'a "Support"',
    ]);
    // The next stop is the page itself (its unpaid-balance link, or Tab leaves the document), never back
    // in the frame.
    await page.keyboard.press('Tab');
    await expect
      .poll(
        () =>
          page.evaluate(
            () => document.activeElement === document.body || !!document.activeElement?.closest('main'),
          ),
        { message: await focusedDescription(page) },
      )
      .toBe(true);
  });

  it('the portal’s skip link puts the focus on the page, past the frame', async () => {
    const { page } = portal;
    await openHomeFromTheTop(page);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect
      .poll(() => skip.evaluate((el) => el === document.activeElement), { timeout: 5_000 })
      .toBe(true);
    // Visible while focused (it hides off-screen otherwise).
    const box = await skip.boundingBox();
    expect(box !== null && box.y >= 0 && box.x >= 0).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('portal-main');
  });

  it('the public site’s skip link: the next Tab is the first link of the page', async () => {
    const { page } = portal;
    await visit(page, '/terms');
    await focusTopOfPage(page);
    await page.keyboard.press('Tab');
    await expect.poll(() => focusedDescription(page)).toBe('a "Skip to content"');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('content');
    await page.keyboard.press('Tab');
    await expect.poll(() => page.evaluate(() => !!document.activeElement?.closest('main'))).toBe(true);
  });

  it('the account switcher switches with the arrow keys and keeps the page', async () => {
    const { page } = portal;
    await signIn(page, OWNER);
    await visit(page, '/portal/acme/home', { axe: false });
    const switcher = page.getByRole('combobox', { name: 'Cloud account' });
    await switcher.focus();
    await page.keyboard.press('ArrowDown');
    await page.waitForURL((url) => url.pathname === '/portal/acme-health/home');
    await page.getByRole('status').filter({ hasText: 'Switched to acme-health (HIPAA)' }).waitFor();
    await settle(page);
    // Focus stays on the switcher, so the user can go on from where they were.
    await expect
      .poll(() => switcher.evaluate((el) => el === document.activeElement), { timeout: 5_000 })
      .toBe(true);
    await page.keyboard.press('ArrowUp');
    await page.waitForURL((url) => url.pathname === '/portal/acme/home');
  });

  it('the user menu opens with Enter, closes with Escape onto its button, and signs out with Enter', async () => {
    const { page } = portal;
    await signIn(page, OWNER);
    await visit(page, '/portal/acme/home', { axe: false });
    // While the menu is open the rest of the page is aria-hidden (a modal menu), the button included.
    const trigger = page.getByRole('button', { name: /, user menu$/, includeHidden: true });
    await trigger.focus();
    await page.keyboard.press('Enter');
    const signOut = page.getByRole('menuitem', { name: 'Sign out' });
    await signOut.waitFor();
    await expect.poll(() => trigger.getAttribute('aria-expanded')).toBe('true');
    // The menu takes focus on its first item.
    await page.waitForFunction(() => document.activeElement?.getAttribute('role') === 'menuitem');
    await page.keyboard.press('Escape');
    await signOut.waitFor({ state: 'detached' });
    await expect
      .poll(() => trigger.evaluate((el) => el === document.activeElement), { timeout: 5_000 })
      .toBe(true);

    await page.keyboard.press('Enter');
    await signOut.waitFor();
    await page.waitForFunction(() => document.activeElement?.getAttribute('role') === 'menuitem');
    // The other accounts come first; Sign out is the last item.
    await page.keyboard.press('End');
    await page.waitForFunction(() => document.activeElement?.textContent === 'Sign out');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/user/logout');
    await page.getByRole('heading', { level: 1, name: 'You are signed out' }).waitFor();
    // Signed out for real: the portal sends the browser back to sign-in.
    await visit(page, '/portal/acme/home', { axe: false });
    await page.waitForURL((url) => url.pathname === '/user/login');
  });

  it('/portal (access denied) works by keyboard: Tab to “Sign in as someone else”, Enter signs out', async () => {
    const { page } = portal;
    await signIn(page, 'nobody@demo.dbcloud.dev');
    await visit(page, '/portal/acme/home', { axe: false });
    expect(pathOf(page)).toBe('/portal');
    await page.getByRole('heading', { level: 1, name: 'You don’t have access to this page' }).waitFor();
    const action = page.getByRole('link', { name: 'Sign in as someone else' });
    await tabTo(page, action);
    await expect.poll(() => hasVisibleFocus(action)).toBe(true);
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'You are signed out' }).waitFor();
  });
});
