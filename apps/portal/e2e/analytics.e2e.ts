// Analytics: page views go to the endpoint GET configuration names, and only
// when it says `production`. Elsewhere nothing leaves the portal's own origin. Only the path is sent,
// never the query string (sign-in links carry their token there).
import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { latestMail, OWNER, settle, usePortal, visit } from './support';

const ENDPOINT = '/__analytics-test';

const footerLink = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Policies' }).getByRole('link', { name, exact: true });

describe('analytics', () => {
  const portal = usePortal();

  it('with the demo configuration, nothing is sent anywhere but the portal’s own origin', async () => {
    const { page } = portal;
    const urls: string[] = [];
    page.on('request', (request: Request) => urls.push(request.url()));

    await visit(page, '/');
    await visit(page, '/terms?ref=test');
    await footerLink(page, 'Privacy policy').click();
    await page.waitForURL((url) => url.pathname === '/privacy-policy');
    await settle(page);
    await visit(page, '/user/login');
    await page.getByLabel('E-mail').fill(OWNER);
    await page.getByRole('button', { name: 'E-mail me a sign-in link' }).click();
    await page.getByRole('heading', { level: 1, name: 'Check your e-mail' }).waitFor();
    const { link } = await latestMail(page, OWNER, '/user/login/link');
    await page.goto(link);
    await page.waitForURL((url) => url.pathname === '/portal/acme/home');
    await settle(page);
    await page.getByRole('combobox', { name: 'Cloud account' }).selectOption('acme-health');
    await page.waitForURL((url) => url.pathname === '/portal/acme-health/home');
    await settle(page);

    expect(urls.length).toBeGreaterThan(10);
    const elsewhere = urls.filter((url) => {
      const { protocol, origin } = new URL(url);
      return protocol !== 'data:' && protocol !== 'blob:' && origin !== portal.baseUrl;
    });
    expect(elsewhere).toEqual([]);
    expect(urls.filter((url) => url.includes('analytics'))).toEqual([]);
  });

  /** Serves a production configuration and records what the page reports to the analytics endpoint. */
  async function productionAnalytics(page: Page) {
    await page.route('**/api/v1/configuration', async (route) => {
      const response = await route.fetch();
      const configuration = await response.json();
      await route.fulfill({
        response,
        json: {
          ...configuration,
          environment: 'production',
          analytics: { enabled: true, endpoint: ENDPOINT, siteId: 'portal-e2e' },
        },
      });
    });
    const reports: { path: string; siteId: string }[] = [];
    const sent: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === ENDPOINT) sent.push(request.url());
    });
    await page.route(`**${ENDPOINT}`, async (route) => {
      reports.push(JSON.parse(route.request().postData() ?? '{}'));
      await route.fulfill({ status: 204 });
    });
    return { reports, sent, paths: () => reports.map((r) => r.path) };
  }

  /** Public pages by page load and by a click inside the app, then sign-in and an account switch. */
  async function browse(page: Page, last: () => string | undefined): Promise<string> {
    await visit(page, '/?utm_source=mail');
    await expect.poll(last).toBe('/');
    await visit(page, '/terms?ref=footer#section-3');
    await expect.poll(last).toBe('/terms');
    // A navigation inside the app (no page load) is a page view too.
    await footerLink(page, 'Privacy policy').click();
    await page.waitForURL((url) => url.pathname === '/privacy-policy');
    await expect.poll(last).toBe('/privacy-policy');
    await visit(page, '/user/login?redirect=%2Fportal%2Facme%2Fhome');
    await expect.poll(last).toBe('/user/login');

    await page.getByLabel('E-mail').fill(OWNER);
    await page.getByRole('button', { name: 'E-mail me a sign-in link' }).click();
    await page.getByRole('heading', { level: 1, name: 'Check your e-mail' }).waitFor();
    const { link } = await latestMail(page, OWNER, '/user/login/link');
    const token = new URL(link).searchParams.get('token') ?? '';
    expect(token).not.toBe('');
    await page.goto(link);
    await page.waitForURL((url) => url.pathname === '/portal/acme/home');
    await settle(page);
    await expect.poll(last).toBe('/portal/acme/home');

    await page.getByRole('combobox', { name: 'Cloud account' }).selectOption('acme-health');
    await page.waitForURL((url) => url.pathname === '/portal/acme-health/home');
    await expect.poll(last).toBe('/portal/acme-health/home');
    await settle(page);
    return token;
  }

  it('with a production configuration, page views report the path only: no query, no sign-in token', async () => {
    const { page } = portal;
    const { reports, sent, paths } = await productionAnalytics(page);
    const token = await browse(page, () => paths().at(-1));

    // Every page the user saw is reported, in order.
    const distinct = paths().filter((path, i, all) => path !== all[i - 1]);
    const expected = [
      '/',
      '/terms',
      '/privacy-policy',
      '/user/login',
      '/portal/acme/home',
      '/portal/acme-health/home',
    ];
    expect(distinct.filter((path) => path !== '/user/login/link')).toEqual(expected);
    expect(reports.every((r) => r.siteId === 'portal-e2e')).toBe(true);
    for (const path of paths()) {
      expect(path).toMatch(/^\/[^?#]*$/);
      expect(path).not.toContain(token);
    }
    // Every report went to the configured endpoint on our origin, without a query either.
    expect(sent.length).toBe(reports.length);
    for (const url of sent) expect(url).toBe(`${portal.baseUrl}${ENDPOINT}`);
  });

  it('with a production configuration, each page view is reported once', async () => {
    const { page } = portal;
    const { paths } = await productionAnalytics(page);
    await visit(page, '/?utm_source=mail');
    await expect.poll(paths).toContain('/');
    await footerLink(page, 'Terms of service').click();
    await page.waitForURL((url) => url.pathname === '/terms');
    await expect.poll(() => paths().at(-1)).toBe('/terms');
    await settle(page);
    await visit(page, '/user/login');
    await expect.poll(() => paths().at(-1)).toBe('/user/login');
    await settle(page);
    expect(paths()).toEqual(['/', '/terms', '/user/login']);
  });
});
