import { defineConfig } from 'vitest/config';

// Unit tests of the portal's own logic (no plugins: the browser tests in e2e/ drive the built app).
export default defineConfig({
  test: {
    // Each file's transform is kept in node_modules/.experimental-vitest-cache (keyed by its content and
    // the config), so the suite's later runs (the dates check's moments) skip transforming it again.
    experimental: { fsModuleCache: true },
    include: ['src/**/*.test.{ts,tsx}', 'serving.test.ts'],
    environment: 'node',
    // Files share their worker's module cache (each file makes its own state: a fake cloud, a query
    // client, msw handlers), which halves the suite's CPU time; it runs seven times in \`npm test\`
    // (now and at the dates check's six moments).
    isolate: false,
  },
});
