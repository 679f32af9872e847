// The per-test fixture of the browser tests: a fresh browser context with its own fake-cloud world,
// a page whose clock is the world's, and the bars every test keeps (a test fails on uncaught page
// errors, console errors and CSP violations; only console errors the test provokes on purpose may be
// allowed).
import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, BrowserContextOptions, ConsoleMessage, Page } from 'playwright-core';
import { afterEach, beforeEach } from 'vitest';
import { getBrowser } from './browser';
import { baseUrl } from './env';
import { KEEP_NATIVE_TIMING, trackNetwork } from './navigation';

/** The cookie that selects a separate, freshly seeded fake-cloud world (packages/fake-cloud). */
export const WORLD_COOKIE = 'dbcloud_fake_world';

/** Where a failed test leaves a screenshot of its page (gitignored). */
const RESULTS_DIR = path.resolve(import.meta.dirname, '../../.e2e-results');

/** Reported by the init script below for each CSP violation; never allowable. */
const CSP_PREFIX = 'CSP violation:';

export interface Portal {
  /** The test's page, opened in its own context. */
  readonly page: Page;
  /** The test's browser context: its cookies (session, fake world) and `context.request`. */
  readonly context: BrowserContext;
  /** The preview server's origin, e.g. `http://127.0.0.1:41234`. */
  readonly baseUrl: string;
  /** The test's fake-cloud world id (the value of the `dbcloud_fake_world` cookie). */
  readonly worldId: string;
  /**
   * Console errors matching one of these patterns do not fail the test: only for errors the test
   * provokes on purpose (e.g. `/status of 500/` after injecting a fault). Page errors and CSP
   * violations always fail.
   */
  allowConsoleErrors(...patterns: RegExp[]): void;
  /** What was collected so far (page errors, console errors, CSP violations), for assertions. */
  problems(): readonly Problem[];
}

export interface Problem {
  kind: 'page error' | 'console error' | 'CSP violation';
  text: string;
  /** Where: the page URL or the script location. */
  where?: string;
}

export interface UsePortalOptions {
  /** Extra options for each test's browser context (viewport, locale, colour scheme, …). */
  context?: BrowserContextOptions;
}

// Runs in every page and frame before the app: reports CSP violations as console errors.
const REPORT_CSP_VIOLATIONS = `
  document.addEventListener('securitypolicyviolation', (event) => {
    console.error(${JSON.stringify(CSP_PREFIX)} + ' ' + event.effectiveDirective + ' blocked ' +
      (event.blockedURI || '(inline)') + ' in ' + (event.sourceFile || event.documentURI) +
      (event.lineNumber ? ':' + event.lineNumber : '') +
      (event.sample ? ' (sample: ' + event.sample + ')' : ''));
  });
`;

let worlds = 0;

// One problem per entry, continuation lines prefixed so that vitest does not read a browser stack
// ("at http://…:1:2") as frames of the test's own error.
function formatProblem(problem: Problem): string {
  const [first, ...rest] = problem.text.split('\n');
  const more = rest.map((line) => `\n      | ${line.trim()}`).join('');
  return `  - ${problem.kind}: ${first}${more}${problem.where ? `\n      | (${problem.where})` : ''}`;
}

function location(message: ConsoleMessage): string | undefined {
  const { url, lineNumber, columnNumber } = message.location();
  return url ? `${url}:${lineNumber + 1}:${columnNumber + 1}` : undefined;
}

/**
 * Call once at the top of a test file (or a describe block). Before each test: a new browser context
 * with a unique fake-cloud world cookie, a page and the error listeners; after each test: fails on
 * what was collected, then closes the context.
 */
export function usePortal(options: UsePortalOptions = {}): Portal {
  let current:
    | {
        context: BrowserContext;
        page: Page;
        worldId: string;
        problems: Problem[];
        allowed: RegExp[];
      }
    | undefined;

  const active = () => {
    if (!current) throw new Error('usePortal(): page and context exist only while a test runs.');
    return current;
  };

  beforeEach(async () => {
    const browser: Browser = await getBrowser();
    const origin = baseUrl();
    const worldId = `e2e-${process.pid}-${++worlds}-${randomUUID().slice(0, 8)}`;
    const context = await browser.newContext({
      baseURL: origin,
      locale: 'en-US',
      timezoneId: 'UTC',
      viewport: { width: 1280, height: 800 },
      // The built portal registers its service worker; a worker that controls the page would answer
      // requests before route interception sees them and keep files across tests. Only the service
      // worker's own tests allow it (`usePortal({ context: { serviceWorkers: 'allow' } })`).
      serviceWorkers: 'block',
      ...options.context,
    });
    context.setDefaultTimeout(10_000);
    // A cap, not a wait: a busy machine took over 15 s to fire the API reference's load event.
    context.setDefaultNavigationTimeout(30_000);
    await context.addCookies([{ name: WORLD_COOKIE, value: worldId, url: origin, sameSite: 'Lax' }]);
    await context.addInitScript({ content: REPORT_CSP_VIOLATIONS });
    await context.addInitScript({ content: KEEP_NATIVE_TIMING });
    // The pages keep the browser's own clock and timers (the machine's time, as the fake cloud's world
    // reads it); a test that moves the pages' time calls installClock first (support/fake-cloud.ts).

    const problems: Problem[] = [];
    // The pages whose address no route has: the server answers them the not-found page with status 404,
    // which Chromium reports as a failed resource. That one report is the page working as it should.
    const notFoundPages = new Set<string>();
    const watch = (page: Page) => {
      page.on('response', (response) => {
        if (response.status() === 404 && response.request().isNavigationRequest())
          notFoundPages.add(response.url());
      });
      page.on('pageerror', (error) => {
        problems.push({ kind: 'page error', text: error.stack || error.message, where: page.url() });
      });
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const text = message.text();
        const notFoundPage =
          /^Failed to load resource: the server responded with a status of 404\b/.test(text) &&
          notFoundPages.has(message.location().url);
        if (notFoundPage) return;
        if (text.startsWith(CSP_PREFIX)) {
          problems.push({ kind: 'CSP violation', text: text.slice(CSP_PREFIX.length).trim() });
        } else {
          // Chromium's own report of the same violation ("Refused to …" / "… violates the following
          // Content Security Policy directive …") is a CSP violation too: never allowable.
          const csp = /Content Security Policy/.test(text);
          problems.push({ kind: csp ? 'CSP violation' : 'console error', text, where: location(message) });
        }
      });
    };
    context.on('page', (page) => {
      trackNetwork(page);
      watch(page);
    });
    const page = await context.newPage();
    current = { context, page, worldId, problems, allowed: [] };
  });

  afterEach(async (test) => {
    if (!current) return;
    const { context, page, problems, allowed } = current;
    current = undefined;
    try {
      const failing = problems.filter(
        (p) => p.kind !== 'console error' || !allowed.some((pattern) => pattern.test(p.text)),
      );
      if ((test.task.result?.state === 'fail' || failing.length > 0) && !page.isClosed()) {
        mkdirSync(RESULTS_DIR, { recursive: true });
        const file = path.join(RESULTS_DIR, `${test.task.name.replace(/[^\w-]+/g, '_').slice(0, 100)}.png`);
        await page.screenshot({ path: file, fullPage: true }).then(
          () => console.log(`Screenshot of the failed test's page (${page.url()}): ${file}`),
          () => {},
        );
      }
      if (failing.length > 0) {
        throw new Error(
          [
            `The browser reported ${failing.length} problem(s); browser tests fail on page errors, console errors and CSP violations (see e2e/README.md):`,
            ...failing.map(formatProblem),
            'A console error the test provokes on purpose can be allowed with portal.allowConsoleErrors(/…/).',
          ].join('\n'),
        );
      }
    } finally {
      await context.close().catch(() => {});
    }
  });

  return {
    get page() {
      return active().page;
    },
    get context() {
      return active().context;
    },
    get baseUrl() {
      return baseUrl();
    },
    get worldId() {
      return active().worldId;
    },
    allowConsoleErrors(...patterns) {
      active().allowed.push(...patterns);
    },
    problems() {
      return [...active().problems];
    },
  };
}
