// What the dev and preview servers (`pnpm dev`, `npm start`, the browser tests) send with every answer,
// pages, assets and the fake cloud's API alike: the security headers production sends
// (SECURITY_HEADERS, from the fake cloud, which sends them on its own server too). And what they never
// serve: the build's own records under dist/.vite (the manifest and chunk-modules.json, which list every
// source file of the portal). No CORS either: vite.config.ts turns Vite's off (`cors: false`).
//
// The preview server (`npm start`, `pnpm e2e`, `pnpm screenshots`, the benchmarks) serves the build as
// production does (README, "Serving in production"): a prerendered public page's own HTML
// (dist/_site/<path>/index.html, prerender.ts), dist/portal.html for a signed-in page (the portal
// build's, portal-build.ts), dist/index.html for every other page, compressed
// (brotli or gzip, as the browser accepts), hashed assets cached for a year and pages revalidated.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path, { posix } from 'node:path';
import { SECURITY_HEADERS } from '@dbcloud/fake-cloud';
import type { Plugin, PreviewServer } from 'vite';
import { ROUTE_PRELOADS_FILE, type RoutePreloads } from './chunk-graph.ts';
import { PORTAL_PAGE, PORTAL_RECORDS } from './portal-build.ts';
import {
  type CachedFile,
  COMPRESSIBLE,
  cached,
  encodedBody,
  MIN_COMPRESSED_BYTES,
  negotiateEncoding,
  TYPES,
} from './served-files.ts';

/** `/.vite/…` at the root of what is served, however the path is spelled (`//.vite`, `/%2Evite`, `/a/../.vite`). */
const BUILD_RECORDS = /^\/\.vite(\/|$)/;

/** The path a request names, decoded and normalised; undefined when it is not one a file could have. */
function requestPath(url: string | undefined): string | undefined {
  const [rawPath = '/'] = (url ?? '/').split(/[?#]/);
  try {
    const decoded = decodeURIComponent(rawPath);
    return decoded.includes('\0') ? undefined : posix.normalize(decoded);
  } catch {
    return undefined;
  }
}

function isBuildRecord(url: string | undefined): boolean {
  const pathname = requestPath(url);
  // Not a path a file could be served from (malformed escapes): refuse it as well.
  return pathname === undefined || BUILD_RECORDS.test(pathname);
}

function securityMiddleware(req: IncomingMessage, res: ServerResponse, next: () => void): void {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
  if (isBuildRecord(req.url)) {
    res.statusCode = 404;
    res.setHeader('Content-Type', 'text/plain; charset=utf-8');
    res.end('Not found\n');
    return;
  }
  next();
}

// --- Serving the build ----------------------------------------------------------------------------

/** Where the build's prerendered public pages are (prerender.ts): dist/_site/<path>/index.html. */
export const PRERENDERED_DIR = '_site';

/** The file of a prerendered path, relative to dist (`/user/login` → `_site/user/login/index.html`). */
export function prerenderedFile(pathname: string): string {
  return posix.join(PRERENDERED_DIR, pathname, 'index.html');
}

/** The route tree's address patterns, written by the build (prerender.ts), relative to dist. */
export const ROUTES_FILE = '.vite/routes.json';
/** The prerendered not-found page: the answer, with status 404, to an address no route has. */
export const NOT_FOUND_PAGE = prerenderedFile('/not-found');

/**
 * One regular expression for the addresses of the route tree's patterns (`$id` one segment, a final `$`
 * any rest, a trailing slash allowed): what nginx or a CDN rule needs to tell a page of the app from an
 * address no route has (README, "Serving in production").
 */
export function routesPattern(patterns: readonly string[]): string {
  const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const alternatives = patterns.map((pattern) => {
    const segments = pattern.replace(/\/+$/, '').split('/').filter(Boolean);
    let source = '';
    for (const segment of segments) {
      if (segment === '$') source += '(?:/.*)?';
      else if (segment.startsWith('$')) source += '/[^/]+';
      else source += `/${literal(segment)}`;
    }
    return source;
  });
  return `^(?:${[...new Set(alternatives)].sort().join('|')})/?$`;
}

/** Hashed file names (Vite's `assets/`): a new build names new files, so these never change. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Pages and the files of public/ (theme.js, the icons): kept, but asked for again each time (ETag). */
export const REVALIDATE = 'no-cache';
/**
 * The service worker (src/sw.ts): `no-cache` like pages, never long-cached, or a new build would not
 * reach a browser that has the old one until that cache expired.
 */
export const SERVICE_WORKER = 'sw.js';

/** As Vite's own fallback: a request that takes HTML (a browser opening a page). */
function wantsHtml(req: IncomingMessage): boolean {
  const accept = req.headers.accept;
  return !accept || accept.includes('text/html') || accept.includes('*/*');
}

/** The API and the fake cloud's controls, which the fake cloud's middleware answers. */
const NOT_FILES = /^\/(api|__fake)(\/|$)/;

/**
 * Serves `dist` as production does; anything it does not serve goes on to Vite (its 404). `pageHeaders`
 * go on pages (the Content-Security-Policy).
 */
export function buildFiles(dist: string, pageHeaders: Record<string, string> = {}) {
  const files = new Map<string, CachedFile>();
  /** Whether an address is one of the route tree's (all are, for a build without its routes file). */
  let routes: { key: string; test: (pathname: string) => boolean } | undefined;
  const isRoute = (pathname: string): boolean => {
    const file = path.join(dist, ROUTES_FILE);
    const known = cached(files, file);
    if (!known) return true;
    if (routes?.key !== known.key) {
      const pattern = new RegExp(routesPattern(JSON.parse(known.body.toString('utf8')) as string[]));
      routes = { key: known.key, test: (pathname) => pattern.test(pathname) };
    }
    return routes.test(pathname);
  };
  /** Each build's route JS (chunk-graph.ts), as patterns, most specific first; by its records file. */
  const preloads = new Map<
    string,
    { key: string; routes: { test: RegExp; files: string[]; later: string[] }[] }
  >();
  const variants = new Map<string, CachedFile>();
  /**
   * A build's page (index.html, or portal.html for the portal build with its records) with `<link
   * rel="modulepreload">` for the JS of the route at `pathname`.
   */
  const withPreloads = (page: CachedFile, pathname: string, records: string): CachedFile => {
    const recordsFile = path.join(dist, records);
    const known = cached(files, recordsFile);
    if (!known) return page;
    let table = preloads.get(recordsFile);
    if (table?.key !== known.key) {
      const parsed = JSON.parse(known.body.toString('utf8')) as RoutePreloads;
      const specificity = (pattern: string) =>
        pattern.endsWith('/$')
          ? -1
          : pattern.split('/').filter((segment) => segment && !segment.startsWith('$')).length;
      const routes = Object.keys(parsed)
        .sort((a, b) => specificity(b) - specificity(a))
        .map((pattern) => ({
          test: new RegExp(routesPattern([pattern])),
          files: parsed[pattern]?.files ?? [],
          later: parsed[pattern]?.later ?? [],
        }));
      table = { key: known.key, routes };
      preloads.set(recordsFile, table);
      variants.clear();
    }
    const route = table.routes.find(({ test }) => test.test(pathname));
    if (!route) return page;
    const key = `${records}|${page.key}|${route.test.source}`;
    const made = variants.get(key);
    if (made) return made;
    // The route's files, then those its page asks for once it has rendered, with a low priority.
    const links = [
      ...route.files.map((name) => `<link rel="modulepreload" crossorigin href="/${name}">`),
      ...route.later.map(
        (name) => `<link rel="modulepreload" crossorigin href="/${name}" fetchpriority="low">`,
      ),
    ].join('');
    const html = page.body.toString('utf8').replace('</head>', `${links}</head>`);
    const variant: CachedFile = {
      key,
      body: Buffer.from(html),
      etag: page.etag.replace(/"$/, `-${createHash('sha1').update(links).digest('hex').slice(0, 8)}"`),
      encoded: new Map(),
    };
    variants.set(key, variant);
    return variant;
  };
  const send = async (
    req: IncomingMessage,
    res: ServerResponse,
    file: string,
    entry: CachedFile,
    status = 200,
  ) => {
    const extension = path.extname(file);
    const hashed = file.startsWith(path.join(dist, 'assets') + path.sep);
    // The page headers (the Content-Security-Policy) go with pages only, as README says: on each asset
    // they would repeat the policy, long with its style hashes, on every answer a page loads. And with
    // the service worker, whose own policy is the one its answer carries.
    if (extension === '.html' || file === path.join(dist, SERVICE_WORKER))
      for (const [name, value] of Object.entries(pageHeaders)) res.setHeader(name, value);
    res.setHeader('Content-Type', TYPES[extension] ?? 'application/octet-stream');
    res.setHeader('Cache-Control', hashed ? IMMUTABLE : REVALIDATE);
    res.setHeader('ETag', entry.etag);
    const compressible = COMPRESSIBLE.has(extension) && entry.body.length >= MIN_COMPRESSED_BYTES;
    if (compressible) res.setHeader('Vary', 'Accept-Encoding');
    if (status === 200 && req.headers['if-none-match']?.split(/\s*,\s*/).includes(entry.etag)) {
      res.statusCode = 304;
      res.end();
      return;
    }
    const coding = compressible ? negotiateEncoding(req.headers['accept-encoding']) : undefined;
    const body = coding ? await encodedBody(entry, coding) : entry.body;
    if (coding) res.setHeader('Content-Encoding', coding);
    res.setHeader('Content-Length', body.length);
    res.statusCode = status;
    res.end(req.method === 'HEAD' ? undefined : body);
  };
  const middleware = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => {
    const pathname = requestPath(req.url);
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !pathname || NOT_FILES.test(pathname)) {
      return next();
    }
    const asFile = path.join(dist, pathname);
    let file = asFile.startsWith(dist + path.sep) ? asFile : undefined;
    let entry = file && cached(files, file);
    if (!entry && pathname.startsWith('/assets/')) {
      // A chunk of another build (a page open across a deploy): a 404, not a page in its place.
      res.statusCode = 404;
      res.setHeader('Content-Type', 'text/plain; charset=utf-8');
      res.end('Not found\n');
      return;
    }
    if (!entry && wantsHtml(req)) {
      // A prerendered public page, else the page that renders in the browser (the portal and the rest).
      const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
      file = path.join(dist, prerenderedFile(trimmed));
      entry = cached(files, file);
      if (!entry && isRoute(trimmed)) {
        // A signed-in page: the portal build's page (portal-build.ts), when the build has one.
        const portal = trimmed.startsWith('/portal/')
          ? cached(files, path.join(dist, PORTAL_PAGE))
          : undefined;
        file = path.join(dist, portal ? PORTAL_PAGE : 'index.html');
        entry = portal ?? cached(files, file);
        const records = portal
          ? `${PORTAL_RECORDS}/${path.posix.basename(ROUTE_PRELOADS_FILE)}`
          : ROUTE_PRELOADS_FILE;
        if (entry) entry = withPreloads(entry, trimmed, records);
      } else if (!entry) {
        // No page has this address: the prerendered not-found page, with its status.
        file = path.join(dist, NOT_FOUND_PAGE);
        entry = cached(files, file);
        if (entry) return send(req, res, file, entry, 404).catch(next);
      }
    }
    if (!file || !entry) return next();
    send(req, res, file, entry).catch(next);
  };
  /** Compresses the assets ahead of their first request (the server's first pages do not wait for it). */
  const warm = (names: readonly string[]) => {
    for (const name of names) {
      const file = path.join(dist, name);
      const entry = cached(files, file);
      if (!entry || !COMPRESSIBLE.has(path.extname(file)) || entry.body.length < MIN_COMPRESSED_BYTES)
        continue;
      for (const coding of ['br', 'gzip'] as const) encodedBody(entry, coding).catch(() => undefined);
    }
  };
  return { middleware, warm };
}

function previewFiles(server: PreviewServer) {
  const { config } = server;
  const dist = path.resolve(config.root, config.build.outDir);
  const files = buildFiles(dist, (config.preview.headers ?? {}) as Record<string, string>);
  // Both builds' files (the main one's and the portal's).
  for (const manifestFile of ['.vite/manifest.json', `${PORTAL_RECORDS}/manifest.json`]) {
    try {
      const manifest = JSON.parse(readFileSync(path.join(dist, manifestFile), 'utf8')) as Record<
        string,
        { file: string; css?: string[] }
      >;
      files.warm([
        ...new Set(Object.values(manifest).flatMap((chunk) => [chunk.file, ...(chunk.css ?? [])])),
      ]);
    } catch {
      // No manifest (a stand-in build): each file is compressed on its first request.
    }
  }
  return files.middleware;
}

/**
 * The security headers on every answer and 404 for dist/.vite; on the preview server, the build served
 * as production serves it. List it before `fakeCloud()`.
 */
export function serving(): Plugin {
  return {
    name: 'dbcloud-serving',
    configureServer(server) {
      server.middlewares.use(securityMiddleware);
    },
    configurePreviewServer(server) {
      // An idle connection stays open 65 s, not Node's 5 s (nginx keeps 75 s; load balancers 60 s): a
      // client that sends on a kept-alive connection just as the server closes it gets a reset, which a
      // browser retries but a script's HTTP client (the browser tests' request API) reports as an error.
      const http = server.httpServer;
      if ('keepAliveTimeout' in http) http.keepAliveTimeout = 65_000;
      server.middlewares.use(securityMiddleware);
      server.middlewares.use(previewFiles(server));
    },
  };
}
