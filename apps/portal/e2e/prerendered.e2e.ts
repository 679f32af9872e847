// The public pages the build prerenders (src/prerender.tsx, served from dist/_site): their HTML holds
// the page before any script runs, React hydrates that HTML (its elements are kept, no hydration error
// or other console error), a visitor without JavaScript reads them, a remembered dark theme is the
// first paint, their forms wait for the app, and what depends on the browser (the session, the
// address's own configuration) shows once hydrated. The portal's pages stay rendered in the browser from index.html;
// an address no page has gets the prerendered not-found page with status 404.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, expectSettledPageAccessible, settle, signIn, usePortal, visit } from './support';

interface Prerendered {
  path: string;
  heading: string;
  /** Text of the page's own, in its HTML. */
  text: RegExp;
}

const PRERENDERED: Prerendered[] = [
  { path: '/', heading: 'Managed database clusters, without the operations', text: /\$65\.70/ },
  { path: '/pricing', heading: 'Estimate what your cluster costs', text: /Estimated cost/ },
  { path: '/terms', heading: 'Terms of service', text: /These terms govern your use of DBCloud/ },
  { path: '/privacy-policy', heading: 'Privacy policy', text: /What we collect/ },
  { path: '/support-policy', heading: 'Support policy', text: /First response times/ },
  { path: '/not-found', heading: 'We can’t find that page', text: /The address may be mistyped/ },
  { path: '/user/login', heading: 'Sign in to DBCloud', text: /no password to remember/ },
  { path: '/user/register', heading: 'Create your DBCloud account', text: /Start on the Free tier/ },
  { path: '/docs/api', heading: 'API reference', text: /Find an operation/ },
];

/**
 * In every page, before its scripts run (the document parsed, its deferred and module scripts not run
 * yet): remembers the level-1 heading the HTML holds, to tell a hydrated page (React kept the element)
 * from one rendered anew.
 */
const REMEMBER_HTML_HEADING = `
  document.addEventListener('readystatechange', () => {
    if (document.readyState === 'interactive') window.__htmlHeading = document.querySelector('#app h1');
  });
`;

/** Whether the page's heading is the HTML's own element, now React's (hydrated, not replaced). */
const hydratedHeading = (page: Page) =>
  page.evaluate(() => {
    const before = (window as { __htmlHeading?: Element | null }).__htmlHeading;
    const now = document.querySelector('#app h1');
    return {
      inHtml: Boolean(before),
      kept: Boolean(before) && before === now,
      react: Boolean(now) && Object.keys(now as Element).some((key) => key.startsWith('__reactFiber$')),
    };
  });

/** The body's computed background, [r, g, b]. */
const background = (page: Page) =>
  page.evaluate(() =>
    (getComputedStyle(document.body).backgroundColor.match(/\d+/g) ?? []).slice(0, 3).map(Number),
  );
const isDark = ([r = 255, g = 255, b = 255]: number[]) => Math.max(r, g, b) < 64;

describe('prerendered public pages', () => {
  const portal = usePortal();

  it.each(PRERENDERED)(
    '$path: its HTML holds the page, and React hydrates it without an error',
    async (p) => {
      const { page, context } = portal;
      const response = await context.request.get(p.path, { headers: { Accept: 'text/html' } });
      expect(response.status()).toBe(200);
      expect(response.headers()['cache-control']).toBe('no-cache');
      const html = await response.text();
      expect(html).toContain(`>${p.heading}</h1>`);
      expect(html).toMatch(p.text);
      expect(html).toContain('<script type="application/json" id="prerendered">');

      await context.addInitScript({ content: REMEMBER_HTML_HEADING });
      // Console errors (React reports a hydration mismatch as one) and CSP violations fail the test
      // (usePortal); visit runs axe on the hydrated page.
      await visit(page, p.path);
      await page.getByRole('heading', { level: 1, name: p.heading }).waitFor();
      expect(await hydratedHeading(page)).toEqual({ inHtml: true, kept: true, react: true });
    },
  );

  it('a signed-in user’s /pricing hydrates as a visitor’s, then shows the account’s prices', async () => {
    const { page, context } = portal;
    await signIn(page, 'owner@demo.dbcloud.dev');
    await context.addInitScript({ content: REMEMBER_HTML_HEADING });
    await visit(page, '/pricing');
    await page.getByText('Prices for acme, with its discounts').waitFor();
    expect(await hydratedHeading(page)).toEqual({ inHtml: true, kept: true, react: true });
    const primary = page.getByRole('main').locator('[data-slot="button"][data-variant="primary"]');
    await expect.poll(() => primary.allTextContents()).toEqual(['Continue to the portal']);
  });

  it('a pricing address with its own configuration is rendered from that address', async () => {
    const { page } = portal;
    const config = { provider: 'Azure', tier: 'Development' };
    await visit(page, `/pricing?config=${encodeURIComponent(JSON.stringify(config))}`);
    const described = page.getByText(/^Development, 1 × \S+ on Microsoft Azure/);
    await described.waitFor();
    expect(await described.isVisible()).toBe(true);
  });

  it('the portal’s pages are rendered in the browser, from index.html', async () => {
    const { context } = portal;
    for (const path of [
      '/portal/acme/products',
      '/portal',
      '/portal/acme/no-such-page',
      '/user/login/link',
    ]) {
      const html = await (await context.request.get(path, { headers: { Accept: 'text/html' } })).text();
      expect(html, path).toContain('<div id="app"></div>');
      expect(html, path).not.toContain('id="prerendered"');
    }
  });

  it('an address no page has answers the prerendered not-found page with status 404, which paints from its HTML', async () => {
    const { page, context } = portal;
    for (const path of ['/no/such/page', '/no-such-page', '/user/login/no-such-step']) {
      const response = await context.request.get(path, { headers: { Accept: 'text/html' } });
      expect(response.status(), path).toBe(404);
      const html = await response.text();
      expect(html, path).toContain('We can’t find that page');
      expect(html, path).toContain('id="prerendered"');
    }
    // In the browser: the same screen, hydrated (its HTML kept, not rendered again), the app running on it.
    await context.addInitScript({ content: REMEMBER_HTML_HEADING });
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: 'We can’t find that page' }).waitFor();
    await settle(page);
    expect(await hydratedHeading(page)).toEqual({ inHtml: true, kept: true, react: true });
    await page.getByRole('link', { name: 'Go back to homepage' }).click();
    await page.waitForURL((url) => url.pathname === '/');
  });

  it('a prerendered form cannot be sent before the app has hydrated it, then works', async () => {
    const { page } = portal;
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(
      (url) => url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js'),
      async (route) => {
        await held;
        await route.continue();
      },
    );
    const email = page.getByLabel('E-mail');
    try {
      await page.goto('/user/login', { waitUntil: 'domcontentloaded' });
      await page.getByRole('heading', { level: 1, name: 'Sign in to DBCloud' }).waitFor();
      // Sent now, the form would go to the server as a GET with the address in it.
      expect(await email.isDisabled()).toBe(true);
      expect(await page.getByRole('button', { name: 'E-mail me a sign-in link' }).isDisabled()).toBe(true);
    } finally {
      release();
    }
    await settle(page);
    expect(await email.isDisabled()).toBe(false);
    await email.fill('owner@demo.dbcloud.dev');
    await page.getByRole('button', { name: 'E-mail me a sign-in link' }).click();
    await page.getByRole('heading', { level: 1, name: 'Check your e-mail' }).waitFor();
    expect(new URL(page.url()).search).toBe('');
  });

  it('a remembered dark theme is the first paint of a prerendered page, before its scripts run', async () => {
    const { page, context } = portal;
    await context.addInitScript(() => localStorage.setItem('dbcloud.theme', 'dark'));
    // The app's entry module is held back: what shows is the HTML, the stylesheet and theme.js alone.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(
      (url) => url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js'),
      async (route) => {
        await held;
        await route.continue();
      },
    );
    try {
      await page.goto('/terms', { waitUntil: 'commit' });
      await page.waitForFunction(
        () =>
          document.readyState !== 'loading' &&
          getComputedStyle(document.documentElement).getPropertyValue('--color-bg').trim() !== '',
        undefined,
        { polling: 50 },
      );
      expect(await page.evaluate(() => '__TSR_ROUTER__' in window), 'the app has not run').toBe(false);
      expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
      await page.getByRole('heading', { level: 1, name: 'Terms of service' }).waitFor();
      expect(isDark(await background(page))).toBe(true);
      const shot = await page.screenshot({ clip: { x: 0, y: 0, width: 8, height: 8 } });
      expect(shot.length).toBeGreaterThan(0);
    } finally {
      release();
    }
    await settle(page);
    // Hydrated, the footer's choice shows the remembered theme.
    const theme = page.getByRole('contentinfo').getByRole('combobox', { name: 'Theme' });
    await expect.poll(() => theme.inputValue()).toBe('dark');
    expect(isDark(await background(page))).toBe(true);
  });
});

describe('prerendered public pages without JavaScript', () => {
  const portal = usePortal({ context: { javaScriptEnabled: false } });

  it.each(PRERENDERED)('$path shows its content', async (p) => {
    const { page } = portal;
    await page.goto(p.path);
    await page.getByRole('heading', { level: 1, name: p.heading }).waitFor();
    await page.getByText(p.text).first().waitFor();
  });

  it('the landing page shows every tier’s starting price, and the pricing page a price', async () => {
    const { page } = portal;
    await page.goto('/');
    const tiers = page.locator('[data-tier]');
    expect(await tiers.count()).toBe(3);
    expect(await page.locator('[data-tier="Free"]').textContent()).toContain('From $0.00 a month');
    expect(await page.locator('[data-tier="Production"]').textContent()).toContain('From $525.60 a month');
    await page.getByText(/Europe \(Ireland\)/).waitFor();
    await page.goto('/pricing');
    await page.getByRole('table', { name: 'Price breakdown' }).waitFor();
    expect(await page.getByRole('row', { name: /^Total/ }).textContent()).toMatch(/\$[\d,]+\.\d\d/);
  });
});

describe('prerendered public pages on a phone (412 px, as Lighthouse’s mobile run)', () => {
  const portal = usePortal({
    context: { viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true },
  });

  it.each(PRERENDERED)('$path: every target is big enough and uncovered (axe target-size)', async (p) => {
    const { page } = portal;
    await visit(page, p.path, { axe: false });
    // First as Lighthouse reads the page: what the browser skips off screen (the API reference's
    // operations) still skipped, its boxes at their estimated heights (once rendered, the browser keeps
    // their real heights). Then all of it rendered.
    expect(await axeViolations(page, undefined, ['target-size'], { asLaidOut: true })).toEqual([]);
    await expectSettledPageAccessible(page, `${p.path} at 412 px`);
    expect(await axeViolations(page, undefined, ['target-size'])).toEqual([]);
  });
});
