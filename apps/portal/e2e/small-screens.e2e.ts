// Small screens (issue 9; DESIGN §7): at 375 px no page scrolls sideways, and below 768 px the portal's
// side navigation folds into a menu button that opens it in a sheet (a Radix dialog: focus moves in,
// Escape closes it and gives focus back to the button).
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { latestMail, pathOf, signInThroughUi, usePortal, visit } from './support';

const PHONE = { viewport: { width: 375, height: 800 } };

/** How far the page is wider than the window (0 when nothing scrolls sideways). */
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/**
 * Every public page a link can reach, with the URL that shows its content (the demo mailbox's links,
 * the marketplace tokens seeded in every world; `/$` is any address no page knows).
 */
const PUBLIC_PAGES: Record<string, string> = {
  '/': '/',
  '/$': '/no-such-page/anywhere',
  '/not-found': '/not-found',
  '/pricing': '/pricing',
  '/privacy-policy': '/privacy-policy',
  '/support-policy': '/support-policy',
  '/terms': '/terms',
  '/user/login': '/user/login',
  '/user/login/link': '/user/login/link?token=not-a-real-token',
  '/user/register': '/user/register',
  '/user/register/thank-you': '/user/register/thank-you?email=new.user@example.com',
  '/user/register/thank-you-login-exists':
    '/user/register/thank-you-login-exists?email=owner@demo.dbcloud.dev',
  '/user/invitation': '/user/invitation?link=acme-invitee-demo-invitation',
  '/invitation/accept': '/invitation/accept?link=acme-mfa-demo-invitation',
  '/azure-marketplace/register-subscription':
    '/azure-marketplace/register-subscription?token=azm-1a2b3c4d5e6f7a8b',
  '/azure-marketplace/register-subscription/thank-you':
    '/azure-marketplace/register-subscription/thank-you?email=ops@northwind.example&domainName=northwind',
  '/azure-marketplace/register-subscription-manager':
    '/azure-marketplace/register-subscription-manager?token=azm-2b3c4d5e6f7a8b9c',
  '/aws-marketplace/register-customer': '/aws-marketplace/register-customer?token=aws-4a0c3d82e15f',
  '/aws-marketplace/register-customer/thank-you':
    '/aws-marketplace/register-customer/thank-you?email=ops@northwind.example&domainName=northwind',
};

/** Shown only halfway through a two-factor sign-in. */
const TWO_FACTOR_PAGES = ['/user/login-with-2fa', '/user/login-with-recovery-code'];

/** Shown signed in as acme's owner: each route with the URL that shows it. */
const today = new Date();
const PORTAL_PAGES: Record<string, string> = {
  '/portal/$cloudAccount/home': '/portal/acme/home',
  '/portal/$cloudAccount/products': '/portal/acme/products',
  '/portal/$cloudAccount/product/create': '/portal/acme/product/create',
  '/portal/$cloudAccount/support': '/portal/acme/support',
  '/portal/$cloudAccount/$': '/portal/acme/no-such-page',
  '/portal/$cloudAccount/backups': '/portal/acme/backups?productId=prd-orders-eu&database=orders',
  '/portal/$cloudAccount/billing/summary': '/portal/acme/billing/summary',
  '/portal/$cloudAccount/apiKeys': '/portal/acme/apiKeys',
  '/portal/$cloudAccount/account': '/portal/acme/account',
  '/portal/profile': '/portal/profile',
  '/portal/profile/enable-authenticator': '/portal/profile/enable-authenticator',
  '/portal/profile/generate-recovery-codes': '/portal/profile/generate-recovery-codes',
  '/portal/profile/disable-2fa': '/portal/profile/disable-2fa',
  // the period billed on the first of this month (acme's unpaid one), and acme's first invoice this year
  '/portal/$cloudAccount/billing/cost-details/$billedAsOf': `/portal/acme/billing/cost-details/${new Date(
    Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), 1),
  )
    .toISOString()
    .slice(0, 10)}`,
  '/portal/$cloudAccount/billing/invoice-details/$invoiceId': `/portal/acme/billing/invoice-details/INV-${today.getUTCFullYear()}-0001`,
  '/portal/$cloudAccount/product/$activeTab/$id': '/portal/acme/product/nodes/prd-orders-eu',
};

/** Routes with no page of their own: each sends the user on (`/status` to the external status page). */
const REDIRECTS = ['/portal', '/portal/$cloudAccount', '/status', '/user/logout'];

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
    ...Object.keys(PORTAL_PAGES),
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
    expect(await overflow(portal.page)).toBe(0);
  });

  it.each(TWO_FACTOR_PAGES)(
    '%s (halfway through a two-factor sign-in) does not scroll sideways',
    async (path) => {
      const { page } = portal;
      await page.goto('/user/login');
      await page.getByLabel('E-mail').fill('mfa@demo.dbcloud.dev');
      await page.getByRole('button', { name: 'E-mail me a sign-in link' }).click();
      const { link } = await latestMail(page, 'mfa@demo.dbcloud.dev', '/user/login/link');
      await page.goto(link);
      await page.waitForURL((url) => url.pathname === '/user/login-with-2fa');
      await visit(page, path);
      expect(pathOf(page)).toBe(path);
      expect(await overflow(page)).toBe(0);
    },
  );

  it('no portal page scrolls sideways', async () => {
    const { page } = portal;
    await signInThroughUi(page, 'owner@demo.dbcloud.dev');
    const wide: Record<string, number> = {};
    for (const [route, url] of Object.entries(PORTAL_PAGES)) {
      await visit(page, url);
      const by = await overflow(page);
      if (by !== 0) wide[route] = by;
    }
    expect(wide).toEqual({});
  }, 120_000); // one sign-in, then every portal page in turn (about 1.5 s each on a loaded machine)

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
    await signInThroughUi(page, 'owner@demo.dbcloud.dev');
    await visit(page, '/portal/acme/home');
    await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Home' }).waitFor();
    expect(await page.getByRole('button', { name: 'Open the navigation' }).isVisible()).toBe(false);
  });
});
