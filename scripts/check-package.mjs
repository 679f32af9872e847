#!/usr/bin/env node
// `pnpm check:package` in a publishable package: publint, attw (ESM only), the packed file list, and a
// consumer's view: the packed tarball installed in a scratch project whose README examples must
// type-check against the published .d.ts (once: that does not depend on the runtime), then, with each
// tested Node (this one, 22 and 24: scripts/lib/node-runtimes.mjs), pass their tests against the published
// JavaScript and run their runnable scripts (examples/*.mjs) against the standalone fake cloud.
import { execFileSync, spawn } from 'node:child_process';
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { envFor, onEachNode, prepareNodeRuntimes } from './lib/node-runtimes.mjs';

const pkgDir = process.cwd();
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const pkg = JSON.parse(readFileSync(path.join(pkgDir, 'package.json'), 'utf8'));
const bin = (name) => path.join(pkgDir, 'node_modules/.bin', name);
const step = async (label, fn) => {
  process.stdout.write(`- ${label}… `);
  const started = Date.now();
  await fn();
  console.log(`ok (${((Date.now() - started) / 1000).toFixed(1)} s)`);
};
const exec = (command, args, options = {}) =>
  execFileSync(command, args, {
    cwd: pkgDir,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    ...options,
  });

/** A README script's expectations: its environment and what a run must print. */
const SCRIPT_RUNS = {
  'list-products-with-key.mjs': {
    env: {
      // acme's seeded "CI deployments" key (packages/fake-cloud README)
      DBCLOUD_API_KEY: 'dbc_DemoAcmeCiDeploymentsKey0000000000000001',
      DBCLOUD_ACCOUNT: 'acme',
    },
    prints: /^prd-orders-eu\trunning\tOrders \(EU\)$/m,
  },
};

/** Starts the standalone fake cloud (built if needed) on a free port; answers its API URL and a stop. */
async function startFakeCloud() {
  const cli = path.join(root, 'packages/fake-cloud/dist/cli.mjs');
  execFileSync('pnpm', ['--filter', '@dbcloud/fake-cloud', 'run', 'build'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const child = spawn(process.execPath, [cli, '--port', '0'], { stdio: ['ignore', 'pipe', 'inherit'] });
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

/** Runs each script with the runtime's Node in the consumer project (the packed package) against the fake cloud. */
function runScripts(runtime, consumer, scripts, url) {
  for (const script of scripts) {
    const expected = SCRIPT_RUNS[script];
    if (!expected) throw new Error(`examples/${script}: no expectation in SCRIPT_RUNS (check-package.mjs)`);
    const out = execFileSync(runtime.bin, [path.join(consumer, 'examples', script)], {
      cwd: consumer,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
      env: envFor(runtime, { ...process.env, ...expected.env, DBCLOUD_URL: url }),
    });
    if (!expected.prints.test(out)) throw new Error(`examples/${script} printed:\n${out}`);
  }
}

const nodeRuntimes = prepareNodeRuntimes();
const work = mkdtempSync(path.join(tmpdir(), 'dbcloud-pack-'));
try {
  await step('publint --strict', () => {
    const out = exec(bin('publint'), ['--strict']);
    if (!/All good/i.test(out)) throw new Error(out);
  });

  await step('attw --profile esm-only', () => {
    exec(bin('attw'), ['--pack', '.', '--profile', 'esm-only', '--format', 'table-flipped']);
  });

  let tarball;
  await step('pack contents', () => {
    exec('pnpm', ['pack', '--pack-destination', work]);
    tarball = path.join(
      work,
      readdirSync(work).find((f) => f.endsWith('.tgz')),
    );
    const files = exec('tar', ['-tzf', tarball])
      .trim()
      .split('\n')
      .map((f) => f.replace(/^package\//, ''));
    const required = [
      'package.json',
      'README.md',
      'openapi.json',
      'dist/index.js',
      'dist/index.d.ts',
      'dist/msw.js',
      'dist/msw.d.ts',
      'dist/enums.js',
      'dist/enums.d.ts',
    ];
    const missing = required.filter((f) => !files.includes(f));
    const unwanted = files.filter((f) => /^(src|test|examples)\//.test(f) || f.endsWith('.map'));
    if (missing.length || unwanted.length) {
      throw new Error(`missing: ${missing.join(', ') || '-'}; unwanted: ${unwanted.join(', ') || '-'}`);
    }
  });

  const consumer = path.join(work, 'consumer');
  await step('README examples type-check against the packed package', () => {
    const installed = path.join(consumer, 'node_modules', ...pkg.name.split('/'));
    mkdirSync(installed, { recursive: true });
    exec('tar', ['-xzf', tarball, '-C', installed, '--strip-components=1']);
    // The package's own dependencies and the consumer's tools, as an install would provide them.
    for (const dep of ['openapi-fetch', 'msw', 'vitest', 'typescript', '@types/node']) {
      const target = path.join(consumer, 'node_modules', ...dep.split('/'));
      mkdirSync(path.dirname(target), { recursive: true });
      symlinkSync(path.join(pkgDir, 'node_modules', ...dep.split('/')), target);
    }
    cpSync(path.join(pkgDir, 'examples'), path.join(consumer, 'examples'), { recursive: true });
    writeFileSync(
      path.join(consumer, 'package.json'),
      JSON.stringify({ name: 'consumer', type: 'module', private: true }),
    );
    writeFileSync(
      path.join(consumer, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          target: 'ES2022',
          module: 'NodeNext',
          moduleResolution: 'NodeNext',
          strict: true,
          noEmit: true,
          allowJs: true,
          checkJs: true,
          skipLibCheck: false,
          types: ['node'],
          lib: ['ES2023', 'DOM'],
        },
        include: ['examples'],
      }),
    );
    exec(process.execPath, [path.join(consumer, 'node_modules/typescript/bin/tsc'), '-p', consumer], {
      cwd: consumer,
    });
  });

  // The same installed files with each Node: only the runtime differs.
  const runtimes = await nodeRuntimes();
  const scripts = readdirSync(path.join(pkgDir, 'examples')).filter((f) => f.endsWith('.mjs'));
  let server = null;
  if (scripts.length > 0) {
    await step('the standalone fake cloud, for the scripts', async () => {
      server = await startFakeCloud();
    });
  }
  try {
    const label = scripts.length > 0 ? 'README example tests and scripts' : 'README example tests';
    await onEachNode(runtimes, label, (runtime) => {
      exec(runtime.bin, [path.join(consumer, 'node_modules/vitest/vitest.mjs'), 'run', '--root', consumer], {
        cwd: consumer,
        env: envFor(runtime),
      });
      if (server) runScripts(runtime, consumer, scripts, server.url);
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
