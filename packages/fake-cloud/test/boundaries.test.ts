// The area boundaries are a lint (packages/fake-cloud/biome.json): an area uses another area only through
// its entry file, core imports no area, the fake cloud never imports the portal or the ui-kit, and no
// imports form a cycle, type-only imports included (`ignoreTypes: false`).
// Biome prints no diagnostics for `--stdin-file-path` input, so the violations are files in a scratch
// project that holds copies of the repository's two Biome configs. `--only` names both rules because
// Biome builds the import graph noImportCycles needs only when the root config or the command line asks
// for a project rule: `biome check` alone does not report cycles.
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const biome = join(repoRoot, 'node_modules/.bin/biome');
const RULES = ['--only=style/noRestrictedImports', '--only=suspicious/noImportCycles'];

/** `file:line rule` for each finding of the boundary rules, paths relative to the fake cloud's src/. */
function lint(cwd: string, args: string[]): { status: number | null; findings: string[] } {
  const result = spawnSync(biome, ['lint', ...RULES, '--reporter=github', ...args], {
    cwd,
    encoding: 'utf8',
  });
  const findings = result.stdout.split('\n').flatMap((line) => {
    const match =
      /^::error title=lint\/\w+\/(\w+),file=.*packages\/fake-cloud\/src\/([^,]+),line=(\d+),/.exec(line);
    return match ? [`${match[2]}:${match[3]} ${match[1]}`] : [];
  });
  return { status: result.status, findings: findings.sort() };
}

const PROBES: Record<string, string> = {
  'areas/backup/probe.ts': [
    "import { a } from '../billing/ledger.js';",
    "import { b } from '../billing/index.js';",
    "import { c } from '../../core/clock.js';",
    "import { d } from './files.js';",
    "import { e } from '../auth.js';",
    "import { f } from '@dbcloud/ui-kit';",
    'export const all = [a, b, c, d, e, f];',
  ].join('\n'),
  'areas/auth.ts': [
    "import { a } from './billing/ledger.js';",
    "import { b } from './billing/index.js';",
    "import { c } from '../core/clock.js';",
    "import { d } from './cycle.js';",
    'export const all = [a, b, c, d];',
  ].join('\n'),
  'areas/cycle.ts': "import { all } from './auth.js';\nexport const d = () => all;",
  'areas/type-a.ts': "import type { B } from './type-b.js';\nexport interface A {\n  b?: B;\n}",
  'areas/type-b.ts': "import type { A } from './type-a.js';\nexport interface B {\n  a?: A;\n}",
  'core/probe.ts': "import type { SupportState } from '../areas/support.js';\nexport type S = SupportState;",
};

describe('area boundaries', () => {
  const scratch = mkdtempSync(join(tmpdir(), 'fake-cloud-boundaries-'));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it('reports an import of another area’s internals, of an area from core, of the ui-kit and import cycles (type-only ones too)', () => {
    copyFileSync(join(repoRoot, 'biome.json'), join(scratch, 'biome.json'));
    mkdirSync(join(scratch, 'packages/fake-cloud'), { recursive: true });
    copyFileSync(
      join(repoRoot, 'packages/fake-cloud/biome.json'),
      join(scratch, 'packages/fake-cloud/biome.json'),
    );
    for (const [path, source] of Object.entries(PROBES)) {
      const file = join(scratch, 'packages/fake-cloud/src', path);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, `${source}\n`);
    }

    const { status, findings } = lint(scratch, ['--vcs-enabled=false', 'packages/fake-cloud']);

    expect(findings).toEqual([
      'areas/auth.ts:1 noRestrictedImports',
      'areas/auth.ts:4 noImportCycles',
      'areas/backup/probe.ts:1 noRestrictedImports',
      'areas/backup/probe.ts:6 noRestrictedImports',
      'areas/cycle.ts:1 noImportCycles',
      'areas/type-a.ts:1 noImportCycles',
      'areas/type-b.ts:1 noImportCycles',
      'core/probe.ts:1 noRestrictedImports',
    ]);
    expect(status).not.toBe(0);
  }, 30_000);

  it('holds in the fake cloud: no boundary crossed, no import cycle (type-only ones included)', () => {
    expect(lint(repoRoot, ['packages/fake-cloud'])).toEqual({ status: 0, findings: [] });
  }, 30_000);
});
