import { defineConfig } from 'tsdown';

export default defineConfig({
  entry: ['src/index.ts', 'src/node.ts', 'src/vite.ts', 'src/cli.ts', 'src/standalone.ts'],
  format: 'esm',
  platform: 'node',
  target: 'node20',
  // Private package: workspace consumers read the types from src/ (see package.json exports).
  dts: false,
  sourcemap: false,
  clean: true,
});
