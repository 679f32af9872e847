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
    // Two workers on this 2-core machine; each launches one browser and keeps it for every file it
    // runs (isolate: false keeps the worker's module state, so the browser, between files). Every test
    // gets its own browser context and its own fake-cloud world, so tests never share state.
    pool: 'forks',
    maxWorkers: 2,
    isolate: false,
    fileParallelism: true,
  },
});
