#!/usr/bin/env node
// `pnpm check:package` for @dbcloud/cli: publint, attw (ESM only), the packed file list, then what a user
// gets: the packed CLI and the packed api-client it depends on, installed by npm into a scratch folder
// with nothing but Node, and its `dbcloud` bin run there against the standalone fake cloud with each
// tested Node in turn (this one, 22 and 24: scripts/lib/node-runtimes.mjs), the same install each time.
import { execFileSync, spawn } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { envFor, onEachNode, prepareNodeRuntimes } from '../../../scripts/lib/node-runtimes.mjs';

const pkgDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const root = path.resolve(pkgDir, '../..');
const bin = (name) => path.join(pkgDir, 'node_modules/.bin', name);
const exec = (command, args, options = {}) =>
  execFileSync(command, args, {
    cwd: pkgDir,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    ...options,
  });
const step = async (label, fn) => {
  process.stdout.write(`- ${label}… `);
  const started = Date.now();
  await fn();
  console.log(`ok (${((Date.now() - started) / 1000).toFixed(1)} s)`);
};

/** acme's seeded keys (packages/fake-cloud README). */
const ACTIVE_KEY = 'dbc_DemoAcmeCiDeploymentsKey0000000000000001';
const DEACTIVATED_KEY = 'dbc_DemoAcmeOldReportingJobKey00000000000003';

/** Starts the built standalone fake cloud on a free port; answers its API address and a stop. */
async function startFakeCloud() {
  const cli = path.join(root, 'packages/fake-cloud/dist/cli.mjs');
  if (!existsSync(cli)) {
    execFileSync('pnpm', ['--filter', '@dbcloud/fake-cloud', 'run', 'build'], {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  }
  const child = spawn(process.execPath, [cli, '--port', '0'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      const match = /(http:\/\/\S+\/api\/v1)/.exec(out);
      if (match) resolve(match[1]);
    });
    child.on('exit', (code) => reject(new Error(`the fake cloud exited with ${code}: ${out}`)));
  });
  return { url, stop: () => child.kill('SIGTERM') };
}

/** Packs a workspace package into `dir`; answers the tarball's path. */
function pack(packageDir, dir) {
  mkdirSync(dir, { recursive: true });
  exec('pnpm', ['pack', '--pack-destination', dir], { cwd: packageDir });
  const tarball = readdirSync(dir).find((file) => file.endsWith('.tgz'));
  if (!tarball) throw new Error(`no tarball packed for ${packageDir}`);
  return path.join(dir, tarball);
}

const nodeRuntimes = prepareNodeRuntimes();
const work = mkdtempSync(path.join(tmpdir(), 'dbcloud-cli-pack-'));
try {
  await step('publint --strict', () => {
    const out = exec(bin('publint'), ['--strict']);
    if (!/All good/i.test(out)) throw new Error(out);
  });

  await step('attw --profile esm-only', () => {
    exec(bin('attw'), ['--pack', '.', '--profile', 'esm-only', '--format', 'table-flipped']);
  });

  let cliTarball;
  let clientTarball;
  await step('pack contents', () => {
    cliTarball = pack(pkgDir, path.join(work, 'cli'));
    clientTarball = pack(path.join(root, 'packages/api-client'), path.join(work, 'api-client'));
    const files = exec('tar', ['-tzf', cliTarball])
      .trim()
      .split('\n')
      .map((file) => file.replace(/^package\//, ''));
    const required = [
      'package.json',
      'README.md',
      'dist/cli.js',
      'dist/index.js',
      'dist/index.d.ts',
      'dist/commands.js',
      'dist/commands.d.ts',
    ];
    const missing = required.filter((file) => !files.includes(file));
    const unwanted = files.filter((file) => /^(src|test|scripts)\//.test(file) || file.endsWith('.map'));
    if (missing.length || unwanted.length) {
      throw new Error(`missing: ${missing.join(', ') || '-'}; unwanted: ${unwanted.join(', ') || '-'}`);
    }
    const packed = JSON.parse(exec('tar', ['-xzOf', cliTarball, 'package/package.json']));
    const client = packed.dependencies?.['@dbcloud/api-client'];
    if (!/^\^\d+\.\d+\.\d+$/.test(client ?? '')) {
      throw new Error(`the packed CLI must depend on a released api-client version, not "${client}"`);
    }
  });

  const scratch = path.join(work, 'scratch');
  await step('npm install of both tarballs in a scratch folder', () => {
    mkdirSync(scratch);
    writeFileSync(
      path.join(scratch, 'package.json'),
      JSON.stringify({ name: 'scratch', private: true, type: 'module' }),
    );
    exec(
      'npm',
      [
        'install',
        '--no-audit',
        '--no-fund',
        '--prefer-offline',
        '--loglevel=error',
        clientTarball,
        cliTarball,
      ],
      { cwd: scratch },
    );
  });

  const runtimes = await nodeRuntimes();
  let server;
  await step('the standalone fake cloud', async () => {
    server = await startFakeCloud();
  });
  try {
    const expected = JSON.parse(readFileSync(path.join(pkgDir, 'package.json'), 'utf8')).version;
    await onEachNode(runtimes, 'the installed dbcloud against the fake cloud', (runtime) => {
      // Only Node (first on PATH: the bin's `#!/usr/bin/env node` finds this runtime) and the CLI's
      // own settings: nothing from this workspace.
      const env = envFor(runtime, {
        PATH: process.env.PATH,
        DBCLOUD_URL: server.url,
        DBCLOUD_ACCOUNT: 'acme',
      });
      const found = exec('node', ['--version'], { cwd: scratch, env }).trim();
      if (found !== `v${runtime.version}`)
        throw new Error(`node on PATH is ${found}, not v${runtime.version}`);
      const dbcloud = (args, key = ACTIVE_KEY) => {
        try {
          const stdout = exec(path.join(scratch, 'node_modules/.bin/dbcloud'), args, {
            cwd: scratch,
            env: { ...env, DBCLOUD_API_KEY: key },
          });
          return { code: 0, stdout, stderr: '' };
        } catch (error) {
          return { code: error.status, stdout: error.stdout, stderr: error.stderr };
        }
      };
      const version = dbcloud(['--version']);
      if (version.stdout.trim() !== expected) {
        throw new Error(`dbcloud --version: exit ${version.code}\n${version.stdout}${version.stderr}`);
      }
      const list = dbcloud(['products', 'list']);
      if (list.code !== 0 || !/^prd-orders-eu\s+Orders \(EU\)\s+running\s/m.test(list.stdout)) {
        throw new Error(`dbcloud products list: exit ${list.code}\n${list.stdout}${list.stderr}`);
      }
      const json = JSON.parse(dbcloud(['products', 'list', '--json']).stdout);
      if (!json.some((product) => product.productId === 'prd-orders-eu'))
        throw new Error('--json lacks prd-orders-eu');
      const refused = dbcloud(['products', 'list'], DEACTIVATED_KEY);
      if (refused.code !== 1 || !/was deactivated/.test(refused.stderr)) {
        throw new Error(`a deactivated key: exit ${refused.code}\n${refused.stderr}`);
      }
    });
  } finally {
    server?.stop();
  }
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
