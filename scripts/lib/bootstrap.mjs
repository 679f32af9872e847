// Installs what the project needs on a fresh machine (Node 20 and npm only), using nothing but
// Node's built-ins: pnpm (into .tools/ when it is not on PATH), then the workspace's dependencies.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const PNPM_VERSION = '12.21.0';
const toolsBin = path.join(root, '.tools/node_modules/.bin');

function pnpmOnPath() {
  const found = spawnSync('pnpm', ['--version'], { encoding: 'utf8', env: process.env });
  return found.status === 0 && found.stdout.trim().startsWith('12.') ? found.stdout.trim() : null;
}

/** Makes `pnpm` 12 available to this process and its children; returns the environment to use. */
export function ensurePnpm() {
  const env = { ...process.env };
  if (pnpmOnPath()) return env;
  if (!existsSync(path.join(toolsBin, 'pnpm'))) {
    console.log(`> installing pnpm ${PNPM_VERSION} into .tools/ (not found on PATH)`);
    execFileSync(
      'npm',
      [
        'install',
        '--prefix',
        path.join(root, '.tools'),
        '--no-save',
        '--no-audit',
        '--no-fund',
        `pnpm@${PNPM_VERSION}`,
      ],
      { stdio: 'inherit' },
    );
  }
  env.PATH = `${toolsBin}${path.delimiter}${env.PATH ?? ''}`;
  process.env.PATH = env.PATH;
  return env;
}

/** Runs a command in the repository, streaming its output; exits the process when it fails. */
export function run(command, args, options = {}) {
  const label = [command, ...args].join(' ');
  console.log(`\n> ${label}`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: process.env, ...options });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✗ ${label} failed (${seconds} s)`);
    process.exit(result.status ?? 1);
  }
  console.log(`✓ ${label} (${seconds} s)`);
}

/** pnpm, then `pnpm install` (frozen lockfile in CI). */
export function installEverything() {
  ensurePnpm();
  run('pnpm', ['install', ...(process.env.CI ? ['--frozen-lockfile'] : [])]);
}

/**
 * Runs lanes of steps side by side (each lane's steps in order), every step's output kept and printed
 * whole when it ends, with its time; exits the process when a step failed, once every lane has stopped
 * (a lane stops at its first failing step).
 */
export async function runLanes(lanes) {
  const started = Date.now();
  const runStep = ([command, args, options = {}]) =>
    new Promise((resolve) => {
      const label = [command, ...args].join(' ');
      const since = Date.now();
      const child = spawn(command, args, { cwd: root, env: process.env, ...options });
      let output = '';
      child.stdout.on('data', (chunk) => (output += chunk));
      child.stderr.on('data', (chunk) => (output += chunk));
      child.on('close', (code) => {
        const seconds = ((Date.now() - since) / 1000).toFixed(1);
        console.log(`\n> ${label}\n${output.trimEnd()}`);
        console.log(code === 0 ? `✓ ${label} (${seconds} s)` : `\n✗ ${label} failed (${seconds} s)`);
        resolve(code === 0 ? 0 : (code ?? 1));
      });
    });
  const codes = await Promise.all(
    lanes.map(async (steps) => {
      for (const step of steps) {
        const code = await runStep(step);
        if (code !== 0) return code;
      }
      return 0;
    }),
  );
  const failed = codes.find((code) => code !== 0);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (failed !== undefined) process.exit(failed);
  console.log(`✓ ${lanes.length} lanes side by side (${seconds} s)`);
}
