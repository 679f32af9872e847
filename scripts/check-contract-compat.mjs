#!/usr/bin/env node
// `pnpm check:contract-compat`: compares the contract as it is now (openapi/, bundled) with the last
// released one (openapi/released/openapi.json, which only `pnpm release:version` writes) and fails on a
// breaking change (scripts/lib/contract-compat.mjs says which are) unless a pending changeset
// (.changeset/*.md) announces a major release of @dbcloud/api-client.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { root } from './lib/bootstrap.mjs';
import { bundleContract } from './lib/contract.mjs';
import { compatVerdict, formatVerdict, RELEASED_CONTRACT, readChangesets } from './lib/contract-compat.mjs';

const started = performance.now();
const released = JSON.parse(readFileSync(path.join(root, RELEASED_CONTRACT), 'utf8'));
const current = bundleContract();
const verdict = compatVerdict({
  released,
  current,
  changesets: readChangesets(path.join(root, '.changeset')),
});
console.log(formatVerdict(verdict).join('\n'));
console.log(
  `contract ${current.info.version} against released ${released.info.version}: ${verdict.ok ? 'ok' : 'FAILED'} ` +
    `(${((performance.now() - started) / 1000).toFixed(1)} s)`,
);
process.exit(verdict.ok ? 0 : 1);
