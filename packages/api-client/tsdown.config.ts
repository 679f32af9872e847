import { defineConfig } from 'tsdown';

export default defineConfig({
  entry: ['src/index.ts', 'src/msw.ts', 'src/roles.ts', 'src/enums.ts', 'src/settings.ts'],
  format: 'esm',
  platform: 'neutral',
  target: 'es2022',
  dts: true,
  // openapi-msw is small and is bundled, so installing the client never pulls in msw: msw stays an
  // optional peer, needed only by those who import `@dbcloud/api-client/msw`.
  deps: { alwaysBundle: ['openapi-msw'], neverBundle: ['msw', 'openapi-fetch'] },
  sourcemap: false,
  clean: true,
});
