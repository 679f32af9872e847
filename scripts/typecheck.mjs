#!/usr/bin/env node
// `pnpm typecheck`: every workspace package's own `typecheck` script (TypeScript 7's tsc, one thread
// each), run side by side on as many cores as the machine has, the longest (the portal) first so that
// the small packages fill the other cores meanwhile. Each package's output is printed when it ends; the
// exit code is non-zero when any package fails. (`pnpm -r typecheck` runs them in dependency order,
// which type-checking does not need: it reads the workspace packages' sources, never a built `dist`,
// through the `@dbcloud/source` export condition that tsconfig.base.json's `customConditions` names;
// so it needs no build first, and a contract change the portal, the CLI or the MCP server no longer
// fits fails here right after `pnpm generate`.)
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { ensurePnpm, root } from './lib/bootstrap.mjs';

const env = ensurePnpm();
// The portal first: it takes about as long as all the others together.
const dirs = [
  'apps/portal',
  'packages/fake-cloud',
  'packages/api-client',
  'packages/ui-kit',
  'packages/cli',
  'packages/mcp',
];
const packages = dirs.filter((dir) => {
  const manifest = path.join(root, dir, 'package.json');
  return existsSync(manifest) && JSON.parse(readFileSync(manifest, 'utf8')).scripts?.typecheck;
});

const started = performance.now();
const seconds = (since) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

function check(dir) {
  return new Promise((resolve) => {
    const since = performance.now();
    const child = spawn('pnpm', ['run', '--silent', 'typecheck'], { cwd: path.join(root, dir), env });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      const ok = code === 0;
      console.log(`${ok ? '✓' : '✗'} ${dir} (${seconds(since)})`);
      if (output.trim()) console.log(output.trimEnd());
      resolve(ok);
    });
  });
}

const queue = [...packages];
const lanes = Array.from({ length: Math.min(availableParallelism(), queue.length) }, async () => {
  let ok = true;
  for (let dir = queue.shift(); dir !== undefined; dir = queue.shift()) ok = (await check(dir)) && ok;
  return ok;
});
const ok = (await Promise.all(lanes)).every(Boolean);
console.log(`${ok ? '✓' : '✗'} typecheck: ${packages.length} packages in ${seconds(started)}`);
process.exit(ok ? 0 : 1);
