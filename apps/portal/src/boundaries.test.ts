// The portal's import rules are a lint (apps/portal/biome.json, packages/ui-kit/biome.json, and
// noImportCycles in the root biome.json): no feature imports another feature or a route; src/app
// imports no route, feature or component; src/components no feature or route; the ui-kit nothing of
// ours; and no import circle, type-only ones included. Biome prints no diagnostics for
// `--stdin-file-path` input, so the probes are files in a scratch project holding copies of the
// repository's Biome configs.
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const biome = join(repoRoot, 'node_modules/.bin/biome');
const CONFIGS = ['biome.json', 'apps/portal/biome.json', 'packages/ui-kit/biome.json'];

/** `path:line rule` for each finding of the two boundary rules. */
function lint(cwd: string, paths: string[]): { status: number | null; findings: string[] } {
  const result = spawnSync(
    biome,
    [
      'lint',
      '--only=style/noRestrictedImports',
      '--only=suspicious/noImportCycles',
      '--reporter=github',
      '--vcs-enabled=false',
      ...paths,
    ],
    { cwd, encoding: 'utf8' },
  );
  const findings = result.stdout.split('\n').flatMap((line) => {
    const match = /^::error title=lint\/\w+\/(\w+),file=(?:.*?)((?:apps|packages)\/[^,]+),line=(\d+),/.exec(
      line,
    );
    return match ? [`${match[2]}:${match[3]} ${match[1]}`] : [];
  });
  return { status: result.status, findings: findings.sort() };
}

const lines = (...imports: string[]) =>
  `${imports.map((from, i) => `import { x${i} } from '${from}';`).join('\n')}\nexport const all = [${imports.map((_, i) => `x${i}`).join(', ')}];\n`;

/** Each probe's imports: the allowed ones first, then the one (or ones) the lint refuses. */
const PROBES: Record<string, string> = {
  'apps/portal/src/features/billing/api.ts': lines(
    './schemas',
    '../../app/session',
    '../../components/alert',
    '../products/api',
    '../../routes/__root',
  ),
  'apps/portal/src/features/billing/components/summary.tsx': lines(
    '../api',
    './chart',
    '../../../app/format',
    '../../../components/forms/schemas',
    '../../products/components/product-list',
    '../../../features/products/api',
  ),
  'apps/portal/src/app/probe.ts': lines(
    './session',
    '@dbcloud/ui-kit',
    '../components/alert',
    '../features/billing/api',
    '../router',
  ),
  'apps/portal/src/components/forms/probe.tsx': lines(
    '../../app/session',
    './schemas',
    '../../features/billing/api',
  ),
  'packages/ui-kit/src/probe.tsx': lines(
    './cn',
    'react',
    '@dbcloud/api-client',
    '../../api-client/src/index',
  ),
  'apps/portal/src/app/cycle-a.ts':
    "import type { B } from './cycle-b';\nexport interface A {\n  b?: B;\n}\n",
  'apps/portal/src/app/cycle-b.ts':
    "import type { A } from './cycle-a';\nexport interface B {\n  a?: A;\n}\n",
};

describe('import boundaries', () => {
  const scratch = mkdtempSync(join(tmpdir(), 'portal-boundaries-'));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it('refuses a feature importing another feature or a route, app importing up, components importing a feature, the ui-kit importing ours, and a type-only import circle', () => {
    for (const config of CONFIGS) {
      mkdirSync(dirname(join(scratch, config)), { recursive: true });
      copyFileSync(join(repoRoot, config), join(scratch, config));
    }
    for (const [path, source] of Object.entries(PROBES)) {
      mkdirSync(dirname(join(scratch, path)), { recursive: true });
      writeFileSync(join(scratch, path), source);
    }
    const { status, findings } = lint(scratch, ['apps', 'packages']);
    expect(findings).toEqual([
      'apps/portal/src/app/cycle-a.ts:1 noImportCycles',
      'apps/portal/src/app/cycle-b.ts:1 noImportCycles',
      'apps/portal/src/app/probe.ts:3 noRestrictedImports',
      'apps/portal/src/app/probe.ts:4 noRestrictedImports',
      'apps/portal/src/app/probe.ts:5 noRestrictedImports',
      'apps/portal/src/components/forms/probe.tsx:3 noRestrictedImports',
      'apps/portal/src/features/billing/api.ts:4 noRestrictedImports',
      'apps/portal/src/features/billing/api.ts:5 noRestrictedImports',
      'apps/portal/src/features/billing/components/summary.tsx:5 noRestrictedImports',
      'apps/portal/src/features/billing/components/summary.tsx:6 noRestrictedImports',
      'packages/ui-kit/src/probe.tsx:3 noRestrictedImports',
      'packages/ui-kit/src/probe.tsx:4 noRestrictedImports',
    ]);
    expect(status).not.toBe(0);
  }, 30_000);
});
