import { defineConfig } from 'vitest/config';

// Unit tests of the portal's own logic (no plugins: the browser tests in e2e/ drive the built app).
export default defineConfig({
  test: {
    // Each file's transform is kept in node_modules/.experimental-vitest-cache (keyed by its content and
    // the config), so the suite's later runs (the dates check's moments) skip transforming it again.
    experimental: { fsModuleCache: true },
    include: ['src/**/*.test.{ts,tsx}', 'serving.test.ts', 'portal-build.test.ts'],
    environment: 'node',
    // Files share their worker's module cache (each file makes its own state: a query client, an api
    // client with its own fetch), which halves the suite's CPU time; `npm test` runs the whole suite on the
    // real clock and at one faked moment, and its date-sensitive files at the dates check's other moments.
    isolate: false,
  },
});
