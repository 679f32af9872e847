#!/usr/bin/env node
// `pnpm check:contract-version`: the contract's `info.version` (openapi/openapi.yaml) is
// @dbcloud/api-client's version, and so is the released contract's (openapi/released/openapi.json):
// `pnpm release:version` moves all three together, so a difference means a version changed by hand
// (or by `changeset version` alone).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { root } from './lib/bootstrap.mjs';

const read = (file) => readFileSync(path.join(root, file), 'utf8');
const versions = {
  'packages/api-client/package.json (version)': JSON.parse(read('packages/api-client/package.json')).version,
  'openapi/openapi.yaml (info.version)': parse(read('openapi/openapi.yaml')).info.version,
  'openapi/released/openapi.json (info.version)': JSON.parse(read('openapi/released/openapi.json')).info
    .version,
};
const distinct = new Set(Object.values(versions));
if (distinct.size !== 1) {
  console.error('The contract and @dbcloud/api-client must have one version:');
  for (const [where, version] of Object.entries(versions)) console.error(`  ${version}\t${where}`);
  console.error('Versions move with `pnpm release:version` only (it runs `changeset version`).');
  process.exit(1);
}
console.log(`contract and @dbcloud/api-client at ${[...distinct][0]}`);
