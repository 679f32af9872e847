#!/usr/bin/env node
// `pnpm check:package` in a publishable package: publint, attw (ESM only), the packed file list, and a
// consumer's view: the packed tarball installed in a scratch project whose README examples must
// type-check against the published .d.ts (once: that does not depend on the runtime), then, with each
// tested Node (this one, 22 and 24: scripts/lib/node-runtimes.mjs), pass their tests against the published
// JavaScript and run their runnable scripts (examples/*.mjs) against the standalone fake cloud; and a
// CommonJS program require()s every entry point (Node 20.19 and later load ES modules that way) and
// makes a call against the same fake cloud.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, readdirSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { envFor, onEachNode, prepareNodeRuntimes } from './lib/node-runtimes.mjs';
import {
  checkPackedExports,
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
  'backup-link.mjs': {
    env: {
      DBCLOUD_API_KEY: 'dbc_DemoAcmeCiDeploymentsKey0000000000000001',
      DBCLOUD_ACCOUNT: 'acme',
    },
    // the newest full backup's path, its link and when the link expires
    prints: /^[a-z0-9-]+\/\d{4}-\d{2}-\d{2}\/\S+-full-backup\thttps?:\/\/\S+\t\d{4}-\d{2}-\d{2}T/m,
  },
};

/**
 * A CommonJS program (a folder of its own, `"type": "commonjs"`, beside the consumer's installed
 * packages): it require()s each of the package's entry points, then lists acme's products with its key.
 */
const REQUIRE_CHECK = `'use strict';
const { ApiError, createApiClient, TenantMismatchError, unwrap } = require('@dbcloud/api-client');
const { TIERS } = require('@dbcloud/api-client/enums');
const { rolesAllow } = require('@dbcloud/api-client/roles');
const { createMockHandlers } = require('@dbcloud/api-client/msw');
const contract = require('@dbcloud/api-client/openapi.json');

for (const [name, value] of Object.entries({ ApiError, TenantMismatchError, createMockHandlers, rolesAllow })) {
  if (typeof value !== 'function') throw new Error(name + ' is not a function');
}
if (!TIERS.includes('Production') || !contract.paths) throw new Error('enums or openapi.json missing');

const api = createApiClient({ baseUrl: process.env.DBCLOUD_URL, apiKey: process.env.DBCLOUD_API_KEY });
unwrap(api.GET('/products/get-products/{domainName}', { params: { path: { domainName: 'acme' } } })).then(
  (products) => {
    for (const product of products) console.log(product.productId);
  },
  (error) => {
    console.error(error);
    process.exitCode = 1;
  },
);
`;

/** Runs the CommonJS program with the runtime's Node against the fake cloud; it must list acme's products. */
function runRequireCheck(runtime, dir, url) {
  const out = execFileSync(runtime.bin, [path.join(dir, 'require-check.cjs')], {
    cwd: dir,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    env: envFor(runtime, {
      ...process.env,
      ...SCRIPT_RUNS['list-products-with-key.mjs'].env,
      DBCLOUD_URL: url,
    }),
  });
  if (!/^prd-orders-eu$/m.test(out)) throw new Error(`require-check.cjs printed:\n${out}`);
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
    checkPackedExports(tarball, pkgDir);
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
    // The CommonJS program: its own folder (and package.json), the consumer's node_modules above it.
    mkdirSync(path.join(consumer, 'commonjs'));
    writeFileSync(
      path.join(consumer, 'commonjs', 'package.json'),
      JSON.stringify({ name: 'commonjs-consumer', type: 'commonjs', private: true }),
    );
    writeFileSync(path.join(consumer, 'commonjs', 'require-check.cjs'), REQUIRE_CHECK);
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
  await step('the standalone fake cloud, for the scripts and the CommonJS program', async () => {
    server = await startFakeCloud();
  });
  try {
    const label = 'README example tests and scripts, require() from CommonJS';
    await onEachNode(runtimes, label, (runtime) => {
      exec(runtime.bin, [path.join(consumer, 'node_modules/vitest/vitest.mjs'), 'run', '--root', consumer], {
        cwd: consumer,
        env: envFor(runtime),
      });
      runScripts(runtime, consumer, scripts, server.url);
      runRequireCheck(runtime, path.join(consumer, 'commonjs'), server.url);
    });
  } finally {
    server?.stop();
  }
});
