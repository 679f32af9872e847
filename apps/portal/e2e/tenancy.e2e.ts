// Tenancy and preloading: the router preloads a link's page when the pointer rests on it
// (defaultPreload: 'intent'), running that page's beforeLoad and loader without leaving the current
// page. Hovering a link to another account's page must not change the account the current page's
// calls are made for (X-Tenant-ID), nor the remembered account: only a real visit does.
// The tests hover a real link to acme-health's page shown on acme's page: the user menu lists the
// user's other accounts as links to the same page there (the <select> switcher's options are never
// preloaded).
import type { Locator, Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  expectSettledPageAccessible,
  installClock,
  OWNER,
  onPath,
  pathOf,
  signIn,
  storedAccount,
  usePortal,
  visit,
  waitForNetworkQuiet,
} from './support';

const HOME = '/portal/acme/home';
const OTHER_HOME = '/portal/acme-health/home';

interface ApiCall {
  method: string;
  path: string;
  /** The X-Tenant-ID header, if any. */
  tenant: string | undefined;
}

const isApiCall = (request: Request) => new URL(request.url()).pathname.startsWith('/api/v1/');

/** Every call the page makes to /api/v1/ from now on, with its X-Tenant-ID. */
function recordApiCalls(page: Page): ApiCall[] {
  const calls: ApiCall[] = [];
  page.on('request', (request) => {
    if (!isApiCall(request)) return;
    const path = new URL(request.url()).pathname;
    calls.push({ method: request.method(), path, tenant: request.headers()['x-tenant-id'] });
  });
  return calls;
}

/** Whether a path names the account: a whole segment, so `acme` is not named by `.../acme-health`. */
const namesAccount = (path: string, domainName: string) => path.split('/').includes(domainName);

/** A request to /api/v1/ whose path names the account. */
const callFor = (domainName: string) => (request: Request) =>
  isApiCall(request) && namesAccount(new URL(request.url()).pathname, domainName);

const describeCall = (call: ApiCall) =>
  `${call.method} ${call.path} with X-Tenant-ID: ${call.tenant ?? '(none)'}`;

/**
 * The calls made for the wrong account: one whose path names acme or acme-health without carrying
 * that account, or (while the page is acme's) one carrying acme-health that does not name it.
 */
function wrongTenants(calls: ApiCall[], { onPageOf }: { onPageOf: 'acme' | 'acme-health' }): string[] {
  return calls
    .filter(
      (call) =>
        (namesAccount(call.path, 'acme') && call.tenant !== 'acme') ||
        (namesAccount(call.path, 'acme-health') && call.tenant !== 'acme-health') ||
        (onPageOf === 'acme' && call.tenant === 'acme-health' && !namesAccount(call.path, 'acme-health')),
    )
    .map(describeCall);
}

/**
 * A link the portal offers to one of `domainName`'s pages (the user menu opened first): what a user
 * hovers. Fails listing the links there are when there is none.
 */
async function linkToAccountPage(page: Page, domainName: string): Promise<Locator> {
  const links = page.locator(`a[href^="/portal/${domainName}/"]`);
  const userMenu = page.getByRole('banner').getByRole('button', { name: /user menu$/ });
  if ((await links.count()) === 0 && (await userMenu.count()) > 0) {
    await userMenu.first().click();
    await page.getByRole('menu').waitFor();
  }
  if ((await links.count()) === 0) {
    const offered = await page
      .locator('a[href]')
      .evaluateAll((all) => all.map((a) => `"${a.textContent?.trim()}" (${a.getAttribute('href')})`));
    const select = (await page.getByRole('combobox', { name: 'Cloud account' }).count()) > 0;
    throw new Error(
      `${pathOf(page)} offers no link to any page of ${domainName} to hover, so the router cannot preload one. ` +
        `Links on the page: ${offered.join(', ')}.` +
        (select
          ? ' The account switcher is a <select>: its options are not links and are never preloaded.'
          : ''),
    );
  }
  return links.first();
}

/**
 * Rests the pointer on the link (no click) and waits for the router's preload: a call naming
 * `domainName` (its page's data). The page must stay where it is.
 */
async function hoverToPreload(page: Page, link: Locator, domainName: string): Promise<void> {
  const preloaded = page.waitForRequest(callFor(domainName));
  await link.hover();
  await preloaded;
  await waitForNetworkQuiet(page);
}

/**
 * Makes the open page call again without navigating: the clock passes the queries' 30 s staleTime and
 * the tab becomes visible again, so TanStack Query refetches the page's (now stale) data. Resolves
 * once a call naming `domainName` was made and the network is quiet.
 */
async function comeBackLater(page: Page, domainName: string): Promise<void> {
  const refetched = page.waitForRequest(callFor(domainName));
  await page.clock.fastForward(31_000);
  await page.evaluate(() => {
    window.dispatchEvent(new Event('visibilitychange'));
  });
  await refetched;
  await waitForNetworkQuiet(page);
}

/** acme's home is (still) the page open, under the user menu while it is open. */
async function expectOnAcmeHome(page: Page): Promise<void> {
  expect(pathOf(page)).toBe(HOME);
  await page.getByRole('heading', { level: 1, name: /^Welcome/, includeHidden: true }).waitFor();
}

describe('tenancy on preload', () => {
  const portal = usePortal();

  it('hovering a link to acme-health’s page preloads it, and acme’s later calls are still made for acme', async () => {
    const { page } = portal;
    await installClock(page);
    await signIn(page, OWNER);
    const calls = recordApiCalls(page);
    await visit(page, HOME);
    await expectOnAcmeHome(page);

    await hoverToPreload(page, await linkToAccountPage(page, 'acme-health'), 'acme-health');
    // The preload happened (acme-health's data was asked for) and nothing navigated.
    expect(calls.some((call) => namesAccount(call.path, 'acme-health'))).toBe(true);
    await expectOnAcmeHome(page);

    // acme's page calls again, still open: those calls are for acme.
    const afterHover = calls.length;
    await comeBackLater(page, 'acme');
    await expectOnAcmeHome(page);
    const later = calls.slice(afterHover);
    expect(later.filter((call) => namesAccount(call.path, 'acme')).length).toBeGreaterThan(0);
    expect(wrongTenants(calls, { onPageOf: 'acme' })).toEqual([]);
  });

  it('after the hover, clicking the link opens acme-health for real: its calls are for acme-health, and only then is it remembered', async () => {
    const { page } = portal;
    await installClock(page);
    await signIn(page, OWNER);
    const calls = recordApiCalls(page);
    await visit(page, HOME);
    await expectOnAcmeHome(page);
    await expect.poll(() => storedAccount(page)).toBe('acme');

    const link = await linkToAccountPage(page, 'acme-health');
    await hoverToPreload(page, link, 'acme-health');
    await expectOnAcmeHome(page);
    // A preload is not a visit: the remembered account is still the one on screen.
    await expect.poll(() => storedAccount(page)).toBe('acme');
    expect(wrongTenants(calls, { onPageOf: 'acme' })).toEqual([]);

    const beforeClick = calls.length;
    await link.click();
    await page.waitForURL(onPath(OTHER_HOME));
    await page.getByRole('heading', { level: 1, name: /^Welcome/ }).waitFor();
    // Switching from the menu says so, as the select does.
    await page.getByRole('status').filter({ hasText: 'Switched to acme-health (HIPAA)' }).waitFor();
    await expectSettledPageAccessible(page);
    await expect.poll(() => storedAccount(page)).toBe('acme-health');

    // acme-health's page calls again: for acme-health.
    await comeBackLater(page, 'acme-health');
    const afterClick = calls.slice(beforeClick);
    expect(afterClick.filter((call) => namesAccount(call.path, 'acme-health')).length).toBeGreaterThan(0);
    expect(
      afterClick
        .filter((call) => call.tenant !== undefined && call.tenant !== 'acme-health')
        .map(describeCall),
    ).toEqual([]);
    expect(wrongTenants(afterClick, { onPageOf: 'acme-health' })).toEqual([]);
    expect(pathOf(page)).toBe(OTHER_HOME);
  });
});
