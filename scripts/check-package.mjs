#!/usr/bin/env node
// `pnpm check:package` in a publishable package: publint, attw (ESM only), the packed file list, and a
// consumer's view: the packed tarball installed in a scratch project whose README examples must
// type-check against the published .d.ts (once: that does not depend on the runtime), then, with each
// tested Node (this one, 22 and 24: scripts/lib/node-runtimes.mjs), pass their tests against the published
// JavaScript and run their runnable scripts (examples/*.mjs) against the standalone fake cloud.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, readdirSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { envFor, onEachNode, prepareNodeRuntimes } from './lib/node-runtimes.mjs';
import {
  checkPackedFiles,
  execIn,
  lintPackage,
  pack,
  readPackage,
  runPackageCheck,
  startFakeCloud,
  step,
} from './lib/package-check.mjs';

const pkgDir = process.cwd();
const pkg = readPackage(pkgDir);
const exec = execIn(pkgDir);

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
await runPackageCheck('dbcloud-pack-', async (work) => {
  await lintPackage(pkgDir);

  let tarball;
  await step('pack contents', () => {
    tarball = pack(pkgDir, path.join(work, 'pack'));
    checkPackedFiles(tarball, {
      required: [
        'package.json',
        'README.md',
        'openapi.json',
        'dist/index.js',
        'dist/index.d.ts',
        'dist/msw.js',
        'dist/msw.d.ts',
        'dist/enums.js',
        'dist/enums.d.ts',
        'dist/settings.js',
        'dist/settings.d.ts',
      ],
      unwanted: /^(src|test|examples)\//,
    });
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
});
