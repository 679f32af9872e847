#!/usr/bin/env node
// `pnpm release:version`: applies the pending changesets (`changeset version`: the published packages'
// new versions and CHANGELOG.md entries), then, when @dbcloud/api-client's version moved, moves the
// contract's `info.version` to it, regenerates (`pnpm generate`) and makes the new bundle the released
// contract (openapi/released/openapi.json), the baseline `pnpm check:contract-compat` compares with.
// It refuses first, changing nothing, when the contract breaks without a major changeset for the SDK,
// or changed at all without any changeset for it (the package would ship the old contract).
import { execFileSync } from 'node:child_process';
import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { root } from './lib/bootstrap.mjs';
import { bundleContract } from './lib/contract.mjs';
import { compatVerdict, formatVerdict, RELEASED_CONTRACT, readChangesets } from './lib/contract-compat.mjs';

const SDK = '@dbcloud/api-client';
const CONTRACT = 'openapi/openapi.yaml';
const file = (name) => path.join(root, name);
const sdkVersion = () => JSON.parse(readFileSync(file('packages/api-client/package.json'), 'utf8')).version;
const node = (args) => execFileSync(process.execPath, args, { cwd: root, stdio: 'inherit' });

const changesets = readChangesets(file('.changeset'));
if (changesets.length === 0) {
  console.error('No pending changeset (.changeset/*.md): nothing to release. `pnpm changeset` writes one.');
  process.exit(1);
}
const released = JSON.parse(readFileSync(file(RELEASED_CONTRACT), 'utf8'));
const current = bundleContract();
const verdict = compatVerdict({ released, current, changesets });
if (!verdict.ok) {
  console.error(formatVerdict(verdict).join('\n'));
  process.exit(1);
}
const sdkBump = changesets.some((changeset) => (changeset.releases[SDK] ?? 'none') !== 'none');
if (!sdkBump && JSON.stringify(current) !== JSON.stringify(released)) {
  console.error(
    `The contract changed since ${SDK} ${released.info.version} was released, but no changeset bumps ${SDK}:\n` +
      `add one (\`pnpm changeset\`; patch when only descriptions or examples changed).`,
  );
  process.exit(1);
}

const before = sdkVersion();
node([file('node_modules/@changesets/cli/bin.js'), 'version']);
const after = sdkVersion();
// changesets writes package.json with JSON.stringify and CHANGELOG.md as it likes: Biome formats them
// as the rest of the workspace.
const published = ['packages/api-client', 'packages/cli', 'packages/mcp'];
node([
  file('node_modules/@biomejs/biome/bin/biome'),
  'format',
  '--write',
  ...published.flatMap((dir) => [`${dir}/package.json`, `${dir}/CHANGELOG.md`]),
]);

if (after !== before) {
  const text = readFileSync(file(CONTRACT), 'utf8');
  const moved = text.replace(/^(info:\n(?:[ \t].*\n|\n)*?[ \t]+version:[ \t]*)(\S+)[ \t]*$/m, `$1${after}`);
  if (parse(moved).info.version !== after) throw new Error(`could not set info.version in ${CONTRACT}`);
  writeFileSync(file(CONTRACT), moved);
  node([file('scripts/generate.mjs')]);
  copyFileSync(file('packages/api-client/openapi.json'), file(RELEASED_CONTRACT));
  console.log(
    `${SDK} ${before} → ${after}: ${CONTRACT} info.version, the generated files and ${RELEASED_CONTRACT}.`,
  );
} else {
  console.log(`${SDK} stays at ${before}: the contract and ${RELEASED_CONTRACT} are unchanged.`);
}
node([file('scripts/check-contract-version.mjs')]);
console.log('Review the changes (git diff), then commit them.');
