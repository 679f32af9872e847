import { defineConfig } from 'tsdown';

export default defineConfig({
  // `cli.ts` is the `dbcloud` bin; `index.ts` the same program for those who run it from code;
  // `commands` the command table (`@dbcloud/cli/commands`), plain data for pages too.
  entry: { index: 'src/index.ts', cli: 'src/cli.ts', commands: 'src/command-table.ts' },
  format: 'esm',
  platform: 'node',
  target: 'node20.19',
  // The exported surface is small and explicitly typed: oxc's isolated declarations write it in well
  // under a second, where the TypeScript compiler takes several.
  dts: { oxc: true },
  fixedExtension: false,
  // The published client and the argument parser are dependencies, installed next to the CLI.
  deps: { neverBundle: ['@dbcloud/api-client', 'commander'] },
  sourcemap: false,
  clean: true,
});
