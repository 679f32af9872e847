// What the build knows about its chunks, for the bundle budgets and for lazy loading.
import path from 'node:path';
import type { Plugin, ResolveModulePreloadDependenciesFn, Rolldown } from 'vite';

const workspaceRoot = path.resolve(import.meta.dirname, '../..');

/**
 * `.vite/chunk-modules.json`: for each JS chunk, the packages and our sources whose code it holds, and
 * which of those sources render a `<form>` element.
 */
export type ChunkModules = Record<string, { packages: string[]; sources: string[]; forms: string[] }>;

/** A module's code (JSX compiled, not yet minified) that creates a `<form>` element. */
const RENDERS_FORM = /\bjsxs?\)?\(\s*["'`]form["'`]/;

function describe(chunk: Rolldown.OutputChunk): ChunkModules[string] {
  const packages = new Set<string>();
  const sources = new Set<string>();
  const forms = new Set<string>();
  for (const [id, module] of Object.entries(chunk.modules)) {
    if (module.renderedLength === 0 || id.startsWith('\0')) continue;
    const file = (id.split('?')[0] ?? id).split(path.sep).join('/');
    // The last node_modules/ names the package (pnpm keeps them under node_modules/.pnpm/…/node_modules/).
    const inPackage = /.*\/node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(file);
    if (inPackage?.[1]) packages.add(inPackage[1]);
    else {
      const source = path.posix.relative(workspaceRoot.split(path.sep).join('/'), file);
      sources.add(source);
      if (RENDERS_FORM.test(module.code ?? '')) forms.add(source);
    }
  }
  return { packages: [...packages].sort(), sources: [...sources].sort(), forms: [...forms].sort() };
}

/**
 * - Writes `.vite/chunk-modules.json` next to Vite's manifest: scripts/lib/bundle-sizes.mjs decides
 *   from it which public pages are form pages (their first load holds react-hook-form or renders a
 *   `<form>`).
 * - `resolveDependencies` (for `build.modulePreload`) leaves out of a lazily loaded chunk's preload
 *   list (`__vite__mapDeps`) the JS already loaded when the import runs: its importer's static
 *   imports (a module runs only after they did) and the entry's (fetched before any code runs).
 *   Vite lists them anyway, which costs each dynamic import about 0.1 KB gzip in its importer and
 *   can make lazy loading a small screen cost more than it saves. A route's chunk also leaves out
 *   what its layouts' chunks import (`portal/$cloudAccount.tsx` for every account page): the router
 *   loads a route's layouts with it, each with its own preload list, so those files are on their way
 *   already. The entry names every route's chunks with their lists: each name left out of them is
 *   left out of what every page loads first (the bundle budgets).
 */
export function chunkGraph(): { plugin: Plugin; resolveDependencies: ResolveModulePreloadDependenciesFn } {
  let bundle: Rolldown.OutputBundle | undefined;
  /** The chunks split from each route file (`src/routes/….tsx?tsr-split=…`), by that file. */
  let routeChunks: Map<string, string[]> | undefined;
  const chunksOfRoutes = (): Map<string, string[]> => {
    if (routeChunks) return routeChunks;
    routeChunks = new Map();
    for (const chunk of Object.values(bundle ?? {})) {
      const file = chunk.type === 'chunk' ? routeFileOf(chunk.facadeModuleId) : undefined;
      if (file) routeChunks.set(file, [...(routeChunks.get(file) ?? []), chunk.fileName]);
    }
    return routeChunks;
  };
  const alreadyLoaded = (host: string, target: string): Set<string> => {
    const loaded = new Set<string>();
    const visit = (file: string) => {
      const chunk = bundle?.[file];
      if (loaded.has(file) || chunk?.type !== 'chunk') return;
      loaded.add(file);
      for (const imported of chunk.imports) visit(imported);
    };
    visit(host);
    for (const chunk of Object.values(bundle ?? {})) {
      if (chunk.type === 'chunk' && chunk.isEntry) visit(chunk.fileName);
    }
    // The layouts of the route the target (or its importer) was split from come with it.
    for (const file of [host, target]) {
      const chunk = bundle?.[file];
      const route = chunk?.type === 'chunk' ? routeFileOf(chunk.facadeModuleId) : undefined;
      for (const layout of route ? layoutsOf(route) : []) {
        for (const layoutChunk of chunksOfRoutes().get(layout) ?? []) visit(layoutChunk);
      }
    }
    return loaded;
  };
  return {
    plugin: {
      name: 'dbcloud:chunk-graph',
      apply: 'build',
      generateBundle(_, output) {
        bundle = output;
        routeChunks = undefined;
        const modules: ChunkModules = {};
        for (const chunk of Object.values(output)) {
          if (chunk.type === 'chunk') modules[chunk.fileName] = describe(chunk);
        }
        this.emitFile({
          type: 'asset',
          fileName: '.vite/chunk-modules.json',
          source: `${JSON.stringify(modules, null, 2)}\n`,
        });
      },
    },
    resolveDependencies: (target, deps, { hostId }) => {
      const loaded = alreadyLoaded(hostId, target);
      return deps.filter((dep) => dep !== target && !loaded.has(dep));
    },
  };
}

/** The route file a chunk was split from by the router plugin (its `?tsr-split=` module), if any. */
function routeFileOf(moduleId: string | null | undefined): string | undefined {
  const [file, split] = (moduleId ?? '').split('?tsr-split=');
  return split !== undefined && /[\\/]src[\\/]routes[\\/]/.test(file ?? '') ? file : undefined;
}

/**
 * The layout route files above a route file, as file routes nest them: `routes/portal/$cloudAccount.tsx`
 * and `routes/portal/$cloudAccount/product/_tabs.tsx` above
 * `routes/portal/$cloudAccount/product/_tabs/health.$id.tsx` (a file is a layout when a folder of the
 * same name holds the route; those that do not exist have no chunk and are passed over).
 */
function layoutsOf(routeFile: string): string[] {
  const at = routeFile.search(/[\\/]src[\\/]routes[\\/]/) + '/src/routes/'.length;
  const folders = routeFile.slice(at).split(/[\\/]/).slice(0, -1);
  return folders.map(
    (_, i) => `${routeFile.slice(0, at)}${folders.slice(0, i + 1).join(routeFile[at - 1])}.tsx`,
  );
}
