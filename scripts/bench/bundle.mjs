// `pnpm bench bundle`: each route of the last build of apps/portal with its class, size and budget
// (scripts/lib/bundle-sizes.mjs), and each public page's ratio to the measured floor of its stack: the
// smallest app of that stack, built here with the portal's own Vite and versions (./floors.mjs).
import path from 'node:path';
import { root } from '../lib/bootstrap.mjs';
import { kb, measureRoutes } from '../lib/bundle-sizes.mjs';
import { measureFloors } from './floors.mjs';
import { printTable } from './table.mjs';

const routeName = (row) =>
  row.route === '_site'
    ? '(public site frame)'
    : `/${row.route.replace(/(^|\/)index(?= |$)/, '').replace(/^_site\/?/, '')}${row.layout ? ' (layout)' : ''}`;

export async function bundleBench() {
  const { entryBytes, rows } = measureRoutes(path.join(root, 'apps/portal'));
  const floors = await measureFloors();
  printTable('Floors: the smallest app of each stack, first load, gzip', [
    {
      stack: 'content',
      holds: 'React, React DOM, TanStack Router, TanStack Query',
      floor: kb(floors.content),
    },
    {
      stack: 'form',
      holds: 'content + react-hook-form, @hookform/resolvers (valibot), valibot, @dbcloud/api-client',
      floor: kb(floors.form),
    },
  ]);
  printTable(
    `Portal bundle, gzip (entry and its imports: ${kb(entryBytes)})`,
    rows.map((row) => ({
      route: routeName(row),
      class: row.kind,
      measures: row.measures,
      size: kb(row.bytes),
      budget: kb(row.budget),
      room: kb(row.budget - row.bytes),
      'x floor':
        row.kind === 'portal' || row.kind === 'reference section'
          ? ''
          : (row.bytes / floors[row.kind === 'reference' ? 'content' : row.kind]).toFixed(2),
      within: row.bytes <= row.budget ? 'yes' : 'NO',
    })),
  );
}
