import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const client = (file: string) => fileURLToPath(new URL(`../api-client/${file}`, import.meta.url));

export default defineConfig({
  resolve: {
    // Tests run against the api-client's source, so they need no build first.
    alias: [
      { find: /^@dbcloud\/api-client\/msw$/, replacement: client('src/msw.ts') },
      { find: /^@dbcloud\/api-client\/openapi\.json$/, replacement: client('openapi.json') },
      { find: /^@dbcloud\/api-client$/, replacement: client('src/index.ts') },
    ],
  },
  test: {
    // Each file's transform is kept in node_modules/.experimental-vitest-cache (keyed by its content and
    // the config), so the suite's later runs (the dates check's moments) skip transforming it again.
    experimental: { fsModuleCache: true },
    include: ['test/**/*.test.ts'],
    environment: 'node',
    // Files share their worker's module cache (each file makes its own state: a fake cloud, a query
    // client, msw handlers), which halves the suite's CPU time; it runs seven times in \`npm test\`
    // (now and at the dates check's six moments).
    isolate: false,
  },
});
