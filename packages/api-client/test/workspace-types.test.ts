// The workspace's type check (`pnpm typecheck`) reads the SDK's, the CLI's and the fake cloud's sources,
// never their built `dist`: the `@dbcloud/source` export condition (tsconfig.base.json's
// `customConditions`). So a contract change that the portal, the CLI, the MCP server or the fake cloud no
// longer fits fails to compile right after `pnpm generate`, with no build in between, and a fresh clone
// type-checks without one.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../..', import.meta.url));

/** Where TypeScript, with the package's own tsconfig.json, finds `specifier` imported from its source. */
function resolve(packageDir: string, specifier: string): string | undefined {
  const config = ts.getParsedCommandLineOfConfigFile(
    path.join(root, packageDir, 'tsconfig.json'),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      },
    },
  );
  if (!config) throw new Error(`${packageDir}/tsconfig.json: unreadable`);
  const from = path.join(root, packageDir, 'src/index.ts');
  const found = ts.resolveModuleName(specifier, from, config.options, ts.sys).resolvedModule
    ?.resolvedFileName;
  return found && path.relative(root, found);
}

const CONSUMERS = [
  'apps/portal',
  'packages/cli',
  'packages/mcp',
  'packages/fake-cloud',
  'packages/api-client',
];
const SDK_ENTRIES = {
  '@dbcloud/api-client': 'packages/api-client/src/index.ts',
  '@dbcloud/api-client/msw': 'packages/api-client/src/msw.ts',
  '@dbcloud/api-client/roles': 'packages/api-client/src/roles.ts',
  '@dbcloud/api-client/enums': 'packages/api-client/src/enums.ts',
};

describe('the workspace type check reads sources', () => {
  it.each(CONSUMERS)('%s resolves every entry of @dbcloud/api-client to its source', (consumer) => {
    for (const [specifier, source] of Object.entries(SDK_ENTRIES)) {
      expect(resolve(consumer, specifier), `${consumer}: ${specifier}`).toBe(source);
    }
  });

  it("the portal resolves @dbcloud/cli's command table to its source", () => {
    expect(resolve('apps/portal', '@dbcloud/cli/commands')).toBe('packages/cli/src/command-table.ts');
  });

  it("the portal and the CLI's tests resolve the fake cloud's entries to its sources", () => {
    expect(resolve('apps/portal', '@dbcloud/fake-cloud/vite')).toBe('packages/fake-cloud/src/vite.ts');
    expect(resolve('packages/cli', '@dbcloud/fake-cloud/standalone')).toBe(
      'packages/fake-cloud/src/standalone.ts',
    );
  });

  it('every package exporting the condition puts it first and publishes its exports without it', () => {
    for (const dir of ['packages/api-client', 'packages/cli', 'packages/fake-cloud']) {
      const pkg = JSON.parse(readFileSync(path.join(root, dir, 'package.json'), 'utf8'));
      const withSource = Object.entries(pkg.exports as Record<string, unknown>).filter(
        ([, target]) => typeof target === 'object' && target !== null && '@dbcloud/source' in target,
      );
      expect(withSource.length, dir).toBeGreaterThan(0);
      for (const [entry, target] of withSource) {
        // TypeScript takes the first condition it knows: before `types`, or `dist` wins.
        expect(Object.keys(target as object)[0], `${dir} ${entry}`).toBe('@dbcloud/source');
      }
      expect(JSON.stringify(pkg.publishConfig?.exports), dir).not.toContain('@dbcloud/source');
    }
  });
});
