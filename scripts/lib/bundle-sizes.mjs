// What each route of the built portal loads, in gzip bytes, from Vite's manifest, and its budget by
// kind of page:
// - a public content page: all the JS it loads first (entry, layouts and the page's own route
//   chunks, with their static imports), budget 125 KB;
// - a public form page: the same, budget 140 KB. A public page is a form page when its first load
//   holds react-hook-form or renders a `<form>` (the pricing calculator is a form without
//   react-hook-form: its state is the address): the build lists the packages and sources in each
//   chunk and the sources that render a form (.vite/chunk-modules.json, written by
//   apps/portal/chunk-graph.ts), so the class follows the code and there is no list of pages to keep;
// - a public reference page (the API reference, under /docs): its first load, budget 130 KB (a content
//   page's and its table of contents), and each chunk it loads lazily (a tag's operations with their
//   data, as its section renders), budget 40 KB each, with what that chunk adds to the page;
// - a portal page: its own chunks (what it adds to the entry and its layouts), budget 40 KB; each
//   chunk it loads lazily (a tab) counts on its own, with what that chunk adds to the page.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export const CONTENT_PAGE_BUDGET = 125 * 1024;
export const FORM_PAGE_BUDGET = 140 * 1024;
export const PORTAL_ROUTE_BUDGET = 40 * 1024;
export const REFERENCE_PAGE_BUDGET = 130 * 1024;
export const REFERENCE_SECTION_BUDGET = 40 * 1024;

/** The public pages of the reference class: the API reference (routes under `_site/docs/`). */
const REFERENCE_ROUTE = /^_site\/docs\//;

/** A public page whose first load holds this package, or renders a `<form>`, is a form page. */
export const FORM_PAGE_MARKER = 'react-hook-form';

export const BUDGETS = {
  content: CONTENT_PAGE_BUDGET,
  form: FORM_PAGE_BUDGET,
  portal: PORTAL_ROUTE_BUDGET,
  reference: REFERENCE_PAGE_BUDGET,
  'reference section': REFERENCE_SECTION_BUDGET,
};

function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? walk(full) : [full];
  });
}

function readJson(file, what) {
  if (!existsSync(file)) throw new Error(`No ${what} at ${file}: build the portal first.`);
  return JSON.parse(readFileSync(file, 'utf8'));
}

/**
 * A built app (`dist`, with its manifest in `records`): gzip sizes and static-import closures. The
 * portal's main build keeps its records in `.vite`, its portal build (the signed-in pages' own chunks,
 * apps/portal/portal-build.ts) in `.vite/portal`.
 */
function builtApp(dist, records = '.vite') {
  const manifest = readJson(path.join(dist, records, 'manifest.json'), 'build manifest');
  const gzip = new Map();
  const sizeOf = (file) => {
    if (!gzip.has(file)) gzip.set(file, gzipSync(readFileSync(path.join(dist, file))).length);
    return gzip.get(file);
  };
  /** The files the manifest keys load: their chunks and, recursively, what those import statically. */
  const closure = (keys) => {
    const seen = new Set();
    const visit = (key) => {
      const chunk = manifest[key];
      if (!chunk || seen.has(chunk.file)) return;
      seen.add(chunk.file);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    for (const key of keys) visit(key);
    return seen;
  };
  /** Gzip bytes of the JS among `files`, each file compressed on its own (as it is served). */
  const total = (files) => [...files].filter((f) => f.endsWith('.js')).reduce((sum, f) => sum + sizeOf(f), 0);
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  return { manifest, closure, total, entry: closure([entryKey]) };
}

/** Gzip bytes of the JS a built app's entry loads first (its entry chunk and static imports). */
export function firstLoadBytes(dist) {
  const { total, entry } = builtApp(dist);
  return total(entry);
}

/**
 * Each route's row; with `records`, those of another build of the same app (its manifest and chunk list
 * in dist/<records>).
 */
export function measureRoutes(appDir, records = '.vite') {
  const dist = path.join(appDir, 'dist');
  const { manifest, closure, total, entry } = builtApp(dist, records);
  const chunkModules = readJson(path.join(dist, records, 'chunk-modules.json'), 'chunk module list');
  const isFormPage = (files) =>
    [...files].some(
      (file) =>
        chunkModules[file]?.packages.includes(FORM_PAGE_MARKER) || chunkModules[file]?.forms?.length > 0,
    );

  const routesDir = path.join(appDir, 'src/routes');
  const rel = (file) => path.relative(appDir, file).split(path.sep).join('/');
  const chunksOf = (file) => Object.keys(manifest).filter((key) => key.split('?')[0] === rel(file));
  const layoutsOf = (file) => {
    const parts = path.relative(routesDir, file).split(path.sep).slice(0, -1);
    const layouts = [path.join(routesDir, '__root.tsx')];
    for (let i = 1; i <= parts.length; i++) {
      const candidate = path.join(routesDir, `${parts.slice(0, i).join('/')}.tsx`);
      if (existsSync(candidate)) layouts.push(candidate);
    }
    return layouts;
  };
  /**
   * The chunks a portal page loads lazily (its tabs): what its own chunks import dynamically, and
   * recursively what those import, except route chunks and what the entry or its layouts do.
   */
  const lazyFrom = (keys, base) => {
    const found = new Set();
    const visited = new Set();
    const visit = (key) => {
      const chunk = manifest[key];
      if (!chunk || visited.has(key) || base.has(chunk.file)) return;
      visited.add(key);
      for (const target of chunk.dynamicImports ?? []) {
        if (target.startsWith('src/routes/')) continue;
        found.add(target);
        visit(target);
      }
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    for (const key of keys) visit(key);
    return found;
  };

  const rows = [];
  const lazyRows = new Map();
  for (const file of walk(routesDir).filter((f) => f.endsWith('.tsx') && !f.endsWith('__root.tsx'))) {
    const route = path.relative(routesDir, file).replace(/\.tsx$/, '');
    // A route file with a folder of the same name is a layout (its pages are in the folder).
    const layout = existsSync(file.replace(/\.tsx$/, ''));
    const layouts = layoutsOf(file).filter((f) => f !== file);
    const ownKeys = chunksOf(file);
    const own = closure(ownKeys);
    const base = new Set([...entry, ...closure(layouts.flatMap(chunksOf))]);
    if (REFERENCE_ROUTE.test(route)) {
      const firstLoad = new Set([...base, ...own]);
      rows.push({ route, layout, kind: 'reference', measures: 'first load', bytes: total(firstLoad) });
      for (const key of lazyFrom(ownKeys, base)) {
        const bytes = total([...closure([key])].filter((f) => !firstLoad.has(f)));
        const name = `${route} > ${key.replace(/^(\.\.\/)+/, '').replace(/^src\//, '')}`;
        rows.push({ route: name, kind: 'reference section', measures: 'lazy chunk', bytes });
      }
    } else if (route.startsWith('portal/')) {
      const added = [...own].filter((f) => !base.has(f));
      rows.push({ route, layout, kind: 'portal', measures: 'own chunks', bytes: total(added) });
      const loaded = new Set([...base, ...own]);
      for (const key of lazyFrom(ownKeys, base)) {
        const bytes = total([...closure([key])].filter((f) => !loaded.has(f)));
        const name = `${route} > ${key.replace(/^(\.\.\/)+/, '').replace(/^src\//, '')}`;
        const seen = lazyRows.get(key);
        if (!seen || seen.bytes < bytes) {
          lazyRows.set(key, { route: name, kind: 'portal', measures: 'lazy chunk', bytes });
        }
      }
    } else {
      const firstLoad = new Set([...base, ...own]);
      const kind = isFormPage(firstLoad) ? 'form' : 'content';
      rows.push({ route, layout, kind, measures: 'first load', bytes: total(firstLoad) });
    }
  }
  rows.push(...lazyRows.values());
  const order = { content: 0, form: 1, reference: 2, 'reference section': 3, portal: 4 };
  rows.sort((a, b) => order[a.kind] - order[b.kind] || a.route.localeCompare(b.route));
  for (const row of rows) row.budget = BUDGETS[row.kind];
  return { entryBytes: total(entry), rows };
}

export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
