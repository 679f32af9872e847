// `pnpm bench lists`: the portal's long lists in Chromium, driving the built portal (served by
// `vite preview` with the fake cloud, as `pnpm e2e` and `pnpm screenshots` do) in a world of the fake
// cloud's `large` scenario. For each list: the time from its data's response to the first rendered rows,
// then the longest task while scrolling the whole list, a viewport a frame (a fast fling), from top to
// bottom. Bars: first rows within 100 ms of the data, no task over 50 ms while scrolling.
// BENCH_SKIP_BUILD=1 reuses the last build; BENCH_RUNS (default 3) loads each list that many times.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { CHROMIUM_ARGS } from '../../apps/portal/e2e/support/chromium-args.mjs';
import { ensurePnpm } from '../lib/bootstrap.mjs';
import { buildPortalUnless, ensureChromium, portalDir, startPreview } from '../lib/preview.mjs';
import { median, printTable } from './table.mjs';

const OWNER = 'owner@demo.dbcloud.dev';
const DOMAIN = 'megacorp';
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
const FIRST_ROWS_BAR_MS = 100;
const LONG_TASK_BAR_MS = 50;

/**
 * The lists. `route` is the route tree's id (a list whose route is not built says so); `url` where the
 * list shows; `data` the API path whose response fills it; `rows` its rows (`[role=row]` inside the
 * list's scroll container, named by its label); `container` that container.
 */
const LISTS = [
  {
    name: '10,000-file backup folder',
    route: '/portal/$cloudAccount/backups',
    url: async (api) => {
      const { products } = await api(`/backup/products/${DOMAIN}`);
      const [product] = products;
      const { now } = await api('/__fake/clock', { raw: true });
      const yesterday = new Date(Date.parse(now) - 86_400_000).toISOString().slice(0, 10);
      const query = new URLSearchParams({
        productId: product.productId,
        database: product.databases[0],
        path: `${yesterday}/`,
      });
      return `/portal/${DOMAIN}/backups?${query}`;
    },
    data: '/api/v1/backup/list-directory/',
    container: '[aria-label="Folder contents"]',
    expectedRows: 10_000,
  },
  {
    name: '1,000 products',
    route: '/portal/$cloudAccount/products',
    url: async () => `/portal/${DOMAIN}/products`,
    data: '/api/v1/products/get-products/',
    container: '[aria-label="Products, scrollable"]',
    expectedRows: 1_000,
  },
];

/** Routes of the built app's route tree (`FileRoutesById`). */
function builtRoutes() {
  const tree = readFileSync(path.join(portalDir, 'src/routeTree.gen.ts'), 'utf8');
  const byId = tree.match(/export interface FileRoutesById \{([^}]*)\}/)?.[1] ?? '';
  return new Set([...byId.matchAll(/^\s*'([^']+)':/gm)].map((m) => m[1]));
}

/**
 * In every page before the app: collects long tasks, and the time the first rows of `container`
 * (a header row and one row at least) are in a frame (the animation frame after they appear).
 */
function instrument({ container }) {
  const state = { longTasks: [], firstRowsAt: null };
  window.__listBench = state;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      state.longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  const check = () => {
    if (state.firstRowsAt !== null) return;
    if (document.querySelectorAll(`${container} tr, ${container} [role="row"]`).length >= 2) {
      state.firstRowsAt = -1;
      requestAnimationFrame(() => {
        state.firstRowsAt = performance.now();
        performance.mark('list-bench:first-rows');
      });
      observer.disconnect();
    }
  };
  const observer = new MutationObserver(check);
  document.addEventListener('DOMContentLoaded', () => {
    observer.observe(document.body, { childList: true, subtree: true });
    check();
  });
}

/** Scrolls the container a viewport each animation frame to its end; the longest frame and long task. */
function scrollWhole({ container }) {
  const box = document.querySelector(container);
  const state = window.__listBench;
  const since = performance.now();
  return new Promise((resolve) => {
    let last = since;
    let longestFrame = 0;
    let frames = 0;
    const gaps = [];
    const step = (now) => {
      longestFrame = Math.max(longestFrame, now - last);
      gaps.push(now - last);
      last = now;
      frames += 1;
      const end = box.scrollHeight - box.clientHeight;
      if (box.scrollTop >= end - 1) {
        // One more frame for the last rows, then what the long-task observer saw during the scroll.
        requestAnimationFrame(() =>
          setTimeout(() => {
            const during = state.longTasks.filter((task) => task.start >= since);
            resolve({
              longestTask: Math.max(0, ...during.map((task) => task.duration)),
              longTasks: during.length,
              longestFrame,
              medianFrame: gaps.sort((a, b) => a - b)[Math.floor(gaps.length / 2)] ?? 0,
              frames,
              ms: performance.now() - since,
              // The rows the table says it has (`aria-rowcount`, its header row included).
              rowCount: Number(box.querySelector('[aria-rowcount]')?.getAttribute('aria-rowcount') ?? 0),
              lastRowIndex: Number(
                [...box.querySelectorAll('tr[aria-rowindex], [role="row"][aria-rowindex]')]
                  .at(-1)
                  ?.getAttribute('aria-rowindex') ?? 0,
              ),
            });
          }, 100),
        );
        return;
      }
      box.scrollTop = Math.min(end, box.scrollTop + box.clientHeight);
      requestAnimationFrame(step);
    };
    requestAnimationFrame(step);
  });
}

async function measure(context, list, url) {
  const page = await context.newPage();
  try {
    await page.addInitScript(instrument, { container: list.container });
    const browser = page.context().browser();
    const categories = ['toplevel', 'devtools.timeline', 'blink.user_timing'];
    await browser.startTracing(page, { categories });
    await page.goto(url);
    const rows = page.locator(`${list.container} tr, ${list.container} [role="row"]`);
    await rows.nth(1).waitFor({ timeout: 30_000 });
    await page.waitForFunction(() => (window.__listBench.firstRowsAt ?? -1) > 0);
    const { firstRowsAt, responseEnd } = await page.evaluate((data) => {
      const entry = performance
        .getEntriesByType('resource')
        .filter((e) => e.name.includes(data))
        .at(-1);
      return { firstRowsAt: window.__listBench.firstRowsAt, responseEnd: entry?.responseEnd ?? Number.NaN };
    }, list.data);
    const domRows = await rows.count();
    const loadTrace = JSON.parse((await browser.stopTracing()).toString('utf8'));
    // CDP tracing beside the long-task observer: each task's wall time and its thread (CPU) time, which
    // other processes on a busy machine do not stretch.
    await browser.startTracing(page, { categories });
    const scroll = await page.evaluate(scrollWhole, { container: list.container });
    const trace = JSON.parse((await browser.stopTracing()).toString('utf8'));
    return {
      firstRows: firstRowsAt - responseEnd,
      firstRowsCpu: cpuToFirstRows(loadTrace, list.data),
      domRows,
      ...scroll,
      ...longestTraced(trace),
    };
  } finally {
    await page.close();
  }
}

/** A main-thread task in a Chromium trace (the name changed across versions). */
const TASK_EVENTS = new Set(['ThreadControllerImpl::RunTask', 'RunTask']);

/** The page's renderer main thread in a trace: its tasks (the busiest CrRendererMain, or the one of `pid`). */
function mainTasks(events, pid) {
  const mains = new Set(
    events
      .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .filter((e) => pid === undefined || e.pid === pid)
      .map((e) => `${e.pid}:${e.tid}`),
  );
  const byThread = new Map();
  for (const e of events) {
    const thread = `${e.pid}:${e.tid}`;
    if (!TASK_EVENTS.has(e.name) || e.ph !== 'X' || !mains.has(thread)) continue;
    const tasks = byThread.get(thread) ?? [];
    tasks.push(e);
    byThread.set(thread, tasks);
  }
  return [...byThread.values()].sort((a, b) => b.length - a.length)[0] ?? [];
}

/**
 * The main thread's CPU time from the data's response (its ResourceFinish) to the frame with the first
 * rows (the `list-bench:first-rows` mark), in ms: what the page itself spent, whatever else ran.
 */
function cpuToFirstRows(trace, dataPath) {
  const events = trace.traceEvents ?? trace;
  const request = events
    .filter((e) => e.name === 'ResourceSendRequest' && e.args?.data?.url?.includes(dataPath))
    .at(-1)?.args.data.requestId;
  const finish = events.find((e) => e.name === 'ResourceFinish' && e.args?.data?.requestId === request);
  const mark = events.find((e) => e.name === 'list-bench:first-rows');
  if (!finish || !mark) return Number.NaN;
  return (
    mainTasks(events, mark.pid)
      .filter((e) => e.ts + (e.dur ?? 0) > finish.ts && e.ts < mark.ts)
      .reduce((sum, e) => sum + (e.tdur ?? 0), 0) / 1000
  );
}

/** The longest main-thread task of the page's renderer in a trace: wall time and thread time, in ms. */
function longestTraced(trace) {
  const tasks = mainTasks(trace.traceEvents ?? trace);
  return {
    tracedWall: Math.max(0, ...tasks.map((e) => (e.dur ?? 0) / 1000)),
    tracedCpu: Math.max(0, ...tasks.map((e) => (e.tdur ?? 0) / 1000)),
  };
}

const ms = (value) => (Number.isFinite(value) ? `${Math.round(value)} ms` : 'n/a');

export async function listsBench() {
  const chromiumPath = ensureChromium({
    what: 'the lists benchmark cannot run',
    command: 'pnpm bench lists',
  });
  ensurePnpm();
  buildPortalUnless('BENCH_SKIP_BUILD');
  const { chromium } = createRequire(path.join(portalDir, 'package.json'))('playwright-core');
  const preview = await startPreview();
  const browser = await chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_ARGS });
  const rows = [];
  try {
    const context = await browser.newContext({
      baseURL: preview.url,
      viewport: { width: 1280, height: 900 },
      // The service worker's precaching (the whole build) would compete with the lists it measures.
      serviceWorkers: 'block',
    });
    // A world of its own (the fake cloud's world cookie), seeded with the `large` scenario.
    await context.addCookies([
      { name: 'dbcloud_fake_world', value: `bench-${randomUUID()}`, url: preview.url },
    ]);
    const reset = await context.request.post('/__fake/reset', { data: { scenario: 'large' } });
    if (!reset.ok()) throw new Error(`POST /__fake/reset answered ${reset.status()}`);
    const signIn = await context.newPage();
    await signIn.goto('/user/login');
    await signIn.getByLabel('E-mail').fill(OWNER);
    await signIn.getByRole('button', { name: 'E-mail me a sign-in link' }).click();
    await signIn.getByRole('link', { name: 'Open the sign-in link' }).click();
    await signIn.waitForURL((url) => url.pathname.startsWith('/portal/'));
    await signIn.close();
    const api = async (apiPath, { raw = false } = {}) => {
      const response = await context.request.get(raw ? apiPath : `/api/v1${apiPath}`, {
        headers: { 'X-Requested-With': 'XMLHttpRequest', 'X-Tenant-ID': DOMAIN },
      });
      if (!response.ok()) throw new Error(`GET ${apiPath} answered ${response.status()}`);
      return response.json();
    };

    const routes = builtRoutes();
    for (const list of LISTS) {
      if (!routes.has(list.route)) {
        console.log(`${list.name}: route not built (${list.route})`);
        rows.push({
          list: list.name,
          rows: list.expectedRows.toLocaleString('en-US'),
          'DOM rows': '',
          'data → first rows (wall / CPU)': `${list.name.replace(/^[\d,]+ /, '')} list: route not built`,
          'longest task, scrolling': '',
          'long tasks': '',
          'longest task, traced (wall / CPU)': '',
          'longest frame': '',
          'median frame': '',
          scroll: '',
          bars: '',
        });
        continue;
      }
      const url = await list.url(api);
      const runs = [];
      for (let i = 0; i < RUNS; i += 1) runs.push(await measure(context, list, url));
      const firstRows = median(runs.map((r) => r.firstRows));
      const longestTask = Math.max(...runs.map((r) => r.longestTask));
      // The end is the table's last row. The products list shows terminated products in a table of
      // their own, so its scrolling table holds fewer than 1,000: comparing with 1,001 said
      // "END NOT REACHED" when the scroll had reached the last row.
      const reachedEnd = runs.every((r) => r.rowCount > 1 && r.lastRowIndex === r.rowCount);
      const tableRows = Math.max(...runs.map((r) => r.rowCount - 1));
      rows.push({
        list: list.name,
        rows:
          tableRows === list.expectedRows
            ? list.expectedRows.toLocaleString('en-US')
            : `${tableRows.toLocaleString('en-US')} of ${list.expectedRows.toLocaleString('en-US')}`,
        'DOM rows': Math.max(...runs.map((r) => r.domRows)),
        'data → first rows (wall / CPU)': `${ms(firstRows)} / ${ms(median(runs.map((r) => r.firstRowsCpu)))} (median of ${RUNS})`,
        'longest task, scrolling': longestTask > 0 ? ms(longestTask) : `< ${LONG_TASK_BAR_MS} ms (none)`,
        'long tasks': runs.map((r) => r.longTasks).join(' / '),
        'longest task, traced (wall / CPU)': `${ms(Math.max(...runs.map((r) => r.tracedWall)))} / ${ms(Math.max(...runs.map((r) => r.tracedCpu)))}`,
        'longest frame': ms(Math.max(...runs.map((r) => r.longestFrame))),
        'median frame': ms(median(runs.map((r) => r.medianFrame))),
        scroll: `${(median(runs.map((r) => r.ms)) / 1000).toFixed(1)} s, ${median(runs.map((r) => r.frames))} frames${reachedEnd ? '' : ' (END NOT REACHED)'}`,
        bars:
          firstRows <= FIRST_ROWS_BAR_MS && longestTask <= LONG_TASK_BAR_MS
            ? 'met'
            : median(runs.map((r) => r.firstRowsCpu)) <= FIRST_ROWS_BAR_MS &&
                runs.every((r) => r.tracedCpu > 0 && r.tracedCpu <= LONG_TASK_BAR_MS)
              ? 'met in CPU time'
              : 'NOT met',
      });
    }
    await context.close();
  } finally {
    await browser.close();
    preview.stop();
  }
  // Timings are wall-clock on the main thread: a busy machine stretches them (say how busy it was).
  const load = os.loadavg().map((value) => value.toFixed(1));
  printTable(
    `Long lists (scenario large, ${DOMAIN}; Chromium headless, 1280×900; ${os.cpus().length} cores, load average ${load.join(' ')}; bars: first rows <= ${FIRST_ROWS_BAR_MS} ms after the data, no task > ${LONG_TASK_BAR_MS} ms while scrolling)`,
    rows,
  );
}
