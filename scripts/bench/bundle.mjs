// `pnpm bench bundle`: gzip size of the JS each public route loads first and of each portal route's
// own chunks, from the last build of apps/portal.
import path from 'node:path';
import { root } from '../lib/bootstrap.mjs';
import { kb, measureRoutes } from '../lib/bundle-sizes.mjs';
import { printTable } from './table.mjs';

export async function bundleBench() {
  const { entryBytes, rows } = measureRoutes(path.join(root, 'apps/portal'));
  printTable(
    `Portal bundle, gzip (entry and its imports: ${kb(entryBytes)})`,
    rows.map((row) => ({
      route:
        row.route === '_site'
          ? '(public site frame)'
          : `/${row.route.replace(/(^|\/)index$/, '').replace(/_site\/?/, '')}`,
      measures: row.kind === 'public' ? 'first load' : 'own chunks',
      size: kb(row.bytes),
      budget: kb(row.budget),
      within: row.bytes <= row.budget ? 'yes' : row.ceiling ? `NO (ceiling ${kb(row.ceiling)})` : 'NO',
    })),
  );
}
