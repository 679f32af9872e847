#!/usr/bin/env node
// `pnpm lint` (its contract part): Spectral's OWASP API ruleset (openapi/.spectral.yaml) on the bundled
// contract. Fails on any error; warnings are printed (each accepted one is listed, with its reason, in
// the ruleset's overrides, so a new warning stands out).
//
// Spectral runs on the bundle, not on the split sources: on the sources it reports a shared schema at
// every place that references it, and its overrides cannot name a place inside a referenced file. The
// bundle is written to openapi/.lint/openapi.json (ignored by git), the path the overrides name.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { changesStateProblems } from './lib/contract.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = path.join(root, 'openapi/.lint/openapi.json');
mkdirSync(path.dirname(out), { recursive: true });

try {
  execFileSync(
    process.execPath,
    [path.join(root, 'node_modules/@redocly/cli/bin/cli.js'), 'bundle', 'openapi/openapi.yaml', '-o', out],
    {
      cwd: root,
      stdio: ['ignore', 'ignore', 'pipe'],
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    },
  );
} catch (error) {
  process.stderr.write(error.stderr ?? String(error));
  process.exit(1);
}

// Ours, before Spectral's: every operation says whether it changes state (`x-changes-state`), the rule
// read-only API keys and the CSRF guard are derived from (scripts/lib/contract.mjs).
const bundled = JSON.parse(readFileSync(out, 'utf8'));
const stateProblems = Object.entries(bundled.paths ?? {}).flatMap(([route, item]) =>
  ['get', 'put', 'post', 'delete', 'patch']
    .filter((method) => item[method])
    .flatMap((method) => changesStateProblems(item[method], method, `${method.toUpperCase()} ${route}`)),
);
if (stateProblems.length > 0) {
  process.stderr.write(`x-changes-state:\n  ${stateProblems.join('\n  ')}\n`);
  process.exit(1);
}

const cli = path.join(root, 'node_modules/@stoplight/spectral-cli');
const spectral = path.join(
  cli,
  JSON.parse(readFileSync(path.join(cli, 'package.json'), 'utf8')).bin.spectral,
);
const run = spawnSync(
  process.execPath,
  [
    spectral,
    'lint',
    '--ruleset',
    'openapi/.spectral.yaml',
    '--fail-severity',
    'error',
    ...process.argv.slice(2),
    path.relative(root, out),
  ],
  { cwd: root, stdio: 'inherit' },
);
process.exit(run.status ?? 1);
