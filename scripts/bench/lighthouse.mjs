// `pnpm bench lighthouse`: Lighthouse on every public page of the built portal, served as `npm start`
// serves it (`vite preview` with the fake cloud, scripts/lib/preview.mjs), in Debian's Chromium, with
// Lighthouse's default settings: a mobile phone on a slow 4G network and a 4x slower CPU, simulated
// from an unthrottled load (the settings PageSpeed Insights uses). Each page is measured RUNS times in a
// fresh browser and the table shows the median of each figure. Bars: on content pages LCP <= 1.5 s and
// performance >= 97, on form pages (sign-in, sign-up) LCP <= 2.0 s and performance >= 95, on the API
// reference (/docs/api) LCP <= 2.5 s and performance >= 90, accessibility 100 on every page.
// BENCH_SKIP_BUILD=1 reuses the last build; BENCH_RUNS (default 3) runs per page; BENCH_PAGES=/,/terms
// measures only those pages; BENCH_JSON=file writes every run's figures and failed audits there.
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { CHROMIUM_ARGS } from '../../apps/portal/e2e/support/chromium-args.mjs';
import { ensurePnpm, root } from '../lib/bootstrap.mjs';
import { buildPortalUnless, ensureChromium, startPreview } from '../lib/preview.mjs';
import { median, printTable } from './table.mjs';

const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));

/**
 * The public pages, each with its kind (its bars). `/status` is not here: it only sends the browser on
 * to the external status page.
 */
const PAGES = [
  { path: '/', kind: 'content' },
  { path: '/pricing', kind: 'content' },
  { path: '/terms', kind: 'content' },
  { path: '/privacy-policy', kind: 'content' },
  { path: '/support-policy', kind: 'content' },
  { path: '/not-found', kind: 'content' },
  // An address no page serves: the prerendered not-found page's HTML, with status 404.
  { path: '/no/such/page', kind: 'content' },
  { path: '/user/login', kind: 'form' },
  { path: '/user/register', kind: 'form' },
  { path: '/docs/api', kind: 'reference' },
];

const BARS = {
  content: { lcpMs: 1500, performance: 97 },
  form: { lcpMs: 2000, performance: 95 },
  // The API reference: every operation's documentation in one page's HTML.
  reference: { lcpMs: 2500, performance: 90 },
};

// Lighthouse and chrome-launcher (its dependency) are the workspace root's dev dependencies.
const requireFromRoot = createRequire(path.join(root, 'package.json'));
const requireFromLighthouse = createRequire(requireFromRoot.resolve('lighthouse'));

/** One Lighthouse run of `url` in a fresh Chromium: the figures the table shows and the failed audits. */
async function measure(url, chromePath) {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = requireFromLighthouse('chrome-launcher');
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: [...CHROMIUM_ARGS],
    logLevel: 'silent',
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      // /no/such/page answers 404 on purpose (Lighthouse refuses to measure an error status otherwise).
      ignoreStatusCode: true,
    });
    const { categories, audits, runtimeError } = result.lhr;
    if (runtimeError) throw new Error(`Lighthouse on ${url}: ${runtimeError.code} ${runtimeError.message}`);
    const failed = Object.values(categories)
      .flatMap((category) => category.auditRefs)
      .filter((ref) => ref.weight > 0 || ref.group === 'a11y-best-practices')
      .map((ref) => audits[ref.id])
      .filter((audit) => audit.scoreDisplayMode === 'binary' && audit.score === 0)
      .map((audit) => audit.id);
    return {
      performance: Math.round(categories.performance.score * 100),
      accessibility: Math.round(categories.accessibility.score * 100),
      fcp: audits['first-contentful-paint'].numericValue,
      lcp: audits['largest-contentful-paint'].numericValue,
      tbt: audits['total-blocking-time'].numericValue,
      cls: audits['cumulative-layout-shift'].numericValue,
      failed,
    };
  } finally {
    await chrome.kill();
  }
}

const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;

export async function lighthouseBench() {
  const chromePath = ensureChromium({
    what: 'the Lighthouse benchmark cannot run',
    command: 'pnpm bench lighthouse',
  });
  ensurePnpm();
  buildPortalUnless('BENCH_SKIP_BUILD');
  const only = process.env.BENCH_PAGES?.split(',').map((page) => page.trim());
  const pages = only ? PAGES.filter((page) => only.includes(page.path)) : PAGES;
  const preview = await startPreview();
  const loadBefore = os.loadavg();
  const rows = [];
  const record = [];
  try {
    for (const page of pages) {
      const runs = [];
      for (let i = 0; i < RUNS; i += 1) runs.push(await measure(`${preview.url}${page.path}`, chromePath));
      record.push({ page: page.path, runs });
      const mid = (key) => median(runs.map((r) => r[key]));
      const figures = {
        performance: mid('performance'),
        accessibility: mid('accessibility'),
        lcp: mid('lcp'),
        tbt: mid('tbt'),
        cls: mid('cls'),
        fcp: mid('fcp'),
      };
      const bar = BARS[page.kind];
      const met =
        figures.lcp <= bar.lcpMs && figures.performance >= bar.performance && figures.accessibility === 100;
      const failed = [...new Set(runs.flatMap((r) => r.failed))];
      rows.push({
        page: page.path,
        kind: page.kind,
        performance: figures.performance,
        accessibility: figures.accessibility,
        FCP: seconds(figures.fcp),
        LCP: seconds(figures.lcp),
        TBT: `${Math.round(figures.tbt)} ms`,
        CLS: figures.cls.toFixed(3),
        bars: met ? 'met' : 'NOT met',
        'failed audits': failed.join(', ') || 'none',
      });
      console.log(
        `${page.path}: performance ${runs.map((r) => r.performance).join(' / ')}, LCP ${runs.map((r) => seconds(r.lcp)).join(' / ')}`,
      );
    }
  } finally {
    preview.stop();
  }
  if (process.env.BENCH_JSON) writeFileSync(process.env.BENCH_JSON, `${JSON.stringify(record, null, 2)}\n`);
  // Simulated throttling computes the metrics from the page's own work, so a busy machine moves them
  // less than wall-clock timings, but it still does (say how busy it was).
  const load = (values) => values.map((value) => value.toFixed(1)).join(' ');
  printTable(
    `Lighthouse, mobile (simulated slow 4G, 4x CPU), median of ${RUNS} runs; ${os.cpus().length} cores, load average ${load(loadBefore)} before, ${load(os.loadavg())} after; bars: content LCP <= 1.5 s and performance >= 97, forms LCP <= 2.0 s and performance >= 95, the API reference LCP <= 2.5 s and performance >= 90, accessibility 100`,
    rows,
  );
}
