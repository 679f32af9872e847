// The service worker (src/sw.ts, registered by app/service-worker.tsx): the next visit opens from the
// device (a signed-in page's HTML too), a new build is announced and applied when the person chooses, a
// signed-out person never sees a previous person's data from the cache, and an offline load says so.
// Only this file lets the built portal register its worker (the other files' contexts block service
// workers: support/portal.ts).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it, onTestFinished } from 'vitest';
import {
  clearFaults,
  heading,
  injectFault,
  OWNER,
  settle,
  signIn,
  signOut,
  usePortal,
  visit,
} from './support';

/** A product of acme's seed (packages/fake-cloud), shown on its products page. */
const PRODUCT = 'prd-orders-eu';
const OFFLINE = /You.re offline — showing what this device has; changes need a connection/;
const UNREACHABLE = /DBCloud cannot be reached — showing what this device has; changes need a connection/;
/** What Chromium reports for the requests a test makes fail by going offline. */
const OFFLINE_ERRORS = /ERR_INTERNET_DISCONNECTED|Failed to fetch/;

/** True once a service worker controls the page (it has precached the build: it activates after). */
const controlled = (page: Page) => page.evaluate(() => navigator.serviceWorker.controller !== null);

/** Every address Cache Storage holds, in every cache. */
const cachedUrls = (page: Page) =>
  page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) urls.push(new URL(request.url).pathname);
    }
    return urls;
  });

/** The scripts the page loaded from the build (dist/assets). */
const loadedAssets = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((pathname) => pathname.startsWith('/assets/')),
  );

/**
 * Where the page's own HTML came from: `cache-storage` with no byte over the network when the worker
 * answered it from the device.
 */
const pageDelivery = (page: Page) =>
  page.evaluate(() => {
    const [entry] = performance.getEntriesByType('navigation') as (PerformanceNavigationTiming & {
      deliveryType?: string;
    })[];
    return { fromDevice: entry?.deliveryType === 'cache-storage', transferSize: entry?.transferSize };
  });

/** The worker the preview server serves (the build under test). */
const SERVICE_WORKER_FILE = path.resolve(import.meta.dirname, '../dist/sw.js');

const WORKER_INSTALL = { timeout: 30_000 };
/** Installing the worker precaches both builds (about 2.7 MB) on a shared machine. */
const TEST_TIMEOUT = 90_000;

describe('the service worker', () => {
  const portal = usePortal({ context: { serviceWorkers: 'allow' } });

  it(
    'installs, controls the page and holds the build’s hashed assets',
    async () => {
      const { page } = portal;
      await visit(page, '/');
      await expect.poll(() => controlled(page), WORKER_INSTALL).toBe(true);
      const cached = await cachedUrls(page);
      expect(cached).toContain('/index.html');
      expect(cached).toContain('/portal.html');
      const assets = await loadedAssets(page);
      expect(assets.length).toBeGreaterThan(0);
      for (const asset of assets) expect(cached).toContain(asset);
      // The next load's scripts come from the device.
      await page.reload();
      await settle(page);
      const fromWorker = await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .filter((entry) => new URL(entry.name).pathname.startsWith('/assets/'))
          .map((entry) => (entry as PerformanceResourceTiming).workerStart > 0),
      );
      expect(fromWorker.length).toBeGreaterThan(0);
      expect(fromWorker.every(Boolean)).toBe(true);
    },
    TEST_TIMEOUT,
  );

  it(
    'opens a signed-in page from the device on the next visit, its data from the network',
    async () => {
      const { page } = portal;
      await signIn(page, OWNER);
      await visit(page, '/portal/acme/products');
      await expect.poll(() => controlled(page), WORKER_INSTALL).toBe(true);
      const asked: string[] = [];
      page.on('request', (request) => {
        const { pathname } = new URL(request.url());
        if (pathname.startsWith('/api/')) asked.push(pathname);
      });
      await page.goto('/portal/acme/products');
      await heading(page, 'Products').waitFor();
      await page.getByText(PRODUCT).first().waitFor();
      expect(await pageDelivery(page)).toEqual({ fromDevice: true, transferSize: 0 });
      // The person and the products were asked for anew, over the network.
      expect(asked).toContain('/api/v1/user');
      expect(asked).toContain('/api/v1/products/get-products/acme');
      // A public page still comes from the network (it is prerendered; the device holds no copy).
      await visit(page, '/pricing');
      const pricing = await pageDelivery(page);
      expect(pricing.fromDevice).toBe(false);
      expect(pricing.transferSize).toBeGreaterThan(0);
    },
    TEST_TIMEOUT,
  );

  it(
    'announces a new version and applies it when the person reloads',
    async () => {
      const { page } = portal;
      await signIn(page, OWNER);
      await visit(page, '/portal/acme/products');
      await expect.poll(() => controlled(page), WORKER_INSTALL).toBe(true);
      // A new build deployed: the served sw.js changes (a new build's names new files in its precache
      // list). Only this file's tests let a worker fetch it (the others block service workers).
      const built = readFileSync(SERVICE_WORKER_FILE, 'utf8');
      onTestFinished(() => writeFileSync(SERVICE_WORKER_FILE, built));
      writeFileSync(SERVICE_WORKER_FILE, `${built}\n// the next build\n`);
      await page.evaluate(() => {
        (window as { beforeUpdate?: boolean }).beforeUpdate = true;
        return navigator.serviceWorker.getRegistration().then((registration) => registration?.update());
      });
      const toast = page.getByRole('status').filter({ hasText: 'A new version is ready' });
      await toast.waitFor(WORKER_INSTALL);
      expect(
        await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => Boolean(r?.waiting))),
      ).toBe(true);
      await toast.getByRole('button', { name: 'Reload to update' }).click();
      // The page loads again, under the new worker (once it has activated, which on a busy machine takes
      // as long as an install): nothing waits any more.
      await expect
        .poll(
          () => page.evaluate(() => (window as { beforeUpdate?: boolean }).beforeUpdate ?? false),
          WORKER_INSTALL,
        )
        .toBe(false);
      await heading(page, 'Products').waitFor();
      await expect
        .poll(() =>
          page.evaluate(() =>
            navigator.serviceWorker
              .getRegistration()
              .then((r) => ({ waiting: Boolean(r?.waiting), active: r?.active?.state })),
          ),
        )
        .toEqual({ waiting: false, active: 'activated' });
      expect(await controlled(page)).toBe(true);
      await expect.poll(() => page.getByText(PRODUCT).count()).toBeGreaterThan(0);
    },
    TEST_TIMEOUT,
  );

  it(
    'never shows a previous person’s data from the cache after signing out',
    async () => {
      const { page, context } = portal;
      portal.allowConsoleErrors(OFFLINE_ERRORS);
      await signIn(page, OWNER);
      await visit(page, '/portal/acme/products');
      await page.getByText(PRODUCT).first().waitFor();
      await expect.poll(() => controlled(page), WORKER_INSTALL).toBe(true);
      await signOut(page);
      // Online: the products page asks for a sign-in.
      await page.goto('/portal/acme/products');
      await page.waitForURL((url) => url.pathname === '/user/login');
      await heading(page, /sign in/i).waitFor();
      await expect.poll(() => page.getByText(PRODUCT).count()).toBe(0);
      // Cache Storage holds the build, no answer of the API or the fake cloud, no page but the shell.
      const cached = await cachedUrls(page);
      expect(cached.length).toBeGreaterThan(0);
      expect(cached.filter((url) => /^\/(api|__fake)\//.test(url))).toEqual([]);
      expect(cached.filter((url) => !/^\/(assets\/|[\w-]+\.(js|svg))/.test(url)).sort()).toEqual([
        '/index.html',
        '/portal.html',
      ]);
      // Offline: the shell opens and says so; no product of the previous session shows.
      await context.setOffline(true);
      await page.goto('/portal/acme/products');
      await page.getByText(OFFLINE).waitFor();
      await expect.poll(() => page.getByText(PRODUCT).count()).toBe(0);
    },
    TEST_TIMEOUT,
  );

  it(
    'says so when a load is offline, and loads the page again once the connection is back',
    async () => {
      const { page, context } = portal;
      portal.allowConsoleErrors(OFFLINE_ERRORS);
      await signIn(page, OWNER);
      await visit(page, '/portal/acme/products');
      await expect.poll(() => controlled(page), WORKER_INSTALL).toBe(true);
      await context.setOffline(true);
      await page.reload();
      await page
        .getByText(OFFLINE)
        .waitFor()
        .catch(async (e) => {
          console.log(
            'DEBUG',
            await page.evaluate(() => [
              navigator.onLine,
              document.querySelectorAll('section[aria-label="Notifications"], [data-sonner-toaster]').length,
              document.body.innerHTML.slice(0, 3000),
            ]),
          );
          throw e;
        });
      // Not a browser error page: the portal's own page, from the device.
      expect(await page.locator('#app').count()).toBe(1);
      await context.setOffline(false);
      await page.getByRole('status').filter({ hasText: OFFLINE }).getByText('Try again').click();
      await heading(page, 'Products').waitFor();
      await page.getByText(PRODUCT).first().waitFor();
      await page.getByText(OFFLINE).waitFor({ state: 'detached' });
      await expect.poll(() => page.getByText(PRODUCT).count()).toBeGreaterThan(0);
    },
    TEST_TIMEOUT,
  );

  it(
    'says so when calls go unanswered on a failing network, and recovers once they are answered',
    async () => {
      const { page } = portal;
      portal.allowConsoleErrors(/Failed to load resource: net::ERR_/);
      await signIn(page, OWNER);
      await injectFault(page, { match: { operationId: 'getProducts' }, networkError: true });
      await page.goto('/portal/acme/products');
      const notice = page.getByRole('status').filter({ hasText: UNREACHABLE });
      await notice.waitFor();
      // The list's own failure, in words, with its retry.
      const failure = page.getByRole('alert').filter({ hasText: 'Your products did not load' });
      await failure.waitFor(WORKER_INSTALL);
      await clearFaults(page);
      await failure.getByRole('button', { name: 'Try again' }).click();
      await page.getByText(PRODUCT).first().waitFor();
      await notice.waitFor({ state: 'detached' });
      await expect.poll(() => page.getByText(UNREACHABLE).count()).toBe(0);
    },
    TEST_TIMEOUT,
  );
});
