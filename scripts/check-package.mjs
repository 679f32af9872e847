#!/usr/bin/env node
// `pnpm check:package` in a publishable package: publint, attw (ESM only), the packed file list, and a
// consumer's view: the packed tarball installed in a scratch project whose README examples must
// type-check against the published .d.ts and pass their tests against the published JavaScript, and whose
// runnable scripts (examples/*.mjs) run with Node against the standalone fake cloud.
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

const pkgDir = process.cwd();
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const pkg = JSON.parse(readFileSync(path.join(pkgDir, 'package.json'), 'utf8'));
const bin = (name) => path.join(pkgDir, 'node_modules/.bin', name);
const step = (label, fn) => {
  process.stdout.write(`- ${label}… `);
  fn();
  console.log('ok');
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

/** Runs each script with Node in the consumer project (the packed package) against the fake cloud. */
async function runScripts(consumer, scripts) {
  const server = await startFakeCloud();
  try {
    for (const script of scripts) {
      const expected = SCRIPT_RUNS[script];
      if (!expected) throw new Error(`examples/${script}: no expectation in SCRIPT_RUNS (check-package.mjs)`);
      const out = execFileSync(process.execPath, [path.join(consumer, 'examples', script)], {
        cwd: consumer,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
        env: { ...process.env, ...expected.env, DBCLOUD_URL: server.url },
      });
      if (!expected.prints.test(out)) throw new Error(`examples/${script} printed:\n${out}`);
    }
  } finally {
    server.stop();
  }
}

let consumerDir = '';
const work = mkdtempSync(path.join(tmpdir(), 'dbcloud-pack-'));
try {
  step('publint --strict', () => {
    const out = exec(bin('publint'), ['--strict']);
    if (!/All good/i.test(out)) throw new Error(out);
  });

  step('attw --profile esm-only', () => {
    exec(bin('attw'), ['--pack', '.', '--profile', 'esm-only', '--format', 'table-flipped']);
  });

  let tarball;
  step('pack contents', () => {
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
    ];
    const missing = required.filter((f) => !files.includes(f));
    const unwanted = files.filter((f) => /^(src|test|examples)\//.test(f) || f.endsWith('.map'));
    if (missing.length || unwanted.length) {
      throw new Error(`missing: ${missing.join(', ') || '-'}; unwanted: ${unwanted.join(', ') || '-'}`);
    }
  });

  step('README examples against the packed package', () => {
    const consumer = path.join(work, 'consumer');
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
    exec(
      process.execPath,
      [path.join(consumer, 'node_modules/vitest/vitest.mjs'), 'run', '--root', consumer],
      {
        cwd: consumer,
      },
    );
    consumerDir = consumer;
  });

  const scripts = readdirSync(path.join(pkgDir, 'examples')).filter((f) => f.endsWith('.mjs'));
  if (scripts.length > 0) {
    process.stdout.write('- runnable examples against the fake cloud… ');
    await runScripts(consumerDir, scripts);
    console.log('ok');
  }
} catch (error) {
  console.log('FAILED');
  console.error(error.stdout || '', error.stderr || '', error.message);
  process.exitCode = 1;
} finally {
  rmSync(work, { recursive: true, force: true });
}
