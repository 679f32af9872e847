import { defineConfig } from 'tsdown';

export default defineConfig({
  // `index` the msw handlers and the demo data; `node` the Node request handler and server; `vite` the
  // dev-server plugin; `standalone` the helper that starts `cli` (the `dbcloud-fake-cloud` bin) as a child.
  entry: ['src/index.ts', 'src/node.ts', 'src/vite.ts', 'src/cli.ts', 'src/standalone.ts'],
  format: 'esm',
  platform: 'node',
  target: 'node20.19',
  // Published: its declarations come from the TypeScript compiler (the exported types reach deep into
  // the world's records, more than isolated declarations could write without annotating every one).
  dts: true,
  // The published client, msw (the caller's own, a peer) and the rest are installed next to it.
  deps: {
    neverBundle: [
      /^@dbcloud\/api-client(\/|$)/,
      /^msw(\/|$)/,
      /^vite$/,
      /^ajv(-formats)?(\/|$)/,
      /^otpauth$/,
    ],
  },
  sourcemap: false,
  clean: true,
});
