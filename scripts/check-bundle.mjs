#!/usr/bin/env node
// Fails when a route of the built portal is over its gzip budget (DESIGN §10). Run after the build.
import path from 'node:path';
import { root } from './lib/bootstrap.mjs';
import { kb, measureRoutes } from './lib/bundle-sizes.mjs';

const { entryBytes, rows } = measureRoutes(path.join(root, 'apps/portal'));
const over = rows.filter((row) => row.bytes > row.budget);
console.log(`portal entry: ${kb(entryBytes)} gzip; ${rows.length} routes measured`);
for (const row of over)
  console.error(`over budget: ${row.route} (${row.kind}) ${kb(row.bytes)} > ${kb(row.budget)}`);
if (over.length > 0) process.exit(1);
console.log(
  'every route is within its budget (public pages <= 130 KB first load, portal routes <= 40 KB own chunks)',
);
