#!/usr/bin/env node
// `pnpm bench`: benchmarks, printed as tables. `pnpm bench <name>` runs one entry.
import { bundleBench } from './bench/bundle.mjs';
import { contractBench } from './bench/contract.mjs';
import { lighthouseBench } from './bench/lighthouse.mjs';
import { listsBench } from './bench/lists.mjs';

const entries = {
  contract: contractBench,
  bundle: bundleBench,
  lists: listsBench,
  lighthouse: lighthouseBench,
};
const only = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));
for (const [name, bench] of Object.entries(entries)) {
  if (only.length > 0 && !only.includes(name)) continue;
  await bench();
}
