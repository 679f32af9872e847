import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DEMO_CONFIGURATION } from '@dbcloud/fake-cloud';
import { fakeCloud } from '@dbcloud/fake-cloud/vite';
import { uiKitStyleHashes } from '@dbcloud/ui-kit/csp';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA, type VitePWAOptions } from 'vite-plugin-pwa';
import { chunkGraph } from './chunk-graph.ts';
import { contentSecurityPolicy } from './csp.ts';
import { earlyData } from './early-data.ts';
import { PORTAL_MODE, PORTAL_RECORDS, portalBuild } from './portal-build.ts';
import { portalChunks } from './portal-chunks.ts';
import { prerenderPages } from './prerender.ts';
import { serving } from './serving.ts';
import routerConfig from './tsr.config.json' with { type: 'json' };

const csp = contentSecurityPolicy({
  cardOrigins: DEMO_CONFIGURATION.cardProvider.origins,
  styleHashes: uiKitStyleHashes(),
});
const port = Number(process.env.PORT ?? 4173);
/**
 * HTTPS, and with it HTTP/2 (Vite serves HTTP/2 whenever it has a certificate, HTTP/1.1 still
 * answered): `npm start -- --cert cert.pem --key key.pem` sets these (README).
 */
const tls =
  process.env.DBCLOUD_TLS_CERT && process.env.DBCLOUD_TLS_KEY
    ? { cert: readFileSync(process.env.DBCLOUD_TLS_CERT), key: readFileSync(process.env.DBCLOUD_TLS_KEY) }
    : undefined;

/**
 * injectManifest, not generateSW: the worker's routing is ours (src/sw.ts), so that a signed-in page opens
 * from its shell on the device while a public page comes from the network (and falls back to the shell
 * only offline), and nothing is cached at run time (generateSW's navigation fallback answers every page
 * from one shell, and its runtime caching is a list to keep empty). No web app manifest and no registration script from the plugin: the portal registers the
 * worker itself, from a module (the CSP has no inline script).
 */
const serviceWorker: Partial<VitePWAOptions> = {
  strategies: 'injectManifest',
  srcDir: 'src',
  filename: 'sw.ts',
  manifest: false,
  injectRegister: false,
  injectManifest: {
    rollupFormat: 'iife',
    // The shells (index.html, and portal.html, which the signed-in pages open from), the hashed build (JS,
    // CSS, fonts, images) and public/'s files (theme.js, icons). Not the prerendered pages (dist/_site,
    // from the network), not the build's records (dist/.vite).
    globPatterns: [
      'index.html',
      'portal.html',
      'assets/**/*.{js,css,woff2,woff,svg,png}',
      '*.{js,svg,ico,png}',
    ],
    globIgnores: ['sw.js'],
    // Hashed names: the name is the revision.
    dontCacheBustURLsMatching: /^assets\//,
  },
};

/**
 * ui-kit's form controls and the forms' shared fields and live checks, used by form pages alone
 * (`codeSplitting`).
 */
const FORM_CONTROLS =
  /[\\/](ui-kit[\\/]src[\\/](checkbox|radio-group|input|control|field)|portal[\\/]src[\\/](components[\\/]forms[\\/](terms-field|schemas|forms\.module|live-status)|app[\\/]use-debounced-value))/;

/**
 * The contract's values in words (app/site-labels.ts, app/roles.ts) and as lists (`@dbcloud/api-client/
 * enums` and its roles): public and portal pages use a few of each. One small chunk: apart, each would be
 * a chunk of its own that every route loading it lists in the entry, which is every page's first load
 * (the bundle budgets).
 */
const WORDS =
  /[\\/](api-client[\\/]dist[\\/](enums|role-list-[\w-]+)\.js|portal[\\/]src[\\/]app[\\/](site-labels|roles)\.ts)$/;

/** The portal's words (app/labels.ts) come with the status badge, which most portal pages show. */
const PORTAL_WORDS = /[\\/]portal[\\/]src[\\/](app[\\/]labels|components[\\/]product-status-badge)\.tsx?$/;

/**
 * The brand mark, the skip link, the theme, whether the page has hydrated and ui-kit's class-name helper:
 * every page's frame uses them.
 */
const FRAME =
  /[\\/](portal[\\/]src[\\/](components[\\/](brand-mark|skip-link)|app[\\/](theme|hydrated))|ui-kit[\\/]src[\\/]cn)\b/;

/**
 * The portal's frame (header, navigation, its small-screen menu button, account switcher, user menu, the
 * palette's button) with the navigation's table and the account switch it uses: every portal page loads
 * them together, as one chunk. A frame module left out lands in another group's chunk, and the two
 * chunks then import each other (`pnpm check:bundle` fails on such a cycle). The portal pages' mutation
 * hook (app/mutation-hook.ts) rides along, and React Query's mutation code with it: apart, they were
 * one more chunk that the entry names (each public page 13 to 20 bytes gzip more).
 */
const PORTAL_FRAME =
  /[\\/]portal[\\/]src[\\/](components[\\/]portal[\\/](portal-layout|nav-links|navigation-menu|account-switcher|user-menu|palette-button)|app[\\/](navigation|account-switch|mutation-hook))\.(tsx?|module\.css)$/;

/**
 * What every page loads with the entry that lazily loaded chunks import too: Vite's preload helper, the
 * session, the search-param pieces of the routes' schemas and the api-client (its entry and the chunk of
 * errors and operations it shares with the parts it loads lazily). Left alone, Rolldown gives each of
 * them a chunk of its own (a module the entry shares with lazy chunks does not go into the entry); in the
 * frame's chunk every page saves those chunks' import and compression overhead (`pnpm check:bundle`).
 */
const EVERY_PAGE =
  /^\0vite\/preload-helper|[\\/]portal[\\/]src[\\/]app[\\/](search-params|session|remembered-account)\.ts$|[\\/]api-client[\\/]dist[\\/](index|errors-[\w-]+)\.js$/;

/**
 * What the route tree imports for every page (the routes' search schemas, the public pages' queries, the
 * configuration) and ui-kit's button with what it renders: all in every first load. Once the budget
 * banner and the products list's costs shared the account's queries across pages, Rolldown gave each of
 * these a chunk of its own (nine more files before the entry could run, each with its own overhead, on
 * every public page: `pnpm check:bundle`); named here, they stay in the frame's chunk.
 */
const ROUTE_TREE =
  /[\\/]portal[\\/]src[\\/](features[\\/][\w-]+[\\/](search|details[\\/]search)\.ts|features[\\/](pricing|sign-in|invitations)[\\/]api\.ts|app[\\/]configuration\.ts)$|[\\/]ui-kit[\\/]src[\\/](button|slot|spinner|visually-hidden)(\.module\.css|\.tsx)$/;

/**
 * A form's plumbing (`useServerForm`) with react-hook-form and its resolvers: every page that loads one
 * loads the other (`codeSplitting`).
 */
const FORM =
  /[\\/](react-hook-form|@hookform|portal[\\/]src[\\/]app[\\/]use-(server-form|submit-once))[\\/.]/;

/**
 * What most pages show beside their content and load together: a problem in words, the alert that
 * shows it, ui-kit's icons, text links and muted text (`codeSplitting`).
 */
const COMMON =
  /[\\/](portal[\\/]src[\\/](app[\\/]form-errors|components[\\/](alert|forms[\\/]page\.module))|ui-kit[\\/]src[\\/](icons|text-link|muted))\b/;

/**
 * The modules of the products area that its three pages (list, create, product page) share, and the
 * list's query, which the frame's command palette reads too (no chunk of its own in every preload list).
 */
const PRODUCTS_SHARED = /[\\/]features[\\/]products[\\/](keys|api|access|cidr|mutations|list[\\/]api)\.ts$/;

/**
 * An account page's loader travels with its component, in the page's chunk, so the entry (what every
 * page, public ones included, loads first) does not grow with each portal area (`pnpm check:bundle`
 * measures it). No waterfall: the chunk downloads while `$cloudAccount`'s beforeLoad fetches
 * the user, and loaders run after it. Public pages keep their loaders in the entry (their data starts
 * with the first script). Its error screen comes with them: one chunk, one preload list per page. The
 * profile pages' loaders too: they are portal pages behind `/portal/profile`'s beforeLoad the same way.
 * The public site's frame (`_site`) is not split at all: every public page loads it first, and in the
 * entry it saves each of them a chunk's imports and compression, which the tightest public pages need
 * (`pnpm check:bundle`); the portal's first load carries it too, where there is room for it.
 */
const codeSplittingOptions = {
  splitBehavior: ({ routeId }: { routeId: string }) =>
    routeId === '/_site'
      ? []
      : routeId.startsWith('/portal/$cloudAccount/') || routeId.startsWith('/portal/profile/')
        ? [['loader', 'component', 'errorComponent'], ['notFoundComponent'], ['pendingComponent']]
        : // A public page's error screen comes with its component too (its loader stays in the entry).
          [['component', 'errorComponent'], ['notFoundComponent'], ['pendingComponent']],
};

/**
 * public/favicon.svg written into the page's `<link rel="icon">` as a `data:` address: as a file, it took
 * one of the six connections a page opens to the server while the app's first scripts waited for one
 * (`pnpm bench portal`). The CSP's `img-src` allows `data:`.
 */
function inlineFavicon(): Plugin {
  return {
    name: 'dbcloud:inline-favicon',
    transformIndexHtml(html) {
      const svg = readFileSync(path.join(import.meta.dirname, 'public/favicon.svg'), 'utf8').trim();
      return html.replace('href="/favicon.svg"', `href="data:image/svg+xml,${encodeURIComponent(svg)}"`);
    },
  };
}

/**
 * The libraries the entry imports statically go into one chunk: left alone, Rolldown cuts them into
 * about ten small shared chunks, which cost requests and bytes (each is compressed on its own: `pnpm
 * check:bundle`). Only node_modules: grouping our own modules the same way drags the api-client's lazily
 * loaded operations table into the entry (a group takes its modules' static imports).
 */
const LIBS = {
  name: 'libs',
  tags: ['$initial' as const],
  test: /[\\/]node_modules[\\/]|^\0(vite\/preload-helper|rolldown\/runtime)/,
};

export default defineConfig(({ mode }) => {
  // `vite build --mode portal`, after the main build: the signed-in pages' own chunks (portal-build.ts).
  const portal = mode === PORTAL_MODE;
  const chunks = chunkGraph(portal ? PORTAL_RECORDS : undefined);
  const frames = portalChunks();
  const portalChunking = portal ? portalBuild(path.resolve(import.meta.dirname, 'dist')) : undefined;
  return {
    // serving() first: its headers go on every answer, the fake cloud's included.
    plugins: [
      tanstackRouter({ ...routerConfig, codeSplittingOptions }),
      react(),
      inlineFavicon(),
      serving(),
      fakeCloud(),
      chunks.plugin,
      ...(portalChunking
        ? [
            portalChunking.plugin,
            // The service worker (src/sw.ts → dist/sw.js), built last so that its precache lists both
            // builds' files: precaches the shell and the hashed assets; never the API, the fake cloud's
            // controls or a page's HTML. Registered by app/service-worker.tsx (lazily, in production builds
            // only), so no page's first load grows.
            VitePWA(serviceWorker),
          ]
        : [
            frames.plugin,
            // A signed-in page's first data, asked for before the app's scripts arrive (early-data.ts).
            earlyData(),
            // After the client build: the public pages as HTML (dist/_site), hydrated by main.tsx.
            prerenderPages(),
          ]),
    ],
    resolve: {
      alias: [
        // TanStack's store asks for the shim that backports useSyncExternalStore to React 17; React 19 has
        // it, and the shim's own copy would be in every page's first load (`pnpm check:bundle`).
        {
          find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/,
          replacement: 'use-sync-external-store/with-selector',
        },
      ],
    },
    // The served build carries the CSP; the dev server cannot (React's hot reload injects an inline script).
    // No CORS: Vite's default answers any localhost origin, which would let a page on another local port
    // read the API and the fake cloud's mailbox (sign-in links) with the user's cookie.
    preview: {
      port,
      strictPort: true,
      host: '127.0.0.1',
      cors: false,
      headers: { 'Content-Security-Policy': csp },
      ...(tls ? { https: tls } : {}),
    },
    server: { port, host: '127.0.0.1', cors: false },
    // The manifest and .vite/chunk-modules.json (chunk-graph.ts) let scripts/lib/bundle-sizes.mjs measure
    // what each route loads and tell form pages from content pages (the bundle budgets).
    build: {
      target: 'es2022',
      // The portal build adds its files to the main build's (which empties dist first).
      emptyOutDir: !portal,
      // One stylesheet for the whole portal, cached once: per-chunk CSS files put about 30 more names into
      // every page's preload table, JS every page loads (`pnpm check:bundle`), and a lazily loaded screen
      // never waits for its styles.
      cssCodeSplit: false,
      sourcemap: false,
      manifest: portal ? `${PORTAL_RECORDS}/manifest.json` : true,
      // Every browser that runs this build (ES2022) supports <link rel=modulepreload> natively.
      // A lazily loaded chunk preloads only what is not loaded yet (chunk-graph.ts).
      modulePreload: { polyfill: false, resolveDependencies: chunks.resolveDependencies },
      rolldownOptions: {
        output: {
          // Pages name the chunks and styles they load, in import statements and preload lists, about a
          // dozen each, and the entry names every route's chunks: files named by their hash alone, of seven
          // characters (the least Rolldown takes for this many chunks: it fails the build, never collides,
          // when more are needed), keep every name short on every page (`pnpm check:bundle`). Which sources a file holds is in dist/.vite/chunk-modules.json
          // (chunk-graph.ts), which route loads it in the manifest.
          entryFileNames: 'assets/[hash:7].js',
          chunkFileNames: 'assets/[hash:7].js',
          assetFileNames: (asset) =>
            asset.names.some((name) => name.endsWith('.css'))
              ? 'assets/[hash][extname]'
              : 'assets/[name]-[hash][extname]',
          codeSplitting: {
            groups: portal
              ? [LIBS, ...(portalChunking?.groups ?? [])]
              : [
                  LIBS,
                  // The form controls only form pages use: one chunk instead of five small ones that each pay
                  // their own compression and import overhead, on every form page. Only these modules: their
                  // dependencies stay where they are.
                  { name: 'controls', test: FORM_CONTROLS, includeDependenciesRecursively: false },
                  // A form and its plumbing: one chunk instead of three, each with its own import overhead on a
                  // form page.
                  { name: 'form', test: FORM, includeDependenciesRecursively: false },
                  // Small modules most pages load: one chunk, not five, each with its own overhead on a page
                  // that shows a form, most portal pages too (`pnpm check:bundle` measures these groups).
                  { name: 'common', test: COMMON, includeDependenciesRecursively: false },
                  // What both frames (the site's and the portal's) show on every page, and what else every page
                  // loads first (EVERY_PAGE): one small chunk, not six.
                  {
                    name: 'frame',
                    test: (id: string) => FRAME.test(id) || EVERY_PAGE.test(id) || ROUTE_TREE.test(id),
                    includeDependenciesRecursively: false,
                  },
                  { name: 'words', test: WORDS, includeDependenciesRecursively: false },
                  { name: 'portal-frame', test: PORTAL_FRAME, includeDependenciesRecursively: false },
                  // The portal's icons (lucide), which only portal pages use: one chunk. Left alone, the icons the
                  // frame shows landed in the chunk of the menu primitives that the same pages load, and every
                  // portal page's first load took the menus, a large chunk, to draw its navigation.
                  { name: 'icons', test: /[\\/]lucide-react[\\/]/, includeDependenciesRecursively: false },
                  { name: 'portal-words', test: PORTAL_WORDS, includeDependenciesRecursively: false },
                  // What the products list, the create wizard and the product page share (keys, shared queries,
                  // the address-range rule, mutations): one chunk, not one per combination of pages that use it.
                  { name: 'products', test: PRODUCTS_SHARED, includeDependenciesRecursively: false },
                  // The signed-in pages' frames, each in one file (portal-chunks.ts).
                  ...frames.groups,
                ],
          },
        },
      },
    },
  };
});
