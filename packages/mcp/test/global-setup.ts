// The tests run what a user runs: the built `dbcloud-mcp` bin (and the built api-client it imports) against the
// built standalone fake cloud. Each is built here when its dist is missing or older than its sources,
// so `pnpm test` right after `pnpm build` (as CI runs it) builds nothing.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const packages = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

function newestIn(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(target).map((entry) => newestIn(path.join(target, entry))));
}

const BUILDS = [
  {
    name: '@dbcloud/api-client',
    dir: 'api-client',
    output: 'dist/index.js',
    inputs: ['src', 'package.json'],
  },
  { name: '@dbcloud/fake-cloud', dir: 'fake-cloud', output: 'dist/cli.mjs', inputs: ['src', 'package.json'] },
  { name: '@dbcloud/mcp', dir: 'mcp', output: 'dist/cli.js', inputs: ['src', 'package.json'] },
];

export default function setup(): void {
  for (const { name, dir, output, inputs } of BUILDS) {
    const built = newestIn(path.join(packages, dir, output));
    const changed = Math.max(...inputs.map((input) => newestIn(path.join(packages, dir, input))));
    if (built > changed) continue;
    console.log(`building ${name} (its dist is older than its sources)`);
    execFileSync('pnpm', ['--filter', name, 'run', 'build'], {
      cwd: packages,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  }
}
