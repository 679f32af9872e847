// The command palette (⌘K / Ctrl+K): it finds a product by part of its name and opens it by keyboard
// alone, closes with Escape back where the focus was, offers only what the user's roles allow, answers
// at 375 px from the header's button, and passes axe open, in light and dark.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  expectSettledPageAccessible,
  focusedDescription,
  OWNER,
  pathOf,
  signIn,
  usePortal,
  visit,
} from './support';

const palette = (page: Page) => page.getByRole('dialog', { name: /^Search / });
const searchField = (page: Page) => palette(page).getByRole('combobox');
const option = (page: Page, name: string | RegExp) => palette(page).getByRole('option', { name });
const optionNames = (page: Page) =>
  palette(page)
    .getByRole('option')
    .evaluateAll((options) => options.map((o) => o.querySelector('[class*="label"]')?.textContent ?? ''));

/** Opens the palette with Ctrl+K and waits until its field has the focus. */
async function openWithKeys(page: Page): Promise<void> {
  await page.keyboard.press('Control+k');
  await searchField(page).waitFor();
  await expect.poll(() => focusedDescription(page)).toMatch(/^input /);
}

describe('command palette', () => {
  const portal = usePortal();

  it('finds a product by part of its name and opens it by keyboard alone', async () => {
    const { page } = portal;
    await signIn(page, OWNER);
    await visit(page, '/portal/acme/home');
    await openWithKeys(page);
    await page.keyboard.type('repor');
    await option(page, /^Reports \(EU\)/).waitFor();
    // The live count says how many results there are.
    await expect.poll(() => palette(page).getByRole('status').textContent()).toMatch(/^1 result\b/);
    await expect.poll(() => optionNames(page)).toEqual(['Reports (EU)']);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/portal/acme/product/general/prd-reports-eu');
    await palette(page).waitFor({ state: 'detached' });
    expect(pathOf(page)).toBe('/portal/acme/product/general/prd-reports-eu');
  });

  it('Escape closes it and the focus goes back to where it was', async () => {
    const { page } = portal;
    await signIn(page, OWNER);
    await visit(page, '/portal/acme/home');
    const switcher = page.getByRole('combobox', { name: 'Cloud account' });
    await switcher.focus();
    await openWithKeys(page);
    await page.keyboard.type('bill');
    await option(page, 'Billing').waitFor();
    await page.keyboard.press('Escape');
    await palette(page).waitFor({ state: 'detached' });
    await expect.poll(() => focusedDescription(page)).toBe('select "Cloud account"');

    // From the header's button the same: it opens, and Escape puts the focus back on the button.
    const button = page.getByRole('button', { name: /^Search…/ });
    await button.click();
    await searchField(page).waitFor();
    await page.keyboard.press('Escape');
    await palette(page).waitFor({ state: 'detached' });
    await expect.poll(() => focusedDescription(page)).toMatch(/^button "Search…/);
  });

  it('a member without the Billing role is not offered the billing page or paying', async () => {
    const { page } = portal;
    await signIn(page, 'member@demo.dbcloud.dev');
    await visit(page, '/portal/acme/home');
    await openWithKeys(page);
    await option(page, 'Products').waitFor();
    const names = await optionNames(page);
    expect(names).toContain('Create an API key');
    expect(names).not.toContain('Billing');
    expect(names).not.toContain('Pay now');
    await page.keyboard.type('pay');
    await palette(page).getByText('Nothing matches “pay”', { exact: false }).waitFor();
    await expect.poll(() => palette(page).getByRole('option').count()).toBe(0);
  });

  it('switches account and stays on the same page', async () => {
    const { page } = portal;
    await signIn(page, OWNER);
    await visit(page, '/portal/acme/backups');
    await openWithKeys(page);
    await page.keyboard.type('health');
    await option(page, 'acme-health').waitFor();
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/portal/acme-health/backups');
    expect(pathOf(page)).toBe('/portal/acme-health/backups');
  });

  it('passes axe open, in light', async () => {
    const { page } = portal;
    await signIn(page, OWNER);
    await visit(page, '/portal/acme/products');
    await openWithKeys(page);
    await option(page, 'Home').waitFor();
    await expectSettledPageAccessible(page, 'the command palette (light)', '[role="dialog"]');
    expect(await searchField(page).getAttribute('aria-expanded')).toBe('true');
  });
});

describe('command palette in dark, at 375 px', () => {
  const portal = usePortal({ context: { colorScheme: 'dark', viewport: { width: 375, height: 740 } } });

  it('opens from the header’s search button and passes axe', async () => {
    const { page } = portal;
    await signIn(page, OWNER);
    await visit(page, '/portal/acme/home');
    await page.getByRole('button', { name: /^Search…/ }).click();
    await searchField(page).waitFor();
    await page.keyboard.type('orders');
    await option(page, /^Orders \(EU\)/).waitFor();
    await expectSettledPageAccessible(page, 'the command palette (dark, 375 px)', '[role="dialog"]');
    const box = await palette(page).boundingBox();
    expect(box?.width).toBeLessThanOrEqual(375);
  });
});
