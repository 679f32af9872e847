#!/usr/bin/env node
// `pnpm screenshots`: a full-page PNG of every route of the portal (read from its route tree, so new
// screens are picked up), in light and dark, 1280 and 375 px wide, into screenshots/ with an index.html
// that shows each route's four pictures side by side. Builds the portal (SCREENSHOTS_SKIP_BUILD=1 reuses
// the last build) and serves it like `pnpm e2e`. Portal routes are shot signed in as the demo owner
// (through the demo mailbox's sign-in link), public routes signed out. Exits 1, after writing every other
// picture, when a page answers an HTTP error, throws or logs a console error; names pages that scroll
// sideways. `pnpm screenshots support billing` shoots only the routes whose path contains one of the
// words (the others' pictures are left as they are).
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ensurePnpm, root, run } from './lib/bootstrap.mjs';
import { ensureChromium, exitOnSignals, portalDir, seconds, startPreview } from './lib/preview.mjs';

// playwright-core is the portal's dependency (its browser tests use it).
const { chromium } = createRequire(path.join(portalDir, 'package.json'))('playwright-core');
const started = Date.now();
const outDir = path.join(root, 'screenshots');
const OWNER = 'owner@demo.dbcloud.dev';
const MFA = 'mfa@demo.dbcloud.dev';
const THEMES = ['light', 'dark'];
const WIDTHS = [1280, 375];
const PARALLEL = 2;
// As apps/portal/e2e/support/browser.ts.
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/**
 * Values for the routes' path params. The demo's billing dates follow the fake clock (real time at a
 * reset): the period billed on the first of this month is acme's unpaid one, and acme's first invoice of
 * this year is INV-<year>-0001 (the period of last December, billed on 1 January).
 */
const today = new Date();
const PARAMS = {
  cloudAccount: 'acme',
  billedAsOf: new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), 1)).toISOString().slice(0, 10),
  invoiceId: `INV-${today.getUTCFullYear()}-0001`,
  // the product page's general tab of acme's Production product with nodes A to D
  activeTab: 'general',
  id: 'prd-orders-eu',
};

/**
 * Search params a page needs to show its content, beyond the links the demo mailbox holds (those are
 * found there: invitations, sign-in link). Marketplace tokens are the contract's examples, seeded in
 * every world (MARKETPLACE_TOKENS in packages/fake-cloud/src/areas/marketplace.ts).
 */
const SEARCH = {
  '/user/register/thank-you': '?email=new.user@example.com',
  '/user/register/thank-you-login-exists': `?email=${OWNER}`,
  '/azure-marketplace/register-subscription': '?token=azm-8e1c7a0f3b2d4e9a',
  '/azure-marketplace/register-subscription-manager': '?token=azm-8e1c7a0f3b2d4e9a',
  '/azure-marketplace/register-subscription/thank-you': '?email=ops@northwind.example&domainName=northwind',
  '/aws-marketplace/register-customer': '?token=aws-3f9b2c71d04e',
  '/aws-marketplace/register-customer/thank-you': '?email=ops@northwind.example&domainName=northwind',
  // A configuration using every line of the price (IOPS and throughput above what is included, a
  // yearly discount, a date range).
  '/pricing': `?${new URLSearchParams({
    config: JSON.stringify({
      provider: 'Aws',
      region: 'us-east-1',
      tier: 'Production',
      instanceType: 'PR30',
      storage: { type: 'gp3', sizeGb: 512, iops: 6000, throughput: 250 },
    }),
    dataTransfer: '500',
    period: 'yearly',
    startDate: '2026-12-01',
    endDate: '2026-12-31',
  })}`,
};

/** The code pages show only halfway through a two-factor sign-in (else they send to /user/login). */
const TWO_FACTOR_ROUTES = ['/user/login-with-2fa', '/user/login-with-recovery-code'];

/** The mailed link was opened by our own sign-in: the page shows its "already used" state. */
const EXPECTED_HTTP_ERRORS = { '/user/login/link': /\/api\/v1\/login\/link/ };

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

/** A fresh context in a theme and width: the OS preference and the portal's own choice both set. */
async function newContext(browser, baseURL, { theme, width, storageState }) {
  const context = await browser.newContext({
    baseURL,
    colorScheme: theme,
    viewport: { width, height: 800 },
    storageState,
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
      const expected = EXPECTED_HTTP_ERRORS[shot.route]?.test(response.url());
      if (response.status() >= 400 && response.url().startsWith(baseURL) && !expected) {
        problems.push(`HTTP ${response.status()} ${response.request().method()} ${response.url()}`);
      }
    });
    await page.goto(shot.url);
    await settle(page, networkQuiet);
    shot.scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    await page.screenshot({ path: path.join(outDir, shot.file), fullPage: true, animations: 'disabled' });
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

if (process.env.SCREENSHOTS_SKIP_BUILD === '1') {
  if (!existsSync(path.join(portalDir, 'dist/index.html'))) {
    fail('SCREENSHOTS_SKIP_BUILD=1 but apps/portal/dist/index.html does not exist: run once without it.');
  }
  console.log('✓ build skipped (SCREENSHOTS_SKIP_BUILD=1): serving the last apps/portal/dist');
} else {
  run('pnpm', ['--filter', '@dbcloud/portal...', 'run', 'build']);
}

const preview = await startPreview().catch((error) => fail(error.message));
const baseURL = preview.url;
const browser = await chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_ARGS });

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
const twoFactorDue = await signedInState(MFA);

const mailbox = await (await fetch(`${baseURL}/__fake/mailbox`)).json();
const mailedLink = (pathname) =>
  mailbox.map((mail) => new URL(mail.link)).findLast((link) => link.pathname === pathname);

const only = process.argv.slice(2);
const routes = routePaths()
  .filter((route) => only.length === 0 || only.some((word) => route.includes(word)))
  .map((route) => {
    // A splat (`/$`: any address no page knows) is shown with one.
    const pathname = route.replace(/\/\$$/, '/no-such-page').replace(/\$(\w+)/g, (param, name) => {
      if (!PARAMS[name]) fail(`route ${route}: no value for ${param}; add one to PARAMS in this script.`);
      return PARAMS[name];
    });
    const link = mailedLink(pathname);
    const url = link ? link.pathname + link.search : pathname + (SEARCH[route] ?? '');
    const [session, storageState] = route.startsWith('/portal')
      ? [`signed in as ${OWNER}`, owner]
      : TWO_FACTOR_ROUTES.includes(route)
        ? [`halfway through ${MFA}’s sign-in`, twoFactorDue]
        : ['signed out', undefined];
    const slug = route === '/' ? 'index' : route.slice(1).replaceAll('/', '_').replaceAll('$', '');
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
