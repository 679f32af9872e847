import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  version: string;
};

const src = (file: string) => fileURLToPath(new URL(`./src/${file}`, import.meta.url));

export default defineConfig({
  // As the build writes it in (tsdown.config.ts): the version the User-Agent names.
  define: { __API_CLIENT_VERSION__: JSON.stringify(version) },
  resolve: {
    // README examples import the package by its published name; tests run them against the source.
    alias: [
      { find: /^@dbcloud\/api-client\/msw$/, replacement: src('msw.ts') },
      { find: /^@dbcloud\/api-client$/, replacement: src('index.ts') },
    ],
  },
  test: {
    // Each file's transform is kept in node_modules/.experimental-vitest-cache (keyed by its content and
    // the config), so the suite's later runs (the dates check's moments) skip transforming it again.
    experimental: { fsModuleCache: true },
    include: ['test/**/*.test.ts', 'examples/**/*.test.ts'],
    environment: 'node',
    // Files share their worker's module cache (each file makes its own state: a fake cloud, a query
    // client, msw handlers), which halves the suite's CPU time; it runs seven times in \`npm test\`
    // (now and at the dates check's six moments).
    isolate: false,
  },
});
