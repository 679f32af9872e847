// The landing page (/) as a visitor meets it: one primary action, to sign up; the three tiers
// with their starting prices from GET pricing; a page that stays whole when the prices do not load; and
// a phone's width in both themes.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  clearFaults,
  expectSettledPageAccessible,
  injectFault,
  installClock,
  onPath,
  usePortal,
  visit,
} from './support';

const tiers = (page: Page) => page.getByRole('region', { name: 'Tiers' });
const tierCard = (page: Page, tier: string) =>
  tiers(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3, name: tier, exact: true }) });
const tierText = async (page: Page, tier: string) =>
  ((await tierCard(page, tier).textContent()) ?? '').replace(/\s+/g, ' ');

describe('landing page', () => {
  const portal = usePortal();

  it('has one primary action, Start free, and it leads to sign-up', async () => {
    const { page } = portal;
    await visit(page, '/');
    const primary = page.getByRole('main').locator('[data-slot="button"][data-variant="primary"]');
    await expect.poll(() => primary.count()).toBe(1);
    await expect.poll(async () => (await primary.textContent())?.trim()).toBe('Start free');
    await primary.click();
    await page.waitForURL(onPath('/user/register'));
    await page.getByRole('heading', { level: 1, name: 'Create your DBCloud account' }).waitFor();
    await expectSettledPageAccessible(page);
  });

  it('shows the three tiers with their starting prices from GET pricing', async () => {
    const { page } = portal;
    await visit(page, '/');
    // The fake cloud's price list: FR1 is free; DV10 costs 9,000 millicents an hour on one node; PR20
    // 24,000 on each of three. A month counts 730 hours.
    await expect.poll(() => tierText(page, 'Free')).toContain('From $0.00 a month');
    await expect.poll(() => tierText(page, 'Development')).toContain('From $65.70 a month');
    await expect.poll(() => tierText(page, 'Development')).toContain('1 × DV10');
    await expect.poll(() => tierText(page, 'Production')).toContain('From $525.60 a month');
    await expect.poll(() => tierText(page, 'Production')).toContain('3 × PR20');
    await tiers(page)
      .getByText(/Storage and data transfer are added/)
      .waitFor();
    // The clouds list their regions from the same price list.
    await page.getByText(/Europe \(Ireland\)/).waitFor();
  });

  it('without the prices (GET pricing fails) still shows the page and its tiers; Try again brings the prices', async () => {
    const { page } = portal;
    await installClock(page);
    portal.allowConsoleErrors(/status of 503/);
    await injectFault(page, { match: { operationId: 'getPricing' }, status: 503 });
    // Opened from another page (the prerendered / holds its prices already: the next test).
    await visit(page, '/terms', { axe: false });
    await page.getByRole('banner').getByRole('link', { name: 'DBCloud' }).click();
    await page.waitForURL(onPath('/'));
    await page.getByRole('heading', { level: 1 }).waitFor();
    // GETs retry with backoff: run the page's clock through the retries until the page gives up.
    const failed = tiers(page).getByText('Prices did not load');
    await expect
      .poll(
        async () => {
          await page.clock.fastForward(4_000);
          return failed.isVisible();
        },
        { timeout: 15_000 },
      )
      .toBe(true);
    await expectSettledPageAccessible(page);
    for (const tier of ['Free', 'Development', 'Production']) {
      const text = await tierText(page, tier);
      expect(text).toContain('Price unavailable right now');
      expect(text).not.toContain('$');
    }
    await page.getByRole('link', { name: 'Start free', exact: true }).first().waitFor();

    await clearFaults(page);
    await tiers(page).getByRole('button', { name: 'Try again' }).click();
    await tiers(page).getByText('$65.70').waitFor();
    await expect.poll(() => failed.count()).toBe(0);
    await expectSettledPageAccessible(page);
  });

  it('opened at /, keeps the prices it was prerendered with when GET pricing fails', async () => {
    const { page } = portal;
    await installClock(page);
    portal.allowConsoleErrors(/status of 503/);
    await injectFault(page, { match: { operationId: 'getPricing' }, status: 503 });
    const asked = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/v1/pricing');
    await page.goto('/');
    // Once hydrated, the page asks for the prices again; it keeps the HTML's while that fails.
    await asked;
    for (let retry = 0; retry < 4; retry += 1) await page.clock.fastForward(4_000);
    await expectSettledPageAccessible(page);
    expect(await tierText(page, 'Development')).toContain('From $65.70 a month');
    expect(await tiers(page).getByText('Prices did not load').count()).toBe(0);
  });
});

for (const colorScheme of ['light', 'dark'] as const) {
  describe(`landing page on a phone (375 px, ${colorScheme})`, () => {
    const portal = usePortal({ context: { viewport: { width: 375, height: 812 }, colorScheme } });

    it('fits the width without scrolling sideways and passes axe', async () => {
      const { page } = portal;
      await visit(page, '/');
      await tiers(page).getByText('$525.60').waitFor();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBe(0);
    });
  });
}
