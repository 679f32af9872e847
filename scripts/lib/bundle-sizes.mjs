// What each route of the built portal loads, in gzip bytes, from Vite's manifest (DESIGN §10):
// - a public page: all the JS it loads first (entry, layouts and the page's own route chunks, with
//   their static imports), budget 130 KB;
// - a portal page: its own chunks (what it adds to the entry and its layouts), budget 40 KB.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export const PUBLIC_BUDGET = 130 * 1024;
export const PORTAL_ROUTE_BUDGET = 40 * 1024;

function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? walk(full) : [full];
  });
}

export function measureRoutes(appDir) {
  const dist = path.join(appDir, 'dist');
  const manifestFile = path.join(dist, '.vite/manifest.json');
  if (!existsSync(manifestFile))
    throw new Error(`No build manifest at ${manifestFile}: build the portal first.`);
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const gzip = new Map();
  const sizeOf = (file) => {
    if (!gzip.has(file)) gzip.set(file, gzipSync(readFileSync(path.join(dist, file))).length);
    return gzip.get(file);
  };
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
  const total = (files) => [...files].filter((f) => f.endsWith('.js')).reduce((sum, f) => sum + sizeOf(f), 0);

  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const entry = closure([entryKey]);
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

  const rows = [];
  for (const file of walk(routesDir).filter((f) => f.endsWith('.tsx') && !f.endsWith('__root.tsx'))) {
    const route = path.relative(routesDir, file).replace(/\.tsx$/, '');
    const isPortal = route.startsWith('portal/');
    const layouts = layoutsOf(file).filter((f) => f !== file);
    const own = closure(chunksOf(file));
    const base = new Set([...entry, ...closure(layouts.flatMap(chunksOf))]);
    if (isPortal) {
      const added = [...own].filter((f) => !base.has(f));
      rows.push({ route, kind: 'portal', bytes: total(added), budget: PORTAL_ROUTE_BUDGET });
    } else {
      rows.push({ route, kind: 'public', bytes: total(new Set([...base, ...own])), budget: PUBLIC_BUDGET });
    }
  }
  rows.sort((a, b) => a.kind.localeCompare(b.kind) || a.route.localeCompare(b.route));
  return { entryBytes: total(entry), rows };
}

export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
