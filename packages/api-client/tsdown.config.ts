import { readFileSync } from 'node:fs';
import { defineConfig } from 'tsdown';

const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  version: string;
};

export default defineConfig({
  entry: {
    index: 'src/index.ts',
    msw: 'src/msw.ts',
    roles: 'src/roles.ts',
    enums: 'src/enums.ts',
    bounds: 'src/bounds.ts',
    products: 'src/products/index.ts',
    settings: 'src/settings.ts',
  },
  format: 'esm',
  platform: 'neutral',
  target: 'es2022',
  dts: true,
  // The version the User-Agent names (src/user-agent.ts), from this package.json at build time.
  define: { __API_CLIENT_VERSION__: JSON.stringify(version) },
  // openapi-msw is small and is bundled, so installing the client never pulls in msw: msw stays an
  // optional peer, needed only by those who import `@dbcloud/api-client/msw`.
  deps: { alwaysBundle: ['openapi-msw'], neverBundle: ['msw', 'openapi-fetch'] },
  sourcemap: false,
  clean: true,
});
