// The portal's frame in a few files: which modules the signed-in pages load together, decided from the
// module graph at build time, for Rolldown's `codeSplitting.groups`.
import type { Plugin, Rolldown } from 'vite';

/** A module split from a route file by the router plugin (`src/routes/….tsx?tsr-split=…`). */
const ROUTE_SPLIT = /[\\/]src[\\/]routes[\\/].*\?tsr-split=/;
/** The portal's route files (`src/routes/portal/…`, `src/routes/portal.tsx`). */
const PORTAL_ROUTE = /[\\/]src[\\/]routes[\\/]portal([\\/.])/;
/** The two frames of the signed-in pages: an account's pages and the profile's. */
const ACCOUNT_LAYOUT = /[\\/]src[\\/]routes[\\/]portal[\\/]\$cloudAccount\.tsx\?tsr-split=/;
const ACCOUNT_PAGE = /[\\/]src[\\/]routes[\\/]portal[\\/]\$cloudAccount[\\/]/;
const PROFILE_LAYOUT = /[\\/]src[\\/]routes[\\/]portal[\\/]profile\.tsx\?tsr-split=/;
const PROFILE_PAGE = /[\\/]src[\\/]routes[\\/]portal[\\/]profile[\\/]/;

/**
 * A section's states (loading, failed in words): most portal pages show them, and the one public page that
 * does (pricing) loads both. Only these: grouping what else they show (the request id, the error state)
 * would add bytes to public pages that load those alone.
 */
const STATES = /[\\/]portal[\\/]src[\\/]components[\\/](section-state|problem-alert)\b/;
/** A portal page's frame inside the portal's: its heading, its body, its empty state (no public page). */
const PAGE = /[\\/]ui-kit[\\/]src[\\/](page|page-header|empty-state)(\.module\.css|\.tsx)$/;

/**
 * Without groups, Rolldown gives each set of lazily loaded chunks that share modules a chunk of its own:
 * the portal's frame (its layout, the account switcher, the menu and dialog primitives, icons, page
 * headers) arrived in about fifteen files, every account page listing each one. The groups, each one
 * file:
 * - `portal-frame`: what both frames (an account's and the profile's) load;
 * - `account-frame`: what only an account's frame loads, used by no profile page;
 * - `profile-frame`: what only the profile's frame loads, used by no account page.
 * Never a module a public page can load, first or lazily (its chunks stay as they are: the public pages'
 * budgets), and never one a page of the other frame loads (it would load the whole group).
 */
export function portalChunks(): {
  plugin: Plugin;
  groups: { name: string; test: (id: string) => boolean; includeDependenciesRecursively: false }[];
} {
  const groupOf = new Map<string, string>();
  const plugin: Plugin = {
    name: 'dbcloud:portal-chunks',
    apply: 'build',
    buildEnd() {
      groupOf.clear();
      const ids = [...this.getModuleIds()];
      const info = (id: string) => this.getModuleInfo(id);
      const imports = barrelAwareImports(info);
      /** Everything `roots` load: statically, and lazily too with `lazy`, not entering `stop`. */
      const closure = (roots: string[], lazy: boolean, stop = (_: string) => false): Set<string> => {
        const seen = new Set<string>();
        const todo = [...roots];
        while (todo.length > 0) {
          const id = todo.pop() as string;
          if (seen.has(id)) continue;
          seen.add(id);
          const next = [...imports(id), ...(lazy ? (info(id)?.dynamicallyImportedIds ?? []) : [])];
          todo.push(...next.filter((n) => !stop(n)));
        }
        return seen;
      };
      // What a public page can load: from the entry and the public routes, statically or lazily, except
      // through a portal route's chunks.
      const isPortalSplit = (id: string) => ROUTE_SPLIT.test(id) && PORTAL_ROUTE.test(id);
      const publicRoots = ids.filter(
        (id) => info(id)?.isEntry || (ROUTE_SPLIT.test(id) && !PORTAL_ROUTE.test(id)),
      );
      const publicModules = closure(publicRoots, true, isPortalSplit);
      const portalSplits = ids.filter(isPortalSplit);
      const account = closure(
        portalSplits.filter((id) => ACCOUNT_LAYOUT.test(id)),
        false,
      );
      const profile = closure(
        portalSplits.filter((id) => PROFILE_LAYOUT.test(id)),
        false,
      );
      // What the pages of each frame load, lazily loaded chunks included.
      const accountPages = closure(
        portalSplits.filter((id) => ACCOUNT_PAGE.test(id)),
        true,
      );
      const profilePages = closure(
        portalSplits.filter((id) => PROFILE_PAGE.test(id)),
        true,
      );
      for (const id of new Set([...account, ...profile])) {
        if (publicModules.has(id) || ROUTE_SPLIT.test(id)) continue;
        if (account.has(id) && profile.has(id)) groupOf.set(id, 'portal-frame');
        else if (account.has(id) && !profilePages.has(id)) groupOf.set(id, 'account-frame');
        else if (profile.has(id) && !accountPages.has(id)) groupOf.set(id, 'profile-frame');
      }
    },
  };
  const group = (name: string) => ({
    name,
    test: (id: string) => groupOf.get(id) === name,
    includeDependenciesRecursively: false as const,
  });
  return {
    plugin,
    groups: [
      group('portal-frame'),
      group('account-frame'),
      group('profile-frame'),
      { name: 'states', test: (id) => STATES.test(id), includeDependenciesRecursively: false },
      { name: 'page', test: (id) => PAGE.test(id), includeDependenciesRecursively: false },
    ],
  };
}

type Info = (id: string) => Rolldown.ModuleInfo | null;

/** A module that only re-exports others (`export { A } from './a';`), e.g. ui-kit's index. */
const REEXPORT = /export\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g;
const ONLY_REEXPORTS = /^(\s|\/\/[^\n]*|\/\*[\s\S]*?\*\/|export\s*\{[^}]*\}\s*from\s*["'][^"']+["'];?)*$/;
const NAMED_IMPORT = /import\s*\{([^}]*)\}\s*from/g;

/** The names in an export or import list (`A, type B, C as D`): the local side with `local`. */
function namesIn(list: string, side: 'exported' | 'imported'): string[] {
  return list
    .split(',')
    .map((part) => part.trim().replace(/^type\s+/, ''))
    .filter(Boolean)
    .map((part) => {
      const [name = '', alias] = part.split(/\s+as\s+/);
      return side === 'exported' ? (alias ?? name) : name;
    });
}

/**
 * A module's static imports as the bundle keeps them: an import of a barrel (a module of re-exports)
 * counts as an import of the modules whose names the importer asks for, not of all it re-exports
 * (tree shaking drops the others). The names are every name the importer imports: a name two modules
 * export leads to both, which only keeps a module out of a group.
 */
function barrelAwareImports(info: Info): (id: string) => string[] {
  const barrels = new Map<string, Map<string, string[]> | undefined>();
  const barrel = (id: string) => {
    if (barrels.has(id)) return barrels.get(id);
    const module = info(id);
    const code = module?.code ?? '';
    let byName: Map<string, string[]> | undefined;
    if (code && ONLY_REEXPORTS.test(code)) {
      byName = new Map();
      const base = id.split('?')[0]?.replace(/\.[cm]?[jt]sx?$/, '') ?? id;
      const dir = base.slice(0, Math.max(base.lastIndexOf('/'), base.lastIndexOf('\\')));
      for (const [, list = '', spec = ''] of code.matchAll(REEXPORT)) {
        const wanted = `${dir}/${spec.replace(/^\.\//, '')}`.replace(/\\/g, '/');
        const target = module?.importedIds.find(
          (imported) => imported.replace(/\\/g, '/').replace(/\.[cm]?[jt]sx?$/, '') === wanted,
        );
        if (!target) {
          byName = undefined;
          break;
        }
        for (const name of namesIn(list, 'exported')) byName.set(name, [...(byName.get(name) ?? []), target]);
      }
    }
    barrels.set(id, byName);
    return byName;
  };
  return (id) => {
    const module = info(id);
    const code = module?.code ?? '';
    const names = new Set(
      [...code.matchAll(NAMED_IMPORT)].flatMap(([, list = '']) => namesIn(list, 'imported')),
    );
    const namespace = /import\s*\*|export\s*\*/.test(code);
    return (module?.importedIds ?? []).flatMap((imported) => {
      const byName = namespace ? undefined : barrel(imported);
      if (!byName) return [imported];
      return [...names].flatMap((name) => byName.get(name) ?? []);
    });
  };
}
