// The Node versions the package checks run the published code with: the Node running the check, and
// every major in EXTRA_NODE_MAJORS. Those come from the npm registry's `node` package (a Node binary
// per platform), installed once into .tools/node-<major> (git-ignored) and reused while its binary
// answers that major; nothing is downloaded again until the folder is removed.
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { root } from './bootstrap.mjs';

/** The majors tested besides the running Node: the supported LTS lines (see the packages' READMEs). */
export const EXTRA_NODE_MAJORS = [22, 24];

const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;
const toolsDir = (major) => path.join(root, '.tools', `node-${major}`);
const binaryIn = (dir) => path.join(dir, 'node_modules', '.bin', 'node');

/** The version (`24.11.0`) a Node binary reports, or null when it does not run. */
function versionOf(bin) {
  try {
    const out = execFileSync(bin, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
    return out.trim().replace(/^v/, '');
  } catch {
    return null;
  }
}

/** Runs a command; resolves with its output, rejects with it when the command fails. */
function run(command, args, options) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0
        ? resolve(output)
        : reject(new Error(`${command} ${args.join(' ')} exited ${code}:\n${output}`)),
    );
  });
}

/**
 * Installs `node@<major>` into .tools/node-<major>: into a staging folder first, renamed into place
 * once its binary answers the right major, so an interrupted download never leaves a broken cache.
 */
async function install(major) {
  const dir = toolsDir(major);
  const staging = `${dir}.partial-${process.pid}`;
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true });
  // The `node` package puts the platform's binary in place from its preinstall script: allowed here.
  writeFileSync(
    path.join(staging, 'package.json'),
    JSON.stringify({ name: `node-${major}-cache`, private: true, allowScripts: { node: true } }),
  );
  try {
    await run(
      'npm',
      [
        'install',
        '--no-save',
        '--no-audit',
        '--no-fund',
        '--prefer-offline',
        '--loglevel=error',
        `node@${major}`,
      ],
      { cwd: staging },
    );
    const version = versionOf(binaryIn(staging));
    if (!version?.startsWith(`${major}.`)) {
      throw new Error(
        `npm install node@${major} gave a binary answering ${version ?? 'nothing'} (the node package's ` +
          'preinstall script puts the binary in place: is ignore-scripts set?)',
      );
    }
    // Another check may have installed the same major meanwhile: keep that one.
    if (versionOf(binaryIn(dir))?.startsWith(`${major}.`)) return;
    rmSync(dir, { recursive: true, force: true }); // what is left of a broken install
    renameSync(staging, dir);
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

/**
 * @typedef {object} NodeRuntime
 * @property {string} version e.g. `24.11.0`
 * @property {string} bin the `node` binary
 * @property {string} binDir its folder, first on PATH for commands run with this Node
 * @property {string} from where it comes from: `this Node` or `.tools/node-24`
 */

/**
 * The Node runtimes to run published code with, the running one first. Missing majors are installed
 * (in parallel); `installed` lists what was downloaded and how long it took, for the log.
 * Start it early and await it when needed: a download then overlaps the checks that do not need it.
 * @returns {Promise<{ runtimes: NodeRuntime[], installed: string[] }>}
 */
async function nodeRuntimes() {
  const current = {
    version: process.versions.node,
    bin: process.execPath,
    binDir: path.dirname(process.execPath),
    from: 'this Node',
  };
  const currentMajor = Number(process.versions.node.split('.')[0]);
  const majors = EXTRA_NODE_MAJORS.filter((major) => major !== currentMajor);
  const installed = [];
  await Promise.all(
    majors.map(async (major) => {
      if (versionOf(binaryIn(toolsDir(major)))?.startsWith(`${major}.`)) return;
      const started = Date.now();
      await install(major);
      installed.push(`node@${major} into .tools/node-${major} (${seconds(started)})`);
    }),
  );
  const extra = majors.map((major) => {
    const bin = binaryIn(toolsDir(major));
    const version = versionOf(bin);
    if (!version?.startsWith(`${major}.`)) throw new Error(`.tools/node-${major}: ${bin} does not run`);
    return { version, bin, binDir: path.dirname(bin), from: `.tools/node-${major}` };
  });
  return { runtimes: [current, ...extra], installed };
}

/**
 * Starts getting the runtimes ready (a download runs in the background, overlapping the checks that
 * do not need it); answers a function that waits for them, logging which versions the runs will use.
 * @returns {() => Promise<NodeRuntime[]>}
 */
export function prepareNodeRuntimes() {
  const pending = nodeRuntimes();
  pending.catch(() => {}); // awaited by the function answered; until then a failure is not unhandled
  return async () => {
    process.stdout.write('- the Node versions to run with… ');
    const started = Date.now();
    const { runtimes, installed } = await pending;
    const list = runtimes.map((runtime) => `${runtime.version} (${runtime.from})`).join(', ');
    const downloads = installed.length > 0 ? `; downloaded ${installed.join(', ')}` : '';
    console.log(`ok: ${list}${downloads} (waited ${seconds(started)})`);
    return runtimes;
  };
}

/** `env` with the runtime's folder first on PATH, so that `node` (and a bin's `#!/usr/bin/env node`) is it. */
export function envFor(runtime, env = process.env) {
  return { ...env, PATH: `${runtime.binDir}${path.delimiter}${env.PATH ?? ''}` };
}

/**
 * Runs `fn(runtime)` for every runtime in turn, logging `- <label> on Node <version>… ok (<time>)`.
 * A failure is logged with its output and the next runtime still runs; then this throws, naming every
 * version that failed (the error is marked `reported`: its details are already in the log).
 */
export async function onEachNode(runtimes, label, fn) {
  const failed = [];
  for (const runtime of runtimes) {
    process.stdout.write(`- ${label} on Node ${runtime.version}… `);
    const started = Date.now();
    try {
      await fn(runtime);
      console.log(`ok (${seconds(started)})`);
    } catch (error) {
      console.log(`FAILED on Node ${runtime.version} (${seconds(started)})`);
      // A failed command's message already holds its stderr.
      console.error([error.stdout, error.message].filter(Boolean).join('\n'));
      failed.push(runtime.version);
    }
  }
  if (failed.length > 0) {
    const error = new Error(`${label} failed on Node ${failed.join(', ')}`);
    error.reported = true;
    throw error;
  }
}
