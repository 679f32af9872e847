// Builds workspace packages whose dist is missing or older than their sources, so that a test or a
// check right after `pnpm build` (as CI runs it) builds nothing, and one run after an edit runs the
// edited code.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { root } from './bootstrap.mjs';

/** What is built, what it is built from, and the file that shows it built. */
const BUILDS = {
  '@dbcloud/api-client': { dir: 'packages/api-client', output: 'dist/index.js' },
  '@dbcloud/fake-cloud': { dir: 'packages/fake-cloud', output: 'dist/cli.mjs' },
  '@dbcloud/cli': { dir: 'packages/cli', output: 'dist/cli.js' },
  '@dbcloud/mcp': { dir: 'packages/mcp', output: 'dist/cli.js' },
};
const INPUTS = ['src', 'package.json'];

/** The newest modification time of a file or anything under a folder; 0 when it does not exist. */
function newestIn(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(target).map((entry) => newestIn(path.join(target, entry))));
}

/** Builds each named package (in the order given) whose output is missing or older than its sources. */
export function buildIfStale(names) {
  for (const name of names) {
    const build = BUILDS[name];
    if (!build) throw new Error(`buildIfStale: no build known for ${name}`);
    const dir = path.join(root, build.dir);
    const built = newestIn(path.join(dir, build.output));
    const changed = Math.max(...INPUTS.map((input) => newestIn(path.join(dir, input))));
    if (built > changed) continue;
    console.log(`building ${name} (its dist is older than its sources)`);
    execFileSync('pnpm', ['--filter', name, 'run', 'build'], {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  }
}
