// `pnpm bench portal`: the signed-in portal on a phone. Signs in once as the demo owner (through the
// API, as the browser tests' `signIn` does: the mailed link from the fake cloud's mailbox), then loads
// each portal page cold (empty cache, the session cookie sent) under Lighthouse's mobile emulation
// (simulated slow 4G: 150 ms RTT, 1.6 Mbit/s down, 750 kbit/s up, 4x slower CPU), RUNS times each in a
// fresh Chromium, and prints the median of each figure:
// - requests, JS files and KB (transferred) of the load;
// - LCP (Lighthouse's simulated figure);
// - last request settled: when the last request ends in Lighthouse's simulation of the same load (its
//   Lantern dependency graph on the same network, the figure LCP is computed from);
// - round trips before the first API request: the requests in a row (each one found only once the
//   previous one arrived, the document first) before the browser can ask for the page's first data.
// - the floor (link-floor.mjs): the time the load's bytes need over the link, the round trips it cannot
//   avoid, and its main-thread work (Lighthouse's mainthread-work-breakdown, 4x CPU), summed, and the
//   hard lower bound (round trips plus the longer of bytes and work); the work by kind and the costliest
//   scripts of each page are printed too.
// Then a warm second visit: the same page loaded again in the same browser, its cache kept.
// BENCH_SKIP_BUILD=1 reuses the last build; BENCH_RUNS (default 3); BENCH_PORTAL_PAGES=home,products
// measures only those pages (by name); BENCH_WARM=0 skips the warm visits; BENCH_JSON=file writes every
// run's figures; BENCH_URL=http://… measures a server already running (e.g. `npm start` over HTTP/2).
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { CHROMIUM_ARGS } from '../../apps/portal/e2e/support/chromium-args.mjs';
import { ensurePnpm, root } from '../lib/bootstrap.mjs';
import { buildPortalUnless, ensureChromium, startPreview } from '../lib/preview.mjs';
import { costliestScripts, floorOf, UNAVOIDABLE_ROUND_TRIPS, workByKind } from './link-floor.mjs';
import { median, printTable } from './table.mjs';

const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
const OWNER = 'owner@demo.dbcloud.dev';

/** The pages, each with what shows it has loaded. */
const PAGES = [
  { name: 'home', path: '/portal/acme/home' },
  { name: 'products', path: '/portal/acme/products' },
  { name: 'product', path: '/portal/acme/product/general/prd-orders-eu' },
  { name: 'billing', path: '/portal/acme/billing/summary' },
  { name: 'backups', path: '/portal/acme/backups?productId=prd-orders-eu&database=orders' },
  { name: 'api keys', path: '/portal/acme/apiKeys' },
  { name: 'create', path: '/portal/acme/product/create' },
];

const TARGETS = { lastRequestMs: 2000, lcpMs: 1800, warmMs: 1000 };

const requireFromRoot = createRequire(path.join(root, 'package.json'));
const lighthouseDir = path.dirname(requireFromRoot.resolve('lighthouse/package.json'));
const requireFromLighthouse = createRequire(path.join(lighthouseDir, 'package.json'));
const lighthouseModule = (file) => import(path.join(lighthouseDir, file));

// --- Signing in -------------------------------------------------------------------------------------

/** A tiny cookie jar: name → value, from Set-Cookie headers (attributes ignored). */
function absorb(jar, response) {
  for (const header of response.headers.getSetCookie()) {
    const [pair = ''] = header.split(';');
    const at = pair.indexOf('=');
    if (at > 0) jar.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
  }
}
const cookieHeader = (jar) => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');

/** Signs in as `email` through the API (login, the mailed link) and returns the Cookie header to send. */
export async function signInCookie(baseUrl, email = OWNER) {
  const jar = new Map();
  const call = async (method, url, body) => {
    const response = await fetch(`${baseUrl}${url}`, {
      method,
      redirect: 'manual',
      headers: {
        'X-Requested-With': 'XMLHttpRequest',
        ...(jar.size ? { Cookie: cookieHeader(jar) } : {}),
        ...(body ? { 'Content-Type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    absorb(jar, response);
    if (!response.ok)
      throw new Error(`${method} ${url} answered ${response.status}: ${await response.text()}`);
    const text = await response.text();
    return text ? JSON.parse(text) : undefined;
  };
  await call('POST', '/api/v1/login', { email });
  const mails = await call('GET', `/__fake/mailbox?to=${encodeURIComponent(email)}`);
  const mail = mails.filter((m) => m.link.includes('/user/login/link')).at(-1);
  if (!mail) throw new Error(`no sign-in link was mailed to ${email}`);
  const token = new URL(mail.link).searchParams.get('token');
  await call('GET', `/api/v1/login/link?token=${encodeURIComponent(token ?? '')}`);
  const { stage } = await call('GET', '/api/v1/2fa/login-stage');
  if (stage !== 'Authenticated') throw new Error(`${email} is not signed in after the link (stage ${stage})`);
  return cookieHeader(jar);
}

// --- Measuring --------------------------------------------------------------------------------------

const isApi = (url) => new URL(url).pathname.startsWith('/api/');

/**
 * The network requests of the dependency graph that must arrive, one after the other, before `node`
 * can start (the longest chain of network requests among its ancestors), `node` not counted.
 */
function roundTripsBefore(node) {
  const memo = new Map();
  const depth = (n) => {
    if (memo.has(n)) return memo.get(n);
    memo.set(n, 0);
    let deepest = 0;
    for (const dependency of n.getDependencies()) {
      const own = dependency.type === 'network' ? 1 : 0;
      deepest = Math.max(deepest, depth(dependency) + own);
    }
    memo.set(n, deepest);
    return deepest;
  };
  return depth(node);
}

/** The simulated figures of one Lighthouse result: last request settled, round trips before data. */
async function simulated(result) {
  const { PageDependencyGraph } = await lighthouseModule('core/computed/page-dependency-graph.js');
  const { LoadSimulator } = await lighthouseModule('core/computed/load-simulator.js');
  const { artifacts } = result;
  const settings = result.lhr.configSettings;
  const context = { computedCache: new Map(), settings };
  const devtoolsLog = artifacts.DevtoolsLog ?? artifacts.devtoolsLogs?.defaultPass;
  const trace = artifacts.Trace ?? artifacts.traces?.defaultPass;
  const graph = await PageDependencyGraph.request(
    {
      trace,
      devtoolsLog,
      settings,
      URL: artifacts.URL,
      SourceMaps: artifacts.SourceMaps ?? [],
      fromTrace: false,
    },
    context,
  );
  const simulator = await LoadSimulator.request({ devtoolsLog, settings }, context);
  const { nodeTimings } = simulator.simulate(graph, { label: 'dbcloud-portal-bench' });
  let lastRequestMs = 0;
  let cpuMs = 0;
  let firstApi;
  for (const [node, timing] of nodeTimings) {
    if (node.type === 'cpu') cpuMs += timing.duration;
    if (node.type !== 'network') continue;
    lastRequestMs = Math.max(lastRequestMs, timing.endTime);
    if (isApi(node.request.url) && (!firstApi || timing.startTime < firstApi.timing.startTime))
      firstApi = { node, timing };
  }
  return {
    lastRequestMs,
    // The main-thread work the simulation counts (its CPU tasks, 4x slower): what the floor uses.
    cpuMs,
    firstApiMs: firstApi?.timing.startTime ?? Number.NaN,
    roundTrips: firstApi ? roundTripsBefore(firstApi.node) : Number.NaN,
    // For BENCH_JSON: the requests in the order they started, with their simulated times.
    requestsStarted: [...nodeTimings]
      .filter(([node]) => node.type === 'network')
      .sort(([, a], [, b]) => a.startTime - b.startTime)
      .map(
        ([node, timing]) =>
          `${Math.round(timing.startTime)}-${Math.round(timing.endTime)} ${new URL(node.request.url).pathname}`,
      ),
  };
}

/** One Lighthouse run of `url` (the browser on `port`); `warm` keeps the cache of the run before. */
async function lighthouseRun(url, port, cookie, warm) {
  const { default: lighthouse } = await import('lighthouse');
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    extraHeaders: { Cookie: cookie },
    disableStorageReset: warm,
  });
  const { audits, runtimeError } = result.lhr;
  if (runtimeError) throw new Error(`Lighthouse on ${url}: ${runtimeError.code} ${runtimeError.message}`);
  const requests = audits['network-requests'].details.items.filter((item) => !item.url.startsWith('data:'));
  const finalUrl = result.lhr.finalDisplayedUrl;
  if (new URL(finalUrl).pathname.startsWith('/user/login'))
    throw new Error(`${url} went to the sign-in page: the session was not sent`);
  const bytes = requests.reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
  const lantern = await simulated(result);
  return {
    requests: requests.length,
    js: requests.filter((item) => item.resourceType === 'Script').length,
    kb: bytes / 1024,
    lcp: audits['largest-contentful-paint'].numericValue,
    floor: floorOf({ bytes, cpuMs: lantern.cpuMs }),
    mainThreadMs: audits['mainthread-work-breakdown'].numericValue,
    work: workByKind(audits),
    scripts: costliestScripts(audits),
    ...lantern,
  };
}

async function measure(url, chromePath, cookie, warm) {
  const chromeLauncher = requireFromLighthouse('chrome-launcher');
  // A server of ours with a self-signed certificate (`npm start -- --cert … --key …`, HTTP/2).
  const flags = url.startsWith('https:') ? ['--ignore-certificate-errors'] : [];
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: [...CHROMIUM_ARGS, ...flags],
    logLevel: 'silent',
  });
  try {
    const cold = await lighthouseRun(url, chrome.port, cookie, false);
    // The second visit: the same browser, what the first visit left in its caches kept.
    const second = warm ? await lighthouseRun(url, chrome.port, cookie, true) : undefined;
    return { cold, warm: second };
  } finally {
    await chrome.kill();
  }
}

const seconds = (ms) => (Number.isFinite(ms) ? `${(ms / 1000).toFixed(2)} s` : '-');

export async function portalBench() {
  const chromePath = ensureChromium({
    what: 'the portal benchmark cannot run',
    command: 'pnpm bench portal',
  });
  let preview;
  let baseUrl = process.env.BENCH_URL;
  if (!baseUrl) {
    ensurePnpm();
    buildPortalUnless('BENCH_SKIP_BUILD');
    preview = await startPreview();
    baseUrl = preview.url;
  }
  const only = process.env.BENCH_PORTAL_PAGES?.split(',').map((name) => name.trim());
  const pages = only ? PAGES.filter((page) => only.includes(page.name)) : PAGES;
  const warm = process.env.BENCH_WARM !== '0';
  const loadBefore = os.loadavg();
  const rows = [];
  const record = [];
  try {
    // Node's fetch does not trust a self-signed certificate: BENCH_URL over HTTPS signs in with
    // NODE_TLS_REJECT_UNAUTHORIZED=0 (the browser runs with --ignore-certificate-errors then).
    const cookie = await signInCookie(baseUrl);
    for (const page of pages) {
      const runs = [];
      for (let i = 0; i < RUNS; i += 1)
        runs.push(await measure(`${baseUrl}${page.path}`, chromePath, cookie, warm));
      record.push({ page: page.path, runs });
      const mid = (key, which = 'cold') =>
        median(runs.map((r) => r[which]?.[key]).filter((v) => v !== undefined));
      const floorMid = (key) => median(runs.map((r) => r.cold.floor[key]));
      const lcp = mid('lcp');
      const last = mid('lastRequestMs');
      const warmLast = warm ? mid('lastRequestMs', 'warm') : Number.NaN;
      rows.push({
        page: page.name,
        requests: mid('requests'),
        'JS files': mid('js'),
        KB: Math.round(mid('kb')),
        LCP: seconds(lcp),
        'last request': seconds(last),
        'round trips before API': mid('roundTrips'),
        'first API at': seconds(mid('firstApiMs')),
        'floor: bytes': seconds(floorMid('bytesMs')),
        'floor: round trips': seconds(floorMid('roundTripsMs')),
        'floor: CPU x4': seconds(floorMid('cpuMs')),
        'floor: sum': seconds(floorMid('sumMs')),
        'floor: bound': seconds(floorMid('boundMs')),
        'warm: requests': warm ? mid('requests', 'warm') : '-',
        'warm: KB': warm ? Math.round(mid('kb', 'warm')) : '-',
        'warm: LCP': warm ? seconds(mid('lcp', 'warm')) : '-',
        'warm: last request': seconds(warmLast),
        targets:
          lcp <= TARGETS.lcpMs && last <= TARGETS.lastRequestMs && (!warm || warmLast <= TARGETS.warmMs)
            ? 'met'
            : 'NOT met',
      });
      const typical = runs.toSorted((a, b) => a.cold.mainThreadMs - b.cold.mainThreadMs)[
        Math.floor(runs.length / 2)
      ].cold;
      const ms = (value) => `${Math.round(value)} ms`;
      console.log(
        `${page.name}: main thread (Lighthouse, 4x CPU) ${ms(typical.mainThreadMs)}, of which the simulation's tasks ${ms(typical.cpuMs)}: ${typical.work.map((w) => `${w.kind} ${ms(w.ms)}`).join(', ')}`,
      );
      console.log(
        `${page.name}: costliest scripts: ${typical.scripts.map((s) => `${s.script} ${ms(s.ms)} (run ${ms(s.evalMs)}, parse ${ms(s.parseMs)})`).join('; ')}`,
      );
      console.log(
        `${page.name}: LCP ${runs.map((r) => seconds(r.cold.lcp)).join(' / ')}, last request ${runs.map((r) => seconds(r.cold.lastRequestMs)).join(' / ')}`,
      );
    }
  } finally {
    preview?.stop();
  }
  if (process.env.BENCH_JSON) writeFileSync(process.env.BENCH_JSON, `${JSON.stringify(record, null, 2)}\n`);
  const load = (values) => values.map((value) => value.toFixed(1)).join(' ');
  printTable(
    `The signed-in portal, Lighthouse mobile (simulated slow 4G: 150 ms RTT, 1.6 Mbit/s down, 750 kbit/s up, 4x CPU), cold and a warm second visit, median of ${RUNS} runs; ${os.cpus().length} cores, load average ${load(loadBefore)} before, ${load(os.loadavg())} after; targets: LCP <= 1.8 s, last request <= 2.0 s, warm last request <= 1.0 s; floor: the cold load's bytes over 1.6 Mbit/s, ${UNAVOIDABLE_ROUND_TRIPS} round trips (connection, document, first script, first API answer) of 150 ms, its main-thread work at 4x CPU; sum = all three in a row, bound = round trips + the longer of bytes and work`,
    rows,
  );
}
