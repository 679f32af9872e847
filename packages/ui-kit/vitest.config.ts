import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Each file's transform is kept in node_modules/.experimental-vitest-cache (keyed by its content and
    // the config), so the suite's later runs (the dates check's moments) skip transforming it again.
    experimental: { fsModuleCache: true },
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test-setup.ts'],
    // Creating a jsdom per file costs ~1 s each on 2 cores; the tests clean up after themselves
    // (RTL cleanup, toasts dismissed, timers restored), so files share one per worker.
    isolate: false,
    // tokens.test.ts reads the stylesheet's text (`?raw`); other CSS stays unprocessed.
    css: { include: [/tokens\.css/] },
  },
});
