#!/usr/bin/env node
// `pnpm screenshots`: a full-page PNG of every route of the portal (read from its route tree, so new
// screens are picked up), in light and dark, 1280 and 375 px wide, into screenshots/ with an index.html
// that shows each route's four pictures side by side. Builds the portal (SCREENSHOTS_SKIP_BUILD=1 reuses
// the last build) and serves it like `pnpm e2e`. Portal routes are shot signed in as the demo owner
// (through the demo mailbox's sign-in link), public routes signed out, each at the URL that
// apps/portal/e2e/support/route-examples.mjs gives it (shared with the browser tests). Exits 1, after writing every other
// picture, when a page answers an HTTP error, throws or logs a console error; names pages that scroll
// sideways. `pnpm screenshots support billing` shoots only the routes whose path contains one of the
// words (the others' pictures are left as they are).
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { CHROMIUM_ARGS } from '../apps/portal/e2e/support/chromium-args.mjs';
import { MFA, OWNER, routeExamples } from '../apps/portal/e2e/support/route-examples.mjs';
import { ensurePnpm, root } from './lib/bootstrap.mjs';
import {
  buildPortalUnless,
  ensureChromium,
  exitOnSignals,
  portalDir,
  seconds,
  startPreview,
} from './lib/preview.mjs';

/** The tallest screenshot taken, in CSS pixels (a longer page is cut there). */
const MAX_SHOT_HEIGHT = 6000;

// playwright-core is the portal's dependency (its browser tests use it).
const { chromium } = createRequire(path.join(portalDir, 'package.json'))('playwright-core');
const started = Date.now();
const outDir = path.join(root, 'screenshots');
const THEMES = ['light', 'dark'];
const WIDTHS = [1280, 375];
const PARALLEL = 2;

/** The routes' examples (shared with the browser tests), at the fake cloud's time (the real time). */
const EXAMPLES = routeExamples(new Date());

/**
 * The HTTP errors a page shows on purpose: an unknown sign-in link (the API refuses it, and the page says
 * why) and an address no page serves (the server answers the not-found page itself with status 404).
 */
const EXPECTED_HTTP_ERRORS = {
  '/user/login/link': (response) => /\/api\/v1\/login\/link/.test(response.url()),
  '/$': (response) => response.status() === 404 && response.request().isNavigationRequest(),
};

function fail(message) {
  console.error(`\n✗ screenshots: ${message}`);
  process.exit(1);
}

/** Every path a link can go to (`FileRoutesByTo` of the generated route tree), `/` first. */
function routePaths() {
  const tree = readFileSync(path.join(portalDir, 'src/routeTree.gen.ts'), 'utf8');
  const byTo = tree.match(/export interface FileRoutesByTo \{([^}]*)\}/)?.[1];
  if (!byTo) fail('apps/portal/src/routeTree.gen.ts has no FileRoutesByTo: run `pnpm generate`.');
  return [...byTo.matchAll(/^\s*'([^']+)':/gm)].map((m) => m[1]).sort();
}

// --- Pages ----------------------------------------------------------------------------------------

/** Starts counting a page's requests; the returned function waits until none was in flight for 200 ms. */
function trackRequests(page) {
  const inflight = new Set();
  let lastChange = Date.now();
  page.on('request', (request) => {
    if (['eventsource', 'websocket'].includes(request.resourceType())) return;
    inflight.add(request);
    lastChange = Date.now();
  });
  const done = (request) => {
    if (inflight.delete(request)) lastChange = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return async function networkQuiet() {
    const deadline = Date.now() + 10_000;
    while (inflight.size > 0 || Date.now() - lastChange < 200) {
      if (Date.now() > deadline) {
        const pending = [...inflight].map((r) => `${r.method()} ${r.url()}`).join(', ');
        throw new Error(`the page did not settle within 10 s; still in flight: ${pending}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
}

/** As `settle` of apps/portal/e2e/support/navigation.ts: loaded, no request in flight, nothing busy. */
async function settle(page, networkQuiet) {
  await page.waitForLoadState('load');
  await networkQuiet();
  if ((await page.locator('#app').count()) > 0) {
    await page.locator('#app main, [aria-busy="true"]').first().waitFor();
  }
  await page.locator('[aria-busy="true"]').first().waitFor({ state: 'detached' });
  await networkQuiet();
  await page.evaluate(() => document.fonts.ready);
}

/** The login form, then the demo mailbox's "Open the sign-in link"; resolves once the link is opened. */
async function openSignInLink(page, email) {
  await page.goto('/user/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'E-mail me a sign-in link' }).click();
  await page.getByRole('link', { name: 'Open the sign-in link' }).click();
  await page.waitForURL((url) => !['/user/login', '/user/login/link'].includes(url.pathname));
}

/**
 * A fresh context in a theme and width: the OS preference and the portal's own choice both set.
 * `storageState` is a browser state, or a function answering one when first needed.
 */
async function newContext(browser, baseURL, { theme, width, storageState }) {
  const context = await browser.newContext({
    baseURL,
    colorScheme: theme,
    viewport: { width, height: 800 },
    storageState: typeof storageState === 'function' ? await storageState() : storageState,
    // Each context would precache the whole build (the service worker): pictures need none of it.
    serviceWorkers: 'block',
  });
  await context.addInitScript((value) => localStorage.setItem('dbcloud.theme', value), theme);
  // Nothing leaves the preview server: a 204 cancels a navigation away (/status stays on its own page).
  await context.route(
    (url) => url.origin !== baseURL,
    (route) => route.fulfill({ status: 204 }),
  );
  return context;
}

/** Takes one picture (noting the page's `scrollWidth`); returns what went wrong on the page, if anything. */
async function shoot(browser, baseURL, shot) {
  const context = await newContext(browser, baseURL, shot);
  const problems = [];
  try {
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    const networkQuiet = trackRequests(page);
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error' && !/^Failed to load resource/.test(message.text())) {
        problems.push(`console error: ${message.text()}`);
      }
    });
    page.on('response', (response) => {
      const expected = EXPECTED_HTTP_ERRORS[shot.route]?.(response) ?? false;
      if (response.status() >= 400 && response.url().startsWith(baseURL) && !expected) {
        problems.push(`HTTP ${response.status()} ${response.request().method()} ${response.url()}`);
      }
    });
    await page.goto(shot.url);
    await settle(page, networkQuiet);
    if (shot.prepare) {
      await shot.prepare(page);
      await settle(page, networkQuiet);
    }
    shot.scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    // The whole page, down to MAX_SHOT_HEIGHT: the API reference is some 90,000 px tall. What the
    // browser skips rendering while off screen (`content-visibility: auto`, its operations) is rendered
    // first, or it would be blank below the first screen.
    const height = await page.evaluate(() => {
      for (const element of document.querySelectorAll('article, section, li')) {
        if (getComputedStyle(element).contentVisibility === 'auto')
          element.style.contentVisibility = 'visible';
      }
      return document.documentElement.scrollHeight;
    });
    const width = page.viewportSize()?.width ?? 1280;
    await page.screenshot({
      path: path.join(outDir, shot.file),
      // A state (an open dialog) is the window: the page below it is its route's own picture.
      fullPage: !shot.prepare,
      animations: 'disabled',
      ...(height > MAX_SHOT_HEIGHT && { clip: { x: 0, y: 0, width, height: MAX_SHOT_HEIGHT } }),
    });
  } catch (error) {
    problems.push(error instanceof Error ? error.message.split('\n')[0] : String(error));
  } finally {
    await context.close();
  }
  return [...new Set(problems)]; // a retried request fails more than once
}

// --- The index ------------------------------------------------------------------------------------

/** `, 400 px wide` when the page is wider than the window (it scrolls sideways). */
const overflow = ({ scrollWidth, width }) => (scrollWidth > width ? `, ${scrollWidth} px wide` : '');
const html = (text) =>
  String(text).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);

function indexHtml(routes, failures) {
  const figure = (shot) =>
    `<figure>${
      existsSync(path.join(outDir, shot.file))
        ? `<a href="${shot.file}"><img src="${shot.file}" width="${Math.round(shot.width * 0.3)}" alt=""></a>`
        : '<p>(failed: no picture)</p>'
    }<figcaption>${shot.theme}, ${shot.width} px${overflow(shot)}</figcaption></figure>`;
  const sections = routes.map(
    (route) =>
      `<section><h2>${html(route.route)} <small>${route.session}: ` +
      `<code>${html(route.url)}</code></small></h2><div>${route.shots.map(figure).join('')}</div></section>`,
  );
  const failed = failures.length
    ? `<h2>Failed</h2><ul>${failures.map((f) => `<li>${html(f)}</li>`).join('')}</ul>`
    : '';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>DBCloud portal screenshots</title>
<style>
body { font: 14px/1.4 system-ui, sans-serif; margin: 1.5rem; }
section > div { display: flex; gap: 1rem; align-items: flex-start; }
figure { margin: 0; } img { display: block; border: 1px solid #999; height: auto; }
small { font-weight: normal; color: #555; }
</style></head><body>
<h1>DBCloud portal screenshots</h1>
<p>${new Date().toISOString()}: ${routes.length} routes, light and dark, 1280 and 375 px wide (full page).</p>
${failed}
${sections.join('\n')}
</body></html>
`;
}

// --- Main -----------------------------------------------------------------------------------------

exitOnSignals();
let chromiumPath;
try {
  chromiumPath = ensureChromium({ what: 'no screenshots can be taken', command: 'pnpm screenshots' });
} catch (error) {
  fail(error.message);
}
console.log(`✓ Chromium: ${chromiumPath}`);
ensurePnpm();

try {
  buildPortalUnless('SCREENSHOTS_SKIP_BUILD');
} catch (error) {
  fail(error.message);
}

const preview = await startPreview().catch((error) => fail(error.message));
const baseURL = preview.url;
const browser = await chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_ARGS });

/**
 * A monthly budget for acme that this month has spent 85 % of, so that the billing page shows the budget
 * with its chart and crossed thresholds, and the home and billing pages their banner (the seed has none).
 */
async function demoBudget(storageState) {
  const context = await browser.newContext({ baseURL, storageState });
  const headers = { 'X-Tenant-ID': 'acme', 'X-Requested-With': 'XMLHttpRequest' };
  const state = await (await context.request.get('/api/v1/billing/budget/acme', { headers })).json();
  const amountCents = Math.max(100, Math.round(state.spentSoFar.amountCents / 0.85));
  const set = await context.request.post('/api/v1/billing/set-budget/acme', {
    headers,
    data: { amountCents },
  });
  if (!set.ok()) fail(`setting acme's demo budget answered ${set.status()}: ${await set.text()}`);
  await context.close();
}

/** The browser state after opening `email`'s sign-in link: signed in, or at the code page when due. */
async function signedInState(email) {
  const context = await browser.newContext({ baseURL });
  await openSignInLink(await context.newPage(), email).catch((error) =>
    fail(`signing in as ${email} failed: ${error.message}\n${preview.output()}`),
  );
  const state = await context.storageState();
  await context.close();
  return state;
}
const owner = await signedInState(OWNER);
await demoBudget(owner);
// Halfway through a two-factor sign-in: opened when the first page that needs it is shot, as a partial
// session ends 15 minutes after its link was opened (the code pages are shot one after another).
let halfway;
const twoFactorDue = () => {
  halfway ??= signedInState(MFA);
  return halfway;
};

const only = process.argv.slice(2);
const routes = routePaths()
  .filter((route) => only.length === 0 || only.some((word) => route.includes(word)))
  .map((route) => {
    const url = EXAMPLES.twoFactor.includes(route)
      ? route
      : (EXAMPLES.public[route] ?? EXAMPLES.portal[route] ?? EXAMPLES.redirects[route]);
    if (!url)
      fail(`route ${route} has no example URL: add one to apps/portal/e2e/support/route-examples.mjs.`);
    const [session, storageState] = route.startsWith('/portal')
      ? [`signed in as ${OWNER}`, owner]
      : EXAMPLES.twoFactor.includes(route)
        ? [`halfway through ${MFA}’s sign-in`, twoFactorDue]
        : ['signed out', undefined];
    // A parameter's `$` is dropped (`product_general_id`); a splat (`$` alone) is named: no file name
    // may start with a dot (`/$` would be `.light.1280.png`, hidden) or end with `_`.
    const slug =
      route === '/'
        ? 'index'
        : route
            .slice(1)
            .replace(/(^|\/)\$$/, '$1unknown-address')
            .replaceAll('/', '_')
            .replaceAll('$', '');
    const shots = THEMES.flatMap((theme) =>
      WIDTHS.map((width) => ({
        route,
        url,
        theme,
        width,
        storageState,
        file: `${slug}.${theme}.${width}.png`,
      })),
    );
    return { route, url, session, shots };
  });

/**
 * Screens that are a state of a page rather than a route: each shot at its page's URL, then `prepare`
 * brings it about (the command palette open over the products page, empty and with a query typed; the
 * API key form filled in, read-only checked).
 */
const STATES = [
  {
    route: 'palette',
    page: '/portal/$cloudAccount/products',
    prepare: async (page) => {
      await page.keyboard.press('Control+k');
      await page.getByRole('combobox', { name: /^Search pages/ }).waitFor();
      await page.getByRole('option', { name: /^Create a product/ }).waitFor();
    },
  },
  {
    route: 'palette-query',
    page: '/portal/$cloudAccount/products',
    prepare: async (page) => {
      await page.keyboard.press('Control+k');
      await page.getByRole('combobox', { name: /^Search pages/ }).fill('pro');
      await page.getByRole('option', { name: /^Create a product/ }).waitFor();
    },
  },
  {
    route: 'apiKeys-form',
    page: '/portal/$cloudAccount/apiKeys',
    prepare: async (page) => {
      await page.getByRole('button', { name: 'Create API key' }).click();
      const form = page.getByRole('dialog', { name: 'Create an API key' });
      await form.getByLabel('Description').fill('Nightly report');
      await form.getByRole('checkbox', { name: 'Read-only' }).check();
    },
  },
];
for (const state of STATES.filter((s) => only.length === 0 || only.some((word) => s.route.includes(word)))) {
  const url = EXAMPLES.portal[state.page];
  const shots = THEMES.flatMap((theme) =>
    WIDTHS.map((width) => ({
      route: state.route,
      url,
      theme,
      width,
      storageState: owner,
      prepare: state.prepare,
      file: `state_${state.route}.${theme}.${width}.png`,
    })),
  );
  routes.push({ route: `${state.route} (over ${state.page})`, url, session: `signed in as ${OWNER}`, shots });
}

if (only.length === 0) rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });
const queue = routes.flatMap((route) => route.shots);
const total = queue.length;
const failures = [];
let done = 0;
async function worker() {
  for (let shot = queue.shift(); shot; shot = queue.shift()) {
    const since = Date.now();
    const problems = await shoot(browser, baseURL, shot);
    done += 1;
    const what = `${shot.url} (${shot.theme}, ${shot.width} px)`;
    for (const problem of problems) failures.push(`${what}: ${problem}`);
    const mark = problems.length ? '✗' : '✓';
    const failed = problems.length ? ', failed: see below' : '';
    console.log(`${mark} ${done}/${total} ${what} ${seconds(since)}${overflow(shot)}${failed}`);
  }
}
await Promise.all(Array.from({ length: PARALLEL }, worker));
await browser.close();
preview.stop();

const index = path.join(outDir, 'index.html');
writeFileSync(index, indexHtml(routes, failures));
for (const shot of routes.flatMap((route) => route.shots).filter(overflow)) {
  console.log(`! ${shot.url} (${shot.theme}) scrolls sideways in a ${shot.width} px window${overflow(shot)}`);
}
console.log(`\nIndex: ${index}`);
if (failures.length) {
  fail(
    `${failures.length} problem(s), the other pictures are written (${seconds(started)}):\n  ${failures.join('\n  ')}`,
  );
}
console.log(`✓ screenshots: ${total} pictures of ${routes.length} routes in ${seconds(started)}`);
