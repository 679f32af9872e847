#!/usr/bin/env node
// Fails when a route of the built portal is over the gzip budget of its kind, with no
// per-page exceptions: a public content page's first load <= 125 KB, a public form page's (its first
// load holds react-hook-form or renders a `<form>`) <= 140 KB, the API reference's <= 130 KB and each
// chunk it loads lazily (a tag's section) <= 40 KB, a portal route's own chunks <= 40 KB and each chunk a portal
// route loads lazily (a tab) <= 40 KB on its own. Run after the build; `pnpm bench bundle` prints
// the same rows with each page's ratio to the measured floor of its stack. The portal's second build (the
// signed-in pages' own chunks, apps/portal/portal-build.ts, records in dist/.vite/portal) serves only
// portal pages: its portal rows are held to the same budgets.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { root } from './lib/bootstrap.mjs';
import { BUDGETS, kb, measureRoutes } from './lib/bundle-sizes.mjs';

const portalApp = path.join(root, 'apps/portal');
const PORTAL_RECORDS = '.vite/portal';
const { entryBytes, rows } = measureRoutes(portalApp);
rows.push(
  ...measureRoutes(portalApp, PORTAL_RECORDS)
    .rows.filter((row) => row.kind === 'portal')
    .map((row) => ({ ...row, route: `${row.route} (portal build)` })),
);

// Also fails when chunks import each other in a cycle (the code-splitting groups can make one): which of
// two such chunks runs first depends on the page, and a value one reads from the other as it loads
// (a table of icons, say) is undefined on some pages only.
const cycleIn = (records) => {
  const manifest = JSON.parse(readFileSync(path.join(portalApp, 'dist', records, 'manifest.json'), 'utf8'));
  const done = new Set();
  const visit = (key, trail) => {
    if (trail.includes(key)) return [...trail.slice(trail.indexOf(key)), key];
    if (done.has(key)) return undefined;
    for (const next of manifest[key]?.imports ?? []) {
      const found = visit(next, [...trail, key]);
      if (found) return found;
    }
    done.add(key);
    return undefined;
  };
  for (const key of Object.keys(manifest)) {
    const found = visit(key, []);
    if (found) return found.map((chunk) => manifest[chunk]?.file ?? chunk);
  }
  return undefined;
};
for (const records of ['.vite', PORTAL_RECORDS]) {
  const cycle = cycleIn(records);
  if (cycle) {
    console.error(`chunks import each other in a cycle (${records}): ${cycle.join(' -> ')}`);
    process.exit(1);
  }
}
const count = (kind) => rows.filter((row) => row.kind === kind).length;
console.log(
  `portal entry: ${kb(entryBytes)} gzip; ${rows.length} measured: ${count('content')} content pages, ` +
    `${count('form')} form pages, ${count('reference')} reference page(s) and ${count('reference section')} ` +
    `of their lazy chunks, ${count('portal')} portal routes and lazy chunks`,
);
const over = rows.filter((row) => row.bytes > row.budget);
for (const row of over) {
  console.error(
    `over budget: ${row.route} (${row.kind}, ${row.measures}) ${kb(row.bytes)} > ${kb(row.budget)}`,
  );
}
if (over.length > 0) process.exit(1);
const tightest = (kind) => {
  const rowsOfKind = rows.filter((row) => row.kind === kind);
  if (rowsOfKind.length === 0) return `no ${kind} rows`;
  const row = rowsOfKind.reduce((a, b) => (b.budget - b.bytes < a.budget - a.bytes ? b : a));
  return `${kind} <= ${kb(BUDGETS[kind])} (tightest ${row.route} ${kb(row.bytes)}, ${row.budget - row.bytes} B left)`;
};
console.log(
  `every route is within its budget: ${['content', 'form', 'reference', 'reference section', 'portal'].map(tightest).join('; ')}`,
);
