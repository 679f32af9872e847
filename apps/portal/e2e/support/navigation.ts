// Navigating and waiting for a page to settle, without sleeping: the page has loaded, no request of
// its own is in flight for a short quiet window, its main thread is idle, nothing is marked aria-busy
// and its finite animations have ended.
import type { Page, Request, Response } from 'playwright-core';
import { animationsDone } from './animations';
import { expectNoAxeViolations } from './axe';

interface Tracker {
  inflight: Set<Request>;
  /** How many requests have started so far (a request started while we looked means: not settled). */
  started: number;
  lastChange: number;
  changed: Set<() => void>;
}

const trackers = new WeakMap<Page, Tracker>();
// Requests that stay open by design never count as "in flight".
const LONG_LIVED = new Set(['eventsource', 'websocket']);

/**
 * Runs in every page before the app (usePortal adds it ahead of the page clock): keeps the browser's
 * own requestIdleCallback and performance object, which page.clock replaces with its fake clock's.
 */
export const KEEP_NATIVE_TIMING = `
  if (!('__e2eIdle' in window)) {
    Object.defineProperty(window, '__e2eIdle', { value: window.requestIdleCallback.bind(window) });
    Object.defineProperty(window, '__e2ePerformance', { value: window.performance });
  }
`;

/**
 * Runs in every page after the page clock's own script (usePortal adds it after installing the clock):
 * the fake clock's performance object answers no marks or measures (getEntriesByName is always
 * empty), so the User Timing calls go to the browser's own again; performance.now() stays the clock's.
 */
export const RESTORE_USER_TIMING = `
  (() => {
    const native = window.__e2ePerformance;
    if (!native || window.performance === native) return;
    for (const name of ['mark', 'measure', 'getEntries', 'getEntriesByName', 'getEntriesByType',
      'clearMarks', 'clearMeasures']) {
      window.performance[name] = native[name].bind(native);
    }
  })();
`;

/** Starts counting the page's requests (usePortal does this for every page it opens). */
export function trackNetwork(page: Page): void {
  if (trackers.has(page)) return;
  const tracker: Tracker = { inflight: new Set(), started: 0, lastChange: Date.now(), changed: new Set() };
  const update = () => {
    tracker.lastChange = Date.now();
    for (const listener of tracker.changed) listener();
  };
  page.on('request', (request) => {
    if (LONG_LIVED.has(request.resourceType())) return;
    tracker.inflight.add(request);
    tracker.started += 1;
    update();
  });
  const done = (request: Request) => {
    if (tracker.inflight.delete(request)) update();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  trackers.set(page, tracker);
}

/** Resolves once no request has been in flight for `quietMs` (real time; page.clock does not apply). */
export function waitForNetworkQuiet(page: Page, quietMs = 200, timeoutMs = 10_000): Promise<void> {
  const tracked = trackers.get(page);
  if (!tracked) return page.waitForLoadState('networkidle', { timeout: timeoutMs });
  const tracker: Tracker = tracked;
  return new Promise<void>((resolve, reject) => {
    const started = Date.now();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const finish = (error?: Error) => {
      clearTimeout(timer);
      tracker.changed.delete(check);
      if (error) reject(error);
      else resolve();
    };
    function check() {
      clearTimeout(timer);
      if (Date.now() - started > timeoutMs) {
        const pending = [...tracker.inflight].map((r) => `${r.method()} ${r.url()}`).join(', ');
        finish(new Error(`The page did not settle within ${timeoutMs} ms; still in flight: ${pending}`));
        return;
      }
      if (tracker.inflight.size > 0) {
        timer = setTimeout(check, Math.max(50, timeoutMs - (Date.now() - started)));
        return;
      }
      const quietFor = Date.now() - tracker.lastChange;
      if (quietFor >= quietMs) finish();
      else timer = setTimeout(check, quietMs - quietFor);
    }
    tracker.changed.add(check);
    check();
  });
}

/**
 * Waits until the page's main thread is idle (the browser's own requestIdleCallback, two frames after
 * a render): scripts still being evaluated or a render still going on hold it back, so a request the
 * app has yet to make is made before this resolves.
 */
async function mainThreadIdle(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const idle =
          (window as unknown as { __e2eIdle?: typeof requestIdleCallback }).__e2eIdle ?? requestIdleCallback;
        idle(() => idle(() => resolve(), { timeout: 1_000 }), { timeout: 1_000 });
      }),
  );
}

const MAX_ROUNDS = 5;

/**
 * Waits until the page has settled: it has loaded, no request of its own is in flight for a quiet
 * window, its main thread is idle, nothing is `aria-busy` and every finite animation has ended. It
 * looks again until a whole round started no request (at most five rounds), so a request the app
 * makes late (a busy machine, a chunk still loading) is waited for too.
 */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  const tracker = trackers.get(page);
  for (let round = 1; ; round += 1) {
    await waitForNetworkQuiet(page);
    const startedBefore = tracker?.started ?? 0;
    // On a busy machine the network can be quiet before the app has even asked for its route's data
    // (its scripts are still being evaluated): the portal shows nothing until then. Wait for a page
    // (<main>) or a loading state, then for the loading to end.
    if ((await page.locator('#app').count()) > 0) {
      await page.locator('#app main, [aria-busy="true"]').first().waitFor();
    }
    await page.locator('[aria-busy="true"]').first().waitFor({ state: 'detached' });
    // A prerendered page shows its HTML at once, with its controls disabled until the app has hydrated
    // it (the site frame's fieldset): on a busy machine the app may start after the network was quiet.
    await page.locator('#content > fieldset[disabled]').waitFor({ state: 'detached' });
    await mainThreadIdle(page);
    await animationsDone(page);
    if (!tracker || (tracker.started === startedBefore && tracker.inflight.size === 0)) return;
    if (round >= MAX_ROUNDS) {
      // Still starting requests after five rounds (a page that polls): settled once they are done.
      await waitForNetworkQuiet(page);
      return;
    }
  }
}

export interface VisitOptions {
  /** Run axe on the settled page (default true: every page a test visits passes axe). */
  axe?: boolean;
}

/** The page's current path, e.g. `/portal/acme/home`. */
export const pathOf = (page: Page): string => new URL(page.url()).pathname;

/** A `page.waitForURL` predicate: the URL's path is exactly `pathname` (any search). */
export const onPath =
  (pathname: string) =>
  (url: URL): boolean =>
    url.pathname === pathname;

/** Opens a path of the portal, waits for it to settle and checks it with axe. */
export async function visit(page: Page, path: string, options: VisitOptions = {}): Promise<Response | null> {
  const response = await page.goto(path);
  await settle(page);
  if (options.axe ?? true) await expectNoAxeViolations(page);
  return response;
}

/**
 * Waits for the page to settle (its finite animations too: a dialog's fade), then checks it with axe:
 * after a click that changed the page. `label` names it in a failure; `within` checks only that part
 * (see axeViolations), e.g. an open dialog.
 */
export async function expectSettledPageAccessible(
  page: Page,
  label?: string,
  within?: string,
): Promise<void> {
  await settle(page);
  await expectNoAxeViolations(page, label, within);
}
