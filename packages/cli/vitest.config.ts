import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Each file's transform is kept in node_modules/.experimental-vitest-cache (keyed by its content and
    // the config), so the suite's later runs (the dates check's moments) skip transforming it again.
    experimental: { fsModuleCache: true },
    include: ['test/**/*.test.ts'],
    environment: 'node',
    // The tests run the built `dbcloud` bin against the built standalone fake cloud: build them when stale.
    globalSetup: ['test/global-setup.ts'],
    // Each test spawns several processes, and each file's hook starts the fake cloud (a process too):
    // generous on a shared 2-core machine.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
