#!/usr/bin/env node
// `pnpm bench`: benchmarks, printed as tables. `pnpm bench <name>` runs one entry.
import { bundleBench } from './bench/bundle.mjs';
import { contractBench } from './bench/contract.mjs';
import { lighthouseBench } from './bench/lighthouse.mjs';
import { listsBench } from './bench/lists.mjs';
import { portalBench } from './bench/portal.mjs';

const entries = {
  contract: contractBench,
  bundle: bundleBench,
  lists: listsBench,
  lighthouse: lighthouseBench,
  // Not in a bare `pnpm bench`: `pnpm bench portal` (signed-in pages, cold and warm, on a phone).
  portal: portalBench,
};
const onRequestOnly = new Set(['portal']);
const only = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));
for (const [name, bench] of Object.entries(entries)) {
  if (only.length > 0 ? !only.includes(name) : onRequestOnly.has(name)) continue;
  await bench();
}
