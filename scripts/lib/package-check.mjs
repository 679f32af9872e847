// What the packages' `pnpm check:package` scripts share (scripts/check-package.mjs for the SDK,
// packages/cli, packages/mcp and packages/fake-cloud's own): the logged steps, publint and attw, packing a
// workspace package and checking what the tarball holds, the standalone fake cloud, the run that wraps it
// all in a scratch folder removed at the end, and the whole check of a package with a bin that calls the
// API or, for the fake cloud, is it (`checkInstalledBin`). Each script keeps what is its own: which files its tarball must hold and what
// the installed package is made to do.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { root } from './bootstrap.mjs';
import { buildIfStale } from './build-if-stale.mjs';
import { envFor, onEachNode, prepareNodeRuntimes } from './node-runtimes.mjs';

export { root };

/** Runs `fn`, logging `- <label>… ok (<time>)`. */
export async function step(label, fn) {
  process.stdout.write(`- ${label}… `);
  const started = Date.now();
  await fn();
  console.log(`ok (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}

/** A synchronous command runner with `cwd` as its default folder: answers stdout, throws on failure. */
export function execIn(cwd) {
  return (command, args, options = {}) =>
    execFileSync(command, args, {
      cwd,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
      ...options,
    });
}

/** The package's `package.json`. */
export function readPackage(pkgDir) {
  return JSON.parse(readFileSync(path.join(pkgDir, 'package.json'), 'utf8'));
}

/** publint --strict and attw (ESM only) on the package in `pkgDir`, each a step. */
export async function lintPackage(pkgDir) {
  const exec = execIn(pkgDir);
  const bin = (name) => path.join(pkgDir, 'node_modules/.bin', name);
  await step('publint --strict', () => {
    const out = exec(bin('publint'), ['--strict']);
    if (!/All good/i.test(out)) throw new Error(out);
  });
  await step('attw --profile esm-only', () => {
    exec(bin('attw'), ['--pack', '.', '--profile', 'esm-only', '--format', 'table-flipped']);
  });
}

/** Packs a workspace package into `dir` (made if missing, to hold only this tarball); answers its path. */
export function pack(packageDir, dir) {
  mkdirSync(dir, { recursive: true });
  execIn(packageDir)('pnpm', ['pack', '--pack-destination', dir]);
  const tarball = readdirSync(dir).find((file) => file.endsWith('.tgz'));
  if (!tarball) throw new Error(`no tarball packed for ${packageDir}`);
  return path.join(dir, tarball);
}

/** Packs the workspace's api-client into `dir`; answers the tarball's path. */
const packApiClient = (dir) => pack(path.join(root, 'packages/api-client'), dir);

/**
 * Checks the files a tarball holds (paths inside `package/`): every one of `required`, and none that
 * `unwanted` matches nor any source map.
 */
export function checkPackedFiles(tarball, { required, unwanted }) {
  const files = execIn(root)('tar', ['-tzf', tarball])
    .trim()
    .split('\n')
    .map((file) => file.replace(/^package\//, ''));
  const missing = required.filter((file) => !files.includes(file));
  const extra = files.filter((file) => unwanted.test(file) || file.endsWith('.map'));
  if (missing.length || extra.length) {
    throw new Error(`missing: ${missing.join(', ') || '-'}; unwanted: ${extra.join(', ') || '-'}`);
  }
}

/** The `package.json` inside a tarball: what npm will read when it installs it. */
function packedManifest(tarball) {
  return JSON.parse(execIn(root)('tar', ['-xzOf', tarball, 'package/package.json']));
}

/**
 * The export condition that points the workspace's own type check at a package's sources
 * (`customConditions` in tsconfig.base.json). Sources are not published: a package that uses it repeats
 * its exports without it in `publishConfig.exports`, which `pnpm pack` and `pnpm publish` write instead.
 */
const SOURCE_CONDITION = '@dbcloud/source';

/** `exports` without the workspace's source condition, at any depth. */
function withoutSourceCondition(value) {
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== SOURCE_CONDITION)
      .map(([key, inner]) => [key, withoutSourceCondition(inner)]),
  );
}

/**
 * Checks that the tarball's `exports` are the package's own without the source condition: nothing
 * points a user at sources the tarball lacks, and `publishConfig.exports` has not drifted from `exports`.
 */
export function checkPackedExports(tarball, pkgDir) {
  const packed = packedManifest(tarball);
  const expected = withoutSourceCondition(readPackage(pkgDir).exports);
  if (JSON.stringify(packed.exports) !== JSON.stringify(expected)) {
    throw new Error(
      `the packed exports differ from package.json's without "${SOURCE_CONDITION}" (publishConfig.exports):\n` +
        `packed:   ${JSON.stringify(packed.exports)}\nexpected: ${JSON.stringify(expected)}`,
    );
  }
}

/**
 * Checks that the packed package depends on a released api-client version (`^1.2.3`), not on the
 * workspace's `workspace:*`, which npm cannot install; `what` names the package in the error.
 */
function checkApiClientRange(manifest, what) {
  const client = manifest.dependencies?.['@dbcloud/api-client'];
  if (!/^\^\d+\.\d+\.\d+$/.test(client ?? '')) {
    throw new Error(`the packed ${what} must depend on a released api-client version, not "${client}"`);
  }
}

/** Installs the tarballs with npm into a new scratch project `scratch`, as a user's `npm install` would. */
function npmInstall(scratch, tarballs) {
  mkdirSync(scratch);
  writeFileSync(
    path.join(scratch, 'package.json'),
    JSON.stringify({ name: 'scratch', private: true, type: 'module' }),
  );
  execIn(scratch)('npm', [
    'install',
    '--no-audit',
    '--no-fund',
    '--prefer-offline',
    '--loglevel=error',
    ...tarballs,
  ]);
}

/** Throws unless `node` on the PATH of `env` is the runtime's (so a bin's `#!/usr/bin/env node` runs it). */
function checkNodeOnPath(runtime, env, cwd) {
  const found = execIn(cwd)('node', ['--version'], { env }).trim();
  if (found !== `v${runtime.version}`) throw new Error(`node on PATH is ${found}, not v${runtime.version}`);
}

/** The built @dbcloud/fake-cloud/standalone (built first when stale): the helper the packages' tests use. */
async function standalone() {
  buildIfStale(['@dbcloud/fake-cloud']);
  return import(pathToFileURL(path.join(root, 'packages/fake-cloud/dist/standalone.mjs')).href);
}

/** Starts `fake-cloud --port 0 ...args`; answers its `url` (the API's), `origin`, `reset` and `stop`. */
export async function startFakeCloud(args = []) {
  return (await standalone()).startStandaloneFakeCloud(args);
}

/** The seeded API keys: `acme` (active, every role) and `acmeDeactivated`. */
async function demoKeys() {
  return (await standalone()).KEYS;
}

/**
 * Runs a package check: `fn(work)` with a new scratch folder (`<prefix>…` in the system's temporary
 * folder), removed at the end. A failure is logged (a step's command output included) and sets the exit
 * code to 1.
 */
export async function runPackageCheck(prefix, fn) {
  const work = mkdtempSync(path.join(tmpdir(), prefix));
  try {
    await fn(work);
  } catch (error) {
    if (error.reported) console.error(error.message);
    else {
      console.log('FAILED');
      console.error(error.stdout || '', error.stderr || '', error.message);
    }
    process.exitCode = 1;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/**
 * The check of a published package whose bin calls the API (the CLI, the MCP server): publint and attw;
 * the package and the api-client it depends on packed, the package's files checked (`required`, and no
 * sources, tests, scripts or source maps), its api-client range and `checkManifest(manifest)`; both
 * tarballs installed by npm into a scratch folder with nothing but Node; then, against the standalone
 * fake cloud, with each tested Node in turn (scripts/lib/node-runtimes.mjs) and the same install each
 * time, `run` is given what it needs to make the installed bin do what it must:
 * `{ runtime, env, scratch, exec, server, keys, version }` (`env`: that Node first on PATH, and the
 * fake cloud's address and acme as DBCLOUD_URL and DBCLOUD_ACCOUNT; `exec` runs in the scratch folder;
 * `keys`: acme's seeded API keys; `version`: the package's). With `workspaceFakeCloud: false` (the fake
 * cloud's own check, whose installed bin is the server) none is started: `server` is null and `env`
 * names no address, and `keys` is null.
 */
export async function checkInstalledBin({
  pkgDir,
  name,
  what,
  required,
  checkManifest,
  label,
  run,
  workspaceFakeCloud = true,
}) {
  const nodeRuntimes = prepareNodeRuntimes();
  await runPackageCheck(`dbcloud-${name}-pack-`, async (work) => {
    await lintPackage(pkgDir);

    let tarball;
    let clientTarball;
    await step('pack contents', () => {
      tarball = pack(pkgDir, path.join(work, name));
      clientTarball = packApiClient(path.join(work, 'api-client'));
      checkPackedFiles(tarball, { required, unwanted: /^(src|test|scripts)\// });
      checkPackedExports(tarball, pkgDir);
      const manifest = packedManifest(tarball);
      checkApiClientRange(manifest, what);
      checkManifest?.(manifest);
    });

    const scratch = path.join(work, 'scratch');
    await step('npm install of both tarballs in a scratch folder', () => {
      npmInstall(scratch, [clientTarball, tarball]);
    });

    const runtimes = await nodeRuntimes();
    const keys = workspaceFakeCloud ? await demoKeys() : null;
    let server = null;
    if (workspaceFakeCloud) {
      await step('the standalone fake cloud', async () => {
        server = await startFakeCloud();
      });
    }
    try {
      const { version } = readPackage(pkgDir);
      const exec = execIn(scratch);
      await onEachNode(runtimes, label, async (runtime) => {
        // Only Node (first on PATH: a bin's `#!/usr/bin/env node` finds this runtime) and the
        // package's own settings: nothing from this workspace.
        const env = envFor(
          runtime,
          server
            ? { PATH: process.env.PATH, DBCLOUD_URL: server.url, DBCLOUD_ACCOUNT: 'acme' }
            : { PATH: process.env.PATH },
        );
        checkNodeOnPath(runtime, env, scratch);
        await run({ runtime, env, scratch, exec, server, keys, version });
      });
    } finally {
      server?.stop();
    }
  });
}
