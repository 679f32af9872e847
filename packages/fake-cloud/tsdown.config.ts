import { defineConfig } from 'tsdown';

export default defineConfig({
  entry: ['src/index.ts', 'src/node.ts', 'src/vite.ts', 'src/cli.ts'],
  format: 'esm',
  platform: 'node',
  target: 'node20',
  dts: true,
  sourcemap: false,
  clean: true,
});
