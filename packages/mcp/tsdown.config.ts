import { defineConfig } from 'tsdown';

export default defineConfig({
  // `cli.ts` is the `dbcloud-mcp` bin; `index.ts` the same server for those who start it from code.
  entry: { index: 'src/index.ts', cli: 'src/cli.ts' },
  format: 'esm',
  platform: 'node',
  target: 'node20.19',
  dts: { oxc: true },
  fixedExtension: false,
  // The published client (and the contract it ships) and the MCP SDK are dependencies, installed next
  // to the server.
  deps: { neverBundle: ['@dbcloud/api-client', /^@modelcontextprotocol\/server/] },
  sourcemap: false,
  clean: true,
});
