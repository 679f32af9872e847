// The first browser tests: the public pages render and pass axe, and sign-in works end to end.
import { describe, expect, it } from 'vitest';
import { expectSettledPageAccessible, OWNER, signIn, signInThroughUi, usePortal, visit } from './support';

describe('smoke', () => {
  const portal = usePortal();

  it('renders the home page with a level-1 heading', async () => {
    const { page } = portal;
    await visit(page, '/');
    const title = page.getByRole('heading', { level: 1 }).first();
    await title.waitFor();
    expect((await title.textContent())?.trim()).toBeTruthy();
  });

  it('shows the not-found screen for an unknown path', async () => {
    const { page } = portal;
    await visit(page, '/no-such-page/anywhere');
    await page.getByRole('heading', { level: 1, name: 'We can’t find that page' }).waitFor();
    await page.getByRole('link', { name: 'Go back to homepage' }).waitFor();
    await page.getByRole('link', { name: 'Contact support' }).waitFor();
    // In the public site's frame: its header and footer, not a bare page.
    await page.getByRole('navigation', { name: 'Site' }).getByRole('link', { name: 'Sign in' }).waitFor();
    await page.getByRole('navigation', { name: 'Policies' }).waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('We can’t find that page');
  });

  it('shows the not-found screen inside the portal’s frame for an unknown portal page', async () => {
    const { page } = portal;
    await signIn(page, OWNER);
    await visit(page, '/portal/acme/no-such-page');
    await page.getByRole('heading', { level: 1, name: 'We can’t find that page' }).waitFor();
    // The account's navigation and switcher stay, so the user can go on from here.
    await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Home' }).waitFor();
    await expect.poll(() => page.getByRole('combobox', { name: 'Cloud account' }).inputValue()).toBe('acme');
    await expect.poll(() => page.getByRole('main').count()).toBe(1);
  });

  it('signs the owner in through the UI into acme’s home', async () => {
    const { page } = portal;
    const landed = await signInThroughUi(page, OWNER, { axe: true });
    expect(landed.pathname).toBe('/portal/acme/home');
    await page.getByRole('heading', { level: 1, name: /^Welcome/ }).waitFor();
    await expectSettledPageAccessible(page);
  });

  it.each(['https://evil.example/', '//evil.example/', '/\\evil.example/'])(
    'ignores a hostile ?redirect=%s after sign-in',
    async (target) => {
      const { page } = portal;
      const landed = await signInThroughUi(page, OWNER, {
        from: `/user/login?redirect=${encodeURIComponent(target)}`,
      });
      expect(landed.origin).toBe(portal.baseUrl);
      expect(landed.pathname).toBe('/portal/acme/home');
      await page.getByRole('heading', { level: 1, name: /^Welcome/ }).waitFor();
    },
  );
});
