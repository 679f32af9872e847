#!/usr/bin/env node
// `pnpm check:package` for @dbcloud/cli: publint, attw (ESM only), the packed file list, then what a user
// gets: the packed CLI and the packed api-client it depends on, installed by npm into a scratch folder
// with nothing but Node, and its `dbcloud` bin run there against the standalone fake cloud with each
// tested Node in turn (this one, 22 and 24: scripts/lib/node-runtimes.mjs), the same install each time.
// The steps are scripts/lib/package-check.mjs's; this file says what the tarball holds and what the
// installed `dbcloud` must do.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkInstalledBin } from '../../../scripts/lib/package-check.mjs';

await checkInstalledBin({
  pkgDir: path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..'),
  name: 'cli',
  what: 'CLI',
  required: [
    'package.json',
    'README.md',
    'dist/cli.js',
    'dist/index.js',
    'dist/index.d.ts',
    'dist/commands.js',
    'dist/commands.d.ts',
  ],
  label: 'the installed dbcloud against the fake cloud',
  run: ({ env, scratch, exec, keys, version: expected }) => {
    const dbcloud = (args, key = keys.acme) => {
      try {
        const stdout = exec(path.join(scratch, 'node_modules/.bin/dbcloud'), args, {
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
    const refused = dbcloud(['products', 'list'], keys.acmeDeactivated);
    if (refused.code !== 1 || !/was deactivated/.test(refused.stderr)) {
      throw new Error(`a deactivated key: exit ${refused.code}\n${refused.stderr}`);
    }
  },
});
