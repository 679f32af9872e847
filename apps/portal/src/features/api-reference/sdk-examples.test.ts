// Every SDK example of the API reference type-checks against the api-client's types: each is written to
// a file as a reader would save it (script.mjs's TypeScript twin) and the folder is type-checked with the
// SDK's published declarations, strictly. A change to the contract that an example no longer fits, or
// a change to "show as code"'s generator that writes a call the SDK does not take, fails here.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { codeSnippets } from '../../components/show-as-code/snippets';
import { loadAllTags } from './load-tag';
import { DOCUMENTED_BASE_URL, exampleRequest } from './model';

const portal = fileURLToPath(new URL('../../..', import.meta.url));
const require = createRequire(path.join(portal, 'package.json'));

function tsc(project: string): Promise<{ code: number; output: string }> {
  const bin = path.join(path.dirname(require.resolve('ts7/package.json')), 'bin/tsc');
  return new Promise((resolve) => {
    execFile(process.execPath, [bin, '-p', project], { encoding: 'utf8' }, (error, stdout, stderr) =>
      resolve({ code: error ? Number(error.code ?? 1) : 0, output: `${stdout}${stderr}` }),
    );
  });
}

describe('the API reference’s SDK examples', () => {
  it('each type-checks against @dbcloud/api-client', { timeout: 120_000 }, async () => {
    const operations = (await loadAllTags()).flatMap((tag) => tag.operations);
    expect(operations).toHaveLength(98);
    const dir = mkdtempSync(path.join(tmpdir(), 'dbcloud-reference-sdk-'));
    try {
      for (const operation of operations) {
        const { sdk } = codeSnippets(exampleRequest(operation), { baseUrl: DOCUMENTED_BASE_URL });
        writeFileSync(path.join(dir, `${operation.operationId}.mts`), sdk);
      }
      const declarations = path.join(
        path.dirname(require.resolve('@dbcloud/api-client/package.json')),
        'dist/index.d.ts',
      );
      const config = {
        compilerOptions: {
          strict: true,
          noEmit: true,
          target: 'es2022',
          module: 'esnext',
          moduleResolution: 'bundler',
          lib: ['es2022', 'dom'],
          types: ['node'],
          typeRoots: [path.join(portal, 'node_modules/@types')],
          paths: { '@dbcloud/api-client': [declarations] },
          skipLibCheck: true,
        },
        include: ['*.mts'],
      };
      writeFileSync(path.join(dir, 'tsconfig.json'), JSON.stringify(config));
      const { code, output } = await tsc(dir);
      expect(output).toBe('');
      expect(code).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
