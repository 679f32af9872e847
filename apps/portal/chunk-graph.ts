// What the build knows about its chunks, for the bundle budgets and for lazy loading.
import path from 'node:path';
import type { Plugin, ResolveModulePreloadDependenciesFn, Rolldown } from 'vite';

const workspaceRoot = path.resolve(import.meta.dirname, '../..');

/**
 * `.vite/route-preloads.json`: for each route's address pattern (`/portal/$cloudAccount/products`), the
 * JS files its page needs beyond the entry's: the chunks split from the route file and from its layouts,
 * with everything they import statically. serving.ts announces them in the page's HTML
 * (`<link rel="modulepreload">`), so that they download at once, with the entry, instead of each being
 * found only once the file importing it has arrived (a round trip each on a phone's network). Each
 * route's `later`: what its page asks for lazily once it has rendered (AFTER_FIRST_RENDER, and its
 * sections in SHOWN_WITH_THEIR_PAGE), announced after its files with a low priority, so that they are
 * on their way before they are asked for without taking the network from what the first render needs.
 */
export const ROUTE_PRELOADS_FILE = '.vite/route-preloads.json';
export type RoutePreloads = Record<string, { files: string[]; later: string[] }>;

/**
 * Modules loaded lazily that every page needs before its first request: the SDK's call module. In each
 * route's preload list, last. Each pattern here, in AFTER_FIRST_RENDER and in SHOWN_WITH_THEIR_PAGE
 * names one module of the build (a renamed file fails the build instead of dropping out).
 */
const BEFORE_FIRST_REQUEST = [/[\\/]api-client[\\/]dist[\\/]call-[\w-]+\.js$/];

/**
 * Modules loaded lazily that every page's start loads once it has rendered: the SDK's Idempotency-Key
 * module (every request but a GET waits for it, the POSTs that read included: the wizard's price, the
 * billing summary's spending, a product's metrics and health), the toaster (mounted by the root route)
 * and, in a production build, the service worker's registration (which the toaster starts). Without a
 * preload, each is asked for only once something needs it, a round trip later.
 */
const AFTER_FIRST_RENDER = [
  /[\\/]api-client[\\/]dist[\\/]idempotency-keys-[\w-]+\.js$/,
  /[\\/]portal[\\/]src[\\/]app[\\/]toaster\.tsx$/,
  /[\\/]portal[\\/]src[\\/]app[\\/]service-worker\.tsx$/,
];

/**
 * Sections a page loads lazily (their code is heavy: charts, the payment forms) but shows as soon as it
 * has rendered, without a click: on the pages whose chunks import them, announced with the page's
 * `later` files. Dialogs and menus are not here: they load when opened.
 */
const SHOWN_WITH_THEIR_PAGE = [
  /[\\/]features[\\/]billing[\\/]components[\\/]budget-chart\.tsx$/,
  /[\\/]features[\\/]billing[\\/]components[\\/]spendings-chart\.tsx$/,
  /[\\/]features[\\/]payment-info[\\/]components[\\/]payment-information\.tsx$/,
];

/**
 * `.vite/chunk-modules.json`: for each JS chunk, the packages and our sources whose code it holds, and
 * which of those sources render a `<form>` element.
 */
export type ChunkModules = Record<string, { packages: string[]; sources: string[]; forms: string[] }>;

/** A module's code (JSX compiled, not yet minified) that creates a `<form>` element. */
const RENDERS_FORM = /\bjsxs?\)?\(\s*["'`]form["'`]/;

/**
 * What chunk-modules.json calls a module: its package (`react-dom`), or its source file from the
 * workspace's root (`apps/portal/src/app/format.ts`, whatever its `?query`). portal-build.ts reads the
 * lists back by these names.
 */
export function moduleName(id: string): { package: string } | { source: string } {
  const file = (id.split('?')[0] ?? id).split(path.sep).join('/');
  // The last node_modules/ names the package (pnpm keeps them under node_modules/.pnpm/…/node_modules/).
  const inPackage = /.*\/node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(file);
  if (inPackage?.[1]) return { package: inPackage[1] };
  return { source: path.posix.relative(workspaceRoot.split(path.sep).join('/'), file) };
}

function describe(chunk: Rolldown.OutputChunk): ChunkModules[string] {
  const packages = new Set<string>();
  const sources = new Set<string>();
  const forms = new Set<string>();
  for (const [id, module] of Object.entries(chunk.modules)) {
    if (module.renderedLength === 0 || id.startsWith('\0')) continue;
    const name = moduleName(id);
    if ('package' in name) packages.add(name.package);
    else {
      sources.add(name.source);
      if (RENDERS_FORM.test(module.code ?? '')) forms.add(name.source);
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
 *   Vite lists them anyway, which costs each dynamic import bytes in its importer and can make lazy
 *   loading a small screen cost more than it saves (`pnpm check:bundle`). A route's chunk also leaves out
 *   what its layouts' chunks import (`portal/$cloudAccount.tsx` for every account page): the router
 *   loads a route's layouts with it, each with its own preload list, so those files are on their way
 *   already. The entry names every route's chunks with their lists: each name left out of them is
 *   left out of what every page loads first (the bundle budgets).
 */
export function chunkGraph(
  /** Where the records go, in dist: `.vite`, or the portal build's own folder (portal-build.ts). */
  records = '.vite',
): { plugin: Plugin; resolveDependencies: ResolveModulePreloadDependenciesFn } {
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
          fileName: `${records}/chunk-modules.json`,
          source: `${JSON.stringify(modules, null, 2)}\n`,
        });
        this.emitFile({
          type: 'asset',
          fileName: `${records}/${path.posix.basename(ROUTE_PRELOADS_FILE)}`,
          source: `${JSON.stringify(routePreloads(output), null, 2)}\n`,
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

/**
 * The address pattern of a route file, as TanStack's file routes name them: `routes/portal/$cloudAccount/
 * _product/product/health.$id.tsx` → `/portal/$cloudAccount/product/health/$id` (a `_` folder or file
 * is a layout without a path, `.` separates segments, `index` is its folder's own address).
 */
export function routePattern(routeFile: string): string {
  const at = routeFile.search(/[\\/]src[\\/]routes[\\/]/) + '/src/routes/'.length;
  const segments = routeFile
    .slice(at)
    .replace(/\.tsx?$/, '')
    .split(/[\\/]/)
    .flatMap((part) => part.split('.'))
    .filter((segment) => !segment.startsWith('_') && segment !== 'index');
  return `/${segments.join('/')}`;
}

/** Each route file's preload list (ROUTE_PRELOADS_FILE) from the client build's output. */
function routePreloads(output: Rolldown.OutputBundle): RoutePreloads {
  const chunks = Object.values(output).filter(
    (chunk): chunk is Rolldown.OutputChunk => chunk.type === 'chunk',
  );
  const closure = (roots: string[], into = new Set<string>()) => {
    const visit = (file: string) => {
      const chunk = output[file];
      if (into.has(file) || chunk?.type !== 'chunk') return;
      into.add(file);
      for (const imported of chunk.imports) visit(imported);
    };
    for (const root of roots) visit(root);
    return into;
  };
  const initial = closure(chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName));
  /** The chunk a route file's page renders from (its component's split), by route file. */
  const pageChunks = new Map<string, string[]>();
  for (const chunk of chunks) {
    const [file, split = ''] = (chunk.facadeModuleId ?? '').split('?tsr-split=');
    if (!file || !routeFileOf(chunk.facadeModuleId) || !split.split('---').includes('component')) continue;
    pageChunks.set(file, [...(pageChunks.get(file) ?? []), chunk.fileName]);
  }
  // The entry's own imports: index.html names the entry alone, and its imports would otherwise be found
  // only once it has arrived, behind the route's files.
  const entryImports = [...initial].filter(
    (name) => !(output[name]?.type === 'chunk' && output[name].isEntry),
  );
  const chunkOf = (pattern: RegExp) => {
    const chunk = chunks.find((candidate) => Object.keys(candidate.modules).some((id) => pattern.test(id)));
    if (!chunk) throw new Error(`chunk-graph.ts: no chunk holds a module matching ${pattern} (renamed?)`);
    return chunk.fileName;
  };
  const notEntry = (name: string) => !(output[name]?.type === 'chunk' && output[name].isEntry);
  const beforeFirstRequest = closure(BEFORE_FIRST_REQUEST.map(chunkOf));
  const afterFirstRender = [...closure(AFTER_FIRST_RENDER.map(chunkOf))];
  const sections = SHOWN_WITH_THEIR_PAGE.map(chunkOf);
  const preloads: RoutePreloads = {};
  for (const file of [...pageChunks.keys()].sort()) {
    const roots = [...layoutsOf(file), file].flatMap((route) => pageChunks.get(route) ?? []);
    const own = closure(roots);
    const routeFiles = [...own].filter((name) => !initial.has(name));
    const files = [...new Set([...entryImports, ...routeFiles, ...beforeFirstRequest])].filter(notEntry);
    // The sections this page's chunks import lazily.
    const imported = new Set(
      [...own].flatMap((name) => {
        const chunk = output[name];
        return chunk?.type === 'chunk' ? chunk.dynamicImports : [];
      }),
    );
    const shown = closure(sections.filter((section) => imported.has(section)));
    const later = [...new Set([...afterFirstRender, ...shown])].filter(
      (name) => notEntry(name) && !initial.has(name) && !files.includes(name),
    );
    preloads[routePattern(file)] = { files, later };
  }
  return preloads;
}
