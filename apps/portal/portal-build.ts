// The signed-in pages' own build: `vite build --mode portal`, run after the main build (`pnpm build`
// runs both). Same sources, same routes, other chunks.
//
// The main build serves every page, and its chunks are cut for the public pages' budgets: a module that
// a public page and a portal page both load sits in a small chunk of its own, so that the public page
// does not carry the portal's code. A portal page then loads about thirty files, most under 2 KB, and
// on a phone's network each costs a request (a connection's share of the link while it waits a round
// trip). This build is cut for the portal instead, from what the main build says each account page
// loads first: what every account page loads in one chunk (`frame`), what many of them load in two more
// (`shared`, and `shared-libraries` for the libraries' code), the libraries the entry needs in `libs` as
// in the main build, and each page's own code. Public pages never load it; a portal
// page's HTML (dist/portal.html, served for `/portal/…` addresses by serving.ts, and by the service
// worker from the device once it is installed) names its entry and the early data script, and
// dist/.vite/portal/ holds its records (manifest, chunk list, route preloads). A page of either build
// that navigates to a page of the other keeps loading its own build's chunks: both hold every route.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { type ChunkModules, moduleName, type RoutePreloads } from './chunk-graph.ts';
import { EARLY_DATA_FILE, withEarlyData } from './early-data.ts';

/** The build's mode (`vite build --mode portal`). */
export const PORTAL_MODE = 'portal';
/** The portal build's page, in dist: what a `/portal/…` address is answered with. */
export const PORTAL_PAGE = 'portal.html';
/** Where the portal build keeps its records (manifest, chunk-modules.json, route-preloads.json), in dist. */
export const PORTAL_RECORDS = '.vite/portal';

/** The account pages' address patterns in the main build's route preloads. */
const ACCOUNT_PAGE = /^\/portal\/\$cloudAccount\//;

/**
 * A module loaded first by at least this many of the 19 account pages goes in a shared chunk (our
 * modules in `shared`, the libraries' in `shared-libraries`), which every page that loads one of them
 * loads whole. Lower puts more bytes a page does not use into its first load, and a shared module drags
 * in the libraries it imports (at 6, react-hook-form came with the home page, which has no form, and the
 * products list went over its 40 KB budget); higher leaves more small chunks that a few pages share,
 * each one more request (at 12, the product page's first render waits for 26 files). At 8: 6 to 16 a
 * page, within 10 KB of the main build's bytes (`pnpm check:bundle` holds each page's own chunks to the budget).
 */
const SHARED_BY = 8;

/** A module's key in the counts: `pkg:react-dom`, `src:apps/portal/src/app/format.ts` (chunk-graph.ts). */
function moduleKey(id: string): string | undefined {
  const name = moduleName(id);
  if ('package' in name) return `pkg:${name.package}`;
  // A route's split (its component, its loader): each page's own chunk, never grouped.
  if (id.includes('?tsr-split=') || id.startsWith('\0')) return undefined;
  return `src:${name.source}`;
}

/**
 * The portal build's plugin and its `codeSplitting.groups` (after the libraries'), from the main build's
 * records in `dist`: its route preloads (the chunks each page loads first) and its chunk lists (the
 * modules in each). Read when the portal build starts, so the main build must have run.
 */
export function portalBuild(dist: string): { plugin: Plugin; groups: ReturnType<typeof groupsFrom> } {
  /**
   * The page's entry (index.html) and the module it loads (main.tsx): they stay in the entry chunk, which
   * the page names. Grouped, the entry chunk is left empty and the page names each chunk it imported.
   */
  const entryModules = new Set<string>();
  const plugin: Plugin = {
    name: 'dbcloud:portal-build',
    apply: 'build',
    enforce: 'post',
    moduleParsed(info) {
      if (info.isEntry) for (const id of [info.id, ...info.importedIds]) entryModules.add(id);
    },
    generateBundle(_, bundle) {
      const page = bundle['index.html'];
      if (page?.type !== 'asset') throw new Error('the portal build wrote no index.html');
      // The page as dist/portal.html: as index.html it would replace the main build's.
      page.fileName = PORTAL_PAGE;
      // The main build's stylesheet, not this build's: the same rules, but in the order of this build's
      // chunks, and where two rules of the same weight style one element (a ui-kit class and a page's)
      // the later one wins. With the main build's file, a page looks the same from either build.
      const styles = Object.values(bundle).filter(
        (file) => file.type === 'asset' && file.fileName.endsWith('.css'),
      );
      const main = mainStylesheet(dist);
      const own = styles[0];
      if (styles.length !== 1 || own?.type !== 'asset' || !sameRules(String(own.source), main.source)) {
        throw new Error(
          `the portal build's stylesheet is not the main build's (${main.file}) in another order`,
        );
      }
      page.source = String(page.source).replace(`/${own.fileName}`, `/${main.file}`);
      delete bundle[own.fileName];
      // The signed-in pages ask for their first data before the app's scripts arrive: the main build's
      // early data script in theme.js's place. In the page as built, not added when it is served, so the
      // service worker's copy (the next visit's page, from the device) does it too.
      page.source = withEarlyData(String(page.source), earlyDataScript(dist));
    },
  };
  return { plugin, groups: groupsFrom(dist, (id) => entryModules.has(id)) };
}

/** The main build's stylesheet (one file: `build.cssCodeSplit` is off), by its manifest. */
function mainStylesheet(dist: string): { file: string; source: string } {
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    { file: string }
  >;
  const files = Object.values(manifest)
    .map((chunk) => chunk.file)
    .filter((file) => file.endsWith('.css'));
  const [file] = files;
  if (files.length !== 1 || !file) throw new Error('the main build has no stylesheet, or more than one');
  return { file, source: readFileSync(path.join(dist, file), 'utf8') };
}

/** The main build's early data script (early-data.ts), its file in dist. */
function earlyDataScript(dist: string): string {
  const file = path.join(dist, EARLY_DATA_FILE);
  try {
    return (JSON.parse(readFileSync(file, 'utf8')) as { script: string }).script;
  } catch {
    throw new Error(`${file} is missing: the portal build (--mode ${PORTAL_MODE}) runs after the main build`);
  }
}

/** Whether two stylesheets hold the same rules, in any order. */
function sameRules(a: string, b: string): boolean {
  const rules = (css: string) => css.split('}').sort().join('}');
  return rules(a) === rules(b);
}

type Group = 'frame' | 'shared' | 'shared-libraries';

function groupsFrom(dist: string, isEntry: (id: string) => boolean) {
  const read = <T>(name: string): T => {
    const file = path.join(dist, '.vite', name);
    try {
      return JSON.parse(readFileSync(file, 'utf8')) as T;
    } catch {
      throw new Error(
        `${file} is missing: the portal build (--mode ${PORTAL_MODE}) runs after the main build`,
      );
    }
  };
  const preloads = read<RoutePreloads>('route-preloads.json');
  const modules = read<ChunkModules>('chunk-modules.json');
  // The route preloads leave out the entry (the page names it): every page loads it first too. In the
  // frame with the rest, or the frame's modules that import the entry's (the query client, the API)
  // and the entry's that import the frame's (the session) make two chunks that import each other.
  const entries = Object.values(read<Record<string, { file: string; isEntry?: boolean }>>('manifest.json'))
    .filter((chunk) => chunk.isEntry)
    .map((chunk) => chunk.file);
  const pages = Object.entries(preloads).filter(([pattern]) => ACCOUNT_PAGE.test(pattern));
  /** How many account pages load each module first. */
  const loadedBy = new Map<string, number>();
  for (const [, { files }] of pages) {
    const keys = new Set(
      [...entries, ...files].flatMap((file) => [
        ...(modules[file]?.packages ?? []).map((name) => `pkg:${name}`),
        ...(modules[file]?.sources ?? []).map((source) => `src:${source}`),
      ]),
    );
    for (const key of keys) loadedBy.set(key, (loadedBy.get(key) ?? 0) + 1);
  }
  const groupOf = (id: string): Group | undefined => {
    const key = isEntry(id) ? undefined : moduleKey(id);
    const count = key ? (loadedBy.get(key) ?? 0) : 0;
    if (count > 0 && count === pages.length) return 'frame';
    if (count < SHARED_BY) return undefined;
    // Apart: a page that loads only our shared modules does not load the libraries some others need.
    return key?.startsWith('pkg:') ? 'shared-libraries' : 'shared';
  };
  const group = (name: Group) => ({
    name,
    test: (id: string) => groupOf(id) === name,
    includeDependenciesRecursively: false as const,
  });
  return [group('frame'), group('shared'), group('shared-libraries')];
}
