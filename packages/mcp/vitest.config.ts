import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Each file's transform is kept in node_modules/.experimental-vitest-cache (keyed by its content and
    // the config), so the suite's later runs (the dates check's moments) skip transforming it again.
    experimental: { fsModuleCache: true },
    include: ['test/**/*.test.ts'],
    environment: 'node',
    // The tests start the built `dbcloud-mcp` bin against the built standalone fake cloud: build them
    // when stale.
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 30_000,
    // Starting the fake cloud and several servers takes longer than the default 10 s on a busy machine.
    hookTimeout: 30_000,
  },
});
