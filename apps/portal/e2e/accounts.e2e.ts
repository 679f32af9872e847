// Which cloud account the portal opens: the selection rules, the remembered
// account, switching on the same page, users without accounts, signed out, and a 401 mid-session.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  api,
  expectNoAxeViolations,
  expectSettledPageAccessible,
  injectFault,
  latestMail,
  OWNER,
  pathOf,
  settle,
  signIn,
  signInThroughUi,
  storedAccount as stored,
  usePortal,
  visit,
} from './support';

/** The account switcher's selected option, as the user reads it. */
const switcherText = (page: Page) =>
  page
    .getByRole('combobox', { name: 'Cloud account' })
    .evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.textContent ?? '');

describe('cloud accounts', () => {
  const portal = usePortal();

  it('opens the first of the user’s accounts for an account that is not theirs', async () => {
    const { page } = portal;
    await signIn(page, OWNER);
    await visit(page, '/portal/globex/home');
    expect(pathOf(page)).toBe('/portal/acme/home');
    await page.getByRole('heading', { level: 1, name: /^Welcome/ }).waitFor();
    await expect.poll(() => switcherText(page)).toBe('acme');
    // Nothing of globex is shown.
    await expect.poll(() => page.getByText('globex').count()).toBe(0);
  });

  it('remembers the account: a reload and the next sign-in stay on acme-health, marked HIPAA', async () => {
    const { page } = portal;
    await signIn(page, OWNER);
    await visit(page, '/portal/acme-health/home');
    await expect.poll(() => stored(page)).toBe('acme-health');

    await page.reload();
    await settle(page);
    expect(pathOf(page)).toBe('/portal/acme-health/home');
    await expect.poll(() => switcherText(page)).toBe('acme-health (HIPAA)');
    const badge = page.getByRole('banner').getByText('HIPAA', { exact: true });
    await badge.waitFor();
    await expect.poll(() => badge.getAttribute('title')).toMatch(/HIPAA/);
    await expectNoAxeViolations(page);

    // Signing in again (a new mailed link, no return path) opens the remembered account, not the first.
    const landed = await signInThroughUi(page, OWNER);
    expect(landed.pathname).toBe('/portal/acme-health/home');
  });

  it('shows no HIPAA badge on a Regular account', async () => {
    const { page } = portal;
    await signIn(page, OWNER);
    await visit(page, '/portal/acme/home');
    await expect.poll(() => switcherText(page)).toBe('acme');
    await expect.poll(() => page.getByRole('banner').getByText('HIPAA', { exact: true }).count()).toBe(0);
    // …but the Hipaa account is marked among the options.
    const options = await page
      .getByRole('combobox', { name: 'Cloud account' })
      .evaluate((select: HTMLSelectElement) => [...select.options].map((o) => o.textContent));
    expect(options).toEqual(['acme', 'acme-health (HIPAA)']);
  });

  it('switching with the “Cloud account” select keeps the page and says so in a toast', async () => {
    const { page } = portal;
    await signIn(page, OWNER);
    await visit(page, '/portal/acme/home');
    expect(pathOf(page)).toBe('/portal/acme/home');
    await page.getByRole('combobox', { name: 'Cloud account' }).selectOption('acme-health');
    await page.waitForURL((url) => url.pathname === '/portal/acme-health/home');
    const toast = page.getByRole('status').filter({ hasText: 'Switched to acme-health (HIPAA)' });
    await toast.waitFor();
    await expect.poll(() => toast.textContent()).toContain('You are on the same page in this account.');
    await expect.poll(() => switcherText(page)).toBe('acme-health (HIPAA)');
    await expect.poll(() => stored(page)).toBe('acme-health');
    await page.getByRole('banner').getByText('HIPAA', { exact: true }).waitFor();
    await expectSettledPageAccessible(page);
  });

  it('/portal/acme alone opens acme’s home', async () => {
    const { page } = portal;
    await signIn(page, OWNER);
    await visit(page, '/portal/acme');
    await page.waitForURL((url) => url.pathname === '/portal/acme/home');
    await page.getByRole('heading', { level: 1, name: /^Welcome/ }).waitFor();
    expect(pathOf(page)).toBe('/portal/acme/home');
  });

  it('a user without accounts lands on the access-denied page, with “Sign in as someone else”', async () => {
    const { page } = portal;
    const landed = await signInThroughUi(page, 'nobody@demo.dbcloud.dev');
    expect(landed.pathname).toBe('/portal');
    await page.getByRole('heading', { level: 1, name: 'You don’t have access to this page' }).waitFor();
    await page.getByText(/not a member of any cloud account/).waitFor();
    await expectNoAxeViolations(page);
    // An account URL does not get them in either.
    await visit(page, '/portal/acme/home');
    expect(pathOf(page)).toBe('/portal');

    await page.getByRole('link', { name: 'Sign in as someone else' }).click();
    await page.getByRole('heading', { level: 1, name: 'You are signed out' }).waitFor();
  });

  it('hovering or focusing “Sign in as someone else” keeps the user signed in; clicking it signs out', async () => {
    const { page } = portal;
    await signIn(page, OWNER);
    await visit(page, '/portal');
    await page.getByRole('heading', { level: 1, name: 'You don’t have access to this page' }).waitFor();
    const action = page.getByRole('link', { name: 'Sign in as someone else' });
    // The portal preloads a link's page on intent (hover, focus): the logout page must not sign out then.
    await action.hover();
    await action.focus();
    await settle(page);
    const user = () => api<{ isAuthenticated: boolean }>(page, 'GET', '/user');
    expect((await user()).isAuthenticated).toBe(true);
    await page.getByRole('link', { name: 'Open acme' }).click();
    await page.waitForURL((url) => url.pathname === '/portal/acme/home');
    await page.getByRole('heading', { level: 1, name: /^Welcome/ }).waitFor();

    await page.goBack();
    await action.click();
    await page.getByRole('heading', { level: 1, name: 'You are signed out' }).waitFor();
    await expect.poll(async () => (await user()).isAuthenticated).toBe(false);
  });

  it('/portal signed out shows the access-denied page with a Sign in action', async () => {
    const { page } = portal;
    await visit(page, '/portal');
    await page.getByRole('heading', { level: 1, name: 'You don’t have access to this page' }).waitFor();
    await page.getByText(/for signed-in customers/).waitFor();
    const signInLink = page.getByRole('main').getByRole('link', { name: 'Sign in', exact: true });
    await signInLink.click();
    await page.waitForURL((url) => url.pathname === '/user/login');
    await page.getByRole('heading', { level: 1, name: 'Sign in to DBCloud' }).waitFor();
    expect(await page.getByRole('textbox', { name: 'E-mail' }).isVisible()).toBe(true);
  });

  it.each([
    ['reload', (page: Page) => page.reload()],
    ['navigation', (page: Page) => page.goto('/portal/acme/home')],
  ])('a 401 mid-session (on %s) asks to sign in again and comes back to the page', async (_, go) => {
    const { page } = portal;
    portal.allowConsoleErrors(/status of 401/);
    await signIn(page, OWNER);
    await visit(page, '/portal/acme/home');
    expect(pathOf(page)).toBe('/portal/acme/home');

    await injectFault(page, { match: { operationId: 'getDashboardUserInfo' }, status: 401, times: 1 });
    await go(page);
    await page.waitForURL((url) => url.pathname === '/user/login');
    await page.getByRole('heading', { level: 1, name: 'Sign in to DBCloud' }).waitFor();
    await settle(page);
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/portal/acme/home');
    // The 401 forgot the selected account.
    await expect.poll(() => stored(page)).toBeNull();
    await expectNoAxeViolations(page);

    // Sign in again from this very page, through the mailed link.
    await page.getByLabel('E-mail').fill(OWNER);
    await page.getByRole('button', { name: 'E-mail me a sign-in link' }).click();
    await page.getByRole('heading', { level: 1, name: 'Check your e-mail' }).waitFor();
    const { link } = await latestMail(page, OWNER, '/user/login/link');
    expect(new URL(link).searchParams.get('redirect')).toBe('/portal/acme/home');
    await page.goto(link);
    await page.waitForURL((url) => url.pathname === '/portal/acme/home');
    await page.getByRole('heading', { level: 1, name: /^Welcome/ }).waitFor();
    await settle(page);
  });

  it('a 401 while switching account (no reload) asks to sign in again for the new account’s page', async () => {
    const { page } = portal;
    portal.allowConsoleErrors(/status of 401/);
    await signIn(page, OWNER);
    await visit(page, '/portal/acme/home');
    await injectFault(page, { match: { operationId: 'getDashboardUserInfo' }, status: 401, times: 1 });
    await page.getByRole('combobox', { name: 'Cloud account' }).selectOption('acme-health');
    await page.waitForURL((url) => url.pathname === '/user/login');
    await page.getByRole('heading', { level: 1, name: 'Sign in to DBCloud' }).waitFor();
    await settle(page);
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/portal/acme-health/home');
    await expect.poll(() => stored(page)).toBeNull();
    // No account data is left on screen.
    await expect.poll(() => page.getByRole('combobox', { name: 'Cloud account' }).count()).toBe(0);
    await expect.poll(() => page.getByText('You in this account').count()).toBe(0);
    // The switch did not happen, so no toast claims it did.
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Switched to' }).count()).toBe(0);
  });
});
