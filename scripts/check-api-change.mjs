#!/usr/bin/env node
// `pnpm check:api-change`: follows the README's "Changing the API" on a copy of the workspace, with a
// break every consumer must notice: `Product.displayName` (required; the portal, the CLI and the MCP
// server read it) is removed from the contract. Then, as the README says, `pnpm generate` and right away
// `pnpm typecheck`, with no build in between: the type check must fail in the portal, the CLI and the
// MCP server, naming the field; and `pnpm check:contract-compat` must refuse the break (no major
// changeset). The copy holds the repository's files as they are now (committed or not) and links to its
// installed dependencies; the repository itself is never touched.
import { spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensurePnpm, root } from './lib/bootstrap.mjs';

const env = { ...ensurePnpm(), CI: '1' };
const started = performance.now();
const copy = mkdtempSync(path.join(tmpdir(), 'dbcloud-api-change-'));

function fail(message, output = '') {
  console.error(`check:api-change: ${message}`);
  if (output) console.error(output.split('\n').slice(-60).join('\n'));
  rmSync(copy, { recursive: true, force: true });
  process.exit(1);
}

/** Runs `pnpm <args>` in the copy; its exit status and everything it printed. */
function pnpm(...args) {
  const result = spawnSync('pnpm', args, { cwd: copy, env, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  return { status: result.status, output: `${result.stdout ?? ''}${result.stderr ?? ''}` };
}

// The workspace's files (tracked and new, not ignored), then each package's own node_modules (links
// into the store, relative, so they resolve inside the copy: `@dbcloud/api-client` is the copy's), and
// the root's node_modules (the store itself) as a link.
const listed = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
  cwd: root,
  encoding: 'utf8',
});
if (listed.status !== 0) fail(`git ls-files failed: ${listed.stderr}`);
for (const file of listed.stdout.split('\0').filter(Boolean)) {
  if (existsSync(path.join(root, file)))
    cpSync(path.join(root, file), path.join(copy, file), { recursive: false });
}
symlinkSync(path.join(root, 'node_modules'), path.join(copy, 'node_modules'));
for (const group of ['apps', 'packages']) {
  for (const name of readdirSync(path.join(root, group))) {
    const modules = path.join(root, group, name, 'node_modules');
    if (existsSync(modules))
      cpSync(modules, path.join(copy, group, name, 'node_modules'), {
        recursive: true,
        verbatimSymlinks: true,
      });
  }
}

// 1. The contract: Product loses displayName (its property and its place in `required`).
const schemas = path.join(copy, 'openapi/schemas/products.yaml');
const before = readFileSync(schemas, 'utf8');
const after = before.replace(
  /^(Product:\n(?: {2}.*\n)*? {2}required:\n(?: {4}- .*\n)*?) {4}- displayName\n((?: {4}- .*\n)* {2}properties:\n(?: {4}.*\n)*?) {4}displayName:\n {6}\$ref: .*\n/m,
  '$1$2',
);
if (after === before) fail('could not find Product.displayName in openapi/schemas/products.yaml');
writeFileSync(schemas, after);

// 2. `pnpm generate`.
const generated = pnpm('generate');
if (generated.status !== 0) fail('pnpm generate failed on the changed contract', generated.output);
if (
  /displayName/.test(
    readFileSync(path.join(copy, 'packages/api-client/src/generated/types.ts'), 'utf8').match(
      /export (?:type|interface) Product\b[\s\S]*?\n}/,
    )?.[0] ?? '',
  )
) {
  fail('pnpm generate left displayName in the generated Product');
}

// 3. `pnpm typecheck`, right away: it fails where the field is read, in each consumer.
const checked = pnpm('typecheck');
if (checked.status === 0) fail('pnpm typecheck passed although Product.displayName is gone', checked.output);
const missing = ['apps/portal', 'packages/cli', 'packages/mcp'].filter(
  (dir) => !new RegExp(`${dir}[\\s\\S]*?displayName`).test(checked.output),
);
if (missing.length > 0)
  fail(`pnpm typecheck did not name displayName in ${missing.join(', ')}`, checked.output);
const errors = checked.output.split('\n').filter((line) => /error TS\d+/.test(line));
const unrelated = errors.filter((line) => !/displayName/.test(line));
if (unrelated.length > 0) fail('pnpm typecheck failed for another reason too', unrelated.join('\n'));

// 5. `pnpm check:contract-compat`: a removed field is a break, refused without a major changeset.
const compat = pnpm('check:contract-compat');
if (compat.status === 0) fail('check:contract-compat passed a removed response field', compat.output);
if (!/displayName/.test(compat.output)) fail('check:contract-compat did not name displayName', compat.output);

rmSync(copy, { recursive: true, force: true });
console.log(
  `check:api-change: removing Product.displayName failed the type check in the portal, the CLI and the MCP server (${errors.length} errors, all about it) and the compatibility check, with no build (${((performance.now() - started) / 1000).toFixed(0)} s).`,
);
