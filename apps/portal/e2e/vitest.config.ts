// Browser tests: playwright-core + Debian's Chromium, driven by vitest. Run them with
// `pnpm e2e` from the repository root: it builds the portal, serves it (with the fake cloud) and sets
// E2E_BASE_URL and CHROMIUM_PATH for these tests.
import path from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: path.resolve(import.meta.dirname, '..'),
  test: {
    include: ['e2e/**/*.e2e.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // expect.poll (how a check that follows an action waits for the page): retried every 50 ms for up
    // to 5 s, not vitest's 1 s default, which a loaded machine can overrun.
    expect: { poll: { interval: 50, timeout: 5_000 } },
    // A test whose page shows or computes dates (periods, expiries, "today", a month's budget) is tagged
    // `dates`: `pnpm test:dates` runs those tests again at moments where dates go wrong (a year's first
    // hour, a leap day), `--tags-filter=dates`, without the others.
    tags: [
      {
        name: 'dates',
        description: 'shows or computes dates: runs again at the moments of `pnpm test:dates`',
      },
    ],
    // Two workers on this 2-core machine; each launches one browser and keeps it for every file it
    // runs (isolate: false keeps the worker's module state, so the browser, between files). Every test
    // gets its own browser context and its own fake-cloud world, so tests never share state.
    pool: 'forks',
    maxWorkers: 2,
    isolate: false,
    fileParallelism: true,
  },
});
