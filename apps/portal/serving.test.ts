// What `npm start` serves (vite preview with the portal's own vite.config.ts, on a stand-in build): the
// security headers on every answer, the CSP on pages, no CORS for a page on another local port,
// nothing of dist/.vite, a prerendered page's own HTML, the portal build's page for a signed-in page and
// index.html for the rest, compressed as the browser accepts, hashed assets cached for a year and pages
// revalidated.

import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { type PreviewServer, preview } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routesPattern } from './serving';

const portalDir = path.dirname(fileURLToPath(import.meta.url));
const OTHER_LOCAL_PAGE = 'http://localhost:9999';

let server: PreviewServer;
let dist: string;
let origin: string;

/** A hashed asset big enough to be compressed. */
const BUNDLE = `export const words = ${JSON.stringify('all work and no play '.repeat(200))};\n`;
const page = (name: string) => `<!doctype html><title>DBCloud</title><div id="app"><h1>${name}</h1></div>`;

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'portal-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  mkdirSync(path.join(dist, '.vite'));
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><head><script src="/theme.js"></script><title>DBCloud</title><script type="module" crossorigin src="/assets/app.js"></script></head><div id="root"></div>',
  );
  // The portal build's page and records (portal-build.ts): its own entry and route files.
  writeFileSync(
    path.join(dist, 'portal.html'),
    '<!doctype html><head><script src="/theme.js"></script><title>DBCloud</title><script type="module" crossorigin src="/assets/portal-app.js"></script></head><div id="root" data-build="portal"></div>',
  );
  mkdirSync(path.join(dist, '.vite/portal'));
  writeFileSync(
    path.join(dist, '.vite/portal/route-preloads.json'),
    JSON.stringify({
      '/portal/$cloudAccount/products': {
        files: ['assets/portal-libs.js', 'assets/portal-frame.js', 'assets/portal-products.js'],
        later: ['assets/portal-toaster.js'],
      },
      '/portal/$cloudAccount/$': { files: ['assets/portal-libs.js', 'assets/portal-frame.js'], later: [] },
    }),
  );
  writeFileSync(path.join(dist, 'assets/app.js'), 'export {};\n');
  writeFileSync(path.join(dist, 'assets/bundle.js'), BUNDLE);
  writeFileSync(path.join(dist, 'theme.js'), '// the theme\n');
  writeFileSync(path.join(dist, 'sw.js'), '// the service worker\n');
  mkdirSync(path.join(dist, '_site/user/login'), { recursive: true });
  writeFileSync(path.join(dist, '_site/index.html'), page('Landing'));
  writeFileSync(path.join(dist, '_site/user/login/index.html'), page('Sign in'));
  mkdirSync(path.join(dist, '_site/not-found'), { recursive: true });
  writeFileSync(path.join(dist, '_site/not-found/index.html'), page('Page not found'));
  writeFileSync(
    path.join(dist, '.vite/route-preloads.json'),
    JSON.stringify({
      '/portal/$cloudAccount/products': {
        files: ['assets/libs.js', 'assets/products.js'],
        later: ['assets/toaster.js', 'assets/chart.js'],
      },
      '/portal/$cloudAccount/$': {
        files: ['assets/libs.js', 'assets/account.js'],
        later: ['assets/toaster.js'],
      },
    }),
  );
  writeFileSync(
    path.join(dist, '.vite/routes.json'),
    JSON.stringify([
      '/',
      '/not-found',
      '/portal/$cloudAccount/$',
      '/portal/$cloudAccount/products',
      '/portal/$cloudAccount/product/$tab/$id',
      '/user/login/',
      '/user/register/thank-you',
    ]),
  );
  mkdirSync(path.join(dist, 'docs'));
  writeFileSync(path.join(dist, 'docs/api.md'), '# DBCloud API: API reference\n');
  writeFileSync(path.join(dist, 'llms.txt'), '# DBCloud\n');
  writeFileSync(path.join(dist, '.vite/manifest.json'), '{"src/main.tsx":{"file":"assets/app.js"}}');
  writeFileSync(
    path.join(dist, '.vite/chunk-modules.json'),
    '{"assets/app.js":{"sources":["src/main.tsx"]}}',
  );
  server = await preview({
    configFile: path.join(portalDir, 'vite.config.ts'),
    root: portalDir,
    logLevel: 'silent',
    build: { outDir: dist },
    preview: { port: 0, strictPort: false, open: false },
  });
  const address = server.httpServer.address();
  origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}, 60_000);

afterAll(async () => {
  await server?.close();
  if (dist) rmSync(dist, { recursive: true, force: true });
});

const get = (pathname: string, headers: Record<string, string> = {}) =>
  fetch(`${origin}${pathname}`, { headers: { Origin: OTHER_LOCAL_PAGE, ...headers } });

describe('the preview server behind npm start', () => {
  it.each([
    ['a page', '/'],
    ['a portal route (the SPA fallback)', '/portal/acme/products'],
    ['an asset', '/assets/app.js'],
    ['the API', '/api/v1/configuration'],
    ['an API error', '/api/v1/products/get-products/acme'],
    ['a fake-cloud control', '/__fake/mailbox'],
  ])('sends the security headers and no CORS header on %s', async (_what, pathname) => {
    const response = await get(pathname);
    expect(response.status).toBeLessThan(500);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    const permissions = response.headers.get('permissions-policy') ?? '';
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
      expect(permissions).toContain(`${feature}=()`);
    }
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    expect(response.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it('keeps the Content-Security-Policy on pages', async () => {
    const csp = (await get('/')).headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it('serves the service worker revalidated, never long-cached, under the CSP that lets it run', async () => {
    const response = await get('/sw.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('content-security-policy')).toContain("worker-src 'self'");
    expect((await get('/')).headers.get('content-security-policy')).toContain("worker-src 'self'");
  });

  it('answers a CORS preflight from another local origin without allowing it', async () => {
    const response = await fetch(`${origin}/__fake/mailbox`, {
      method: 'OPTIONS',
      headers: { Origin: OTHER_LOCAL_PAGE, 'Access-Control-Request-Method': 'GET' },
    });
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    expect(response.headers.get('access-control-allow-methods')).toBeNull();
  });

  it.each([
    '/.vite/manifest.json',
    '/.vite/chunk-modules.json',
    '/.vite/',
    '//.vite/manifest.json',
    '/%2Evite/manifest.json',
    '/assets/../.vite/manifest.json',
  ])('does not serve %s (404)', async (pathname) => {
    const response = await get(pathname);
    expect(response.status).toBe(404);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await response.text()).not.toContain('main.tsx');
  });
});

/** The raw answer (no decompression), as a browser that sends `headers` gets it. */
function raw(
  pathname: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request(`${origin}${pathname}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

const html = { Accept: 'text/html' };

describe('serving the build as production does', () => {
  it.each([
    ['/', 'Landing'],
    ['/user/login', 'Sign in'],
    ['/user/login/', 'Sign in'],
    ['/user/login?redirect=%2Fportal', 'Sign in'],
  ])('answers the prerendered path %s with its own HTML', async (pathname, heading) => {
    const response = await raw(pathname, html);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body.toString()).toContain(`<h1>${heading}</h1>`);
  });

  it.each([
    '/portal/acme/products',
    '/portal/acme/product/general/prd-1',
    '/portal/acme/no-such-page/deeper',
  ])('answers %s (a signed-in page) with the portal build’s page', async (pathname) => {
    const response = await raw(pathname, html);
    expect(response.status).toBe(200);
    expect(response.body.toString()).toContain('<div id="root" data-build="portal"></div>');
  });

  it('answers a signed-in page with index.html and its routes when the build has no portal page', async () => {
    const portalPage = path.join(dist, 'portal.html');
    renameSync(portalPage, `${portalPage}.away`);
    try {
      const body = (await raw('/portal/acme/products', html)).body.toString();
      expect(body).toContain('<div id="root"></div>');
      expect(body).toContain('<link rel="modulepreload" crossorigin href="/assets/products.js">');
      expect(body).not.toContain('portal-');
    } finally {
      renameSync(`${portalPage}.away`, portalPage);
    }
  });

  it.each(['/user/register/thank-you', '/user/register/thank-you/'])(
    'answers %s (a route, not prerendered) with index.html',
    async (pathname) => {
      const response = await raw(pathname, html);
      expect(response.status).toBe(200);
      expect(response.body.toString()).toContain('<div id="root"></div>');
    },
  );

  it('names the JS of the route in index.html (modulepreload), the most specific route first', async () => {
    const links = async (pathname: string) =>
      [
        ...(await raw(pathname, html)).body
          .toString()
          .matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)"( fetchpriority="low")?>/g),
      ].map((match) => `${match[1]}${match[2] ? ' (low)' : ''}`);
    // The route's files, then what its page asks for once it has rendered, with a low priority: on a
    // signed-in page, the portal build's.
    expect(await links('/portal/acme/products')).toEqual([
      '/assets/portal-libs.js',
      '/assets/portal-frame.js',
      '/assets/portal-products.js',
      '/assets/portal-toaster.js (low)',
    ]);
    expect(await links('/portal/acme/whatever')).toEqual([
      '/assets/portal-libs.js',
      '/assets/portal-frame.js',
    ]);
    expect(await links('/user/register/thank-you')).toEqual([]);
    const products = await raw('/portal/acme/products', html);
    const other = await raw('/portal/acme/whatever', html);
    expect(products.headers.etag).not.toBe(other.headers.etag);
  });

  it.each(['/no/such/page', '/no-such-page', '/user/register/thank-you/more', '/portal-nope', '/terms.php'])(
    'answers %s (no route has it) with the prerendered not-found page and status 404',
    async (pathname) => {
      const response = await raw(pathname, html);
      expect(response.status).toBe(404);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['content-security-policy']).toBeTruthy();
      expect(response.body.toString()).toContain('<h1>Page not found</h1>');
    },
  );

  it('writes the route patterns as one expression for nginx and CDN rules', () => {
    const pattern = new RegExp(routesPattern(['/', '/portal/$cloudAccount/$', '/user/login/', '/a.b/$id']));
    for (const known of ['/', '/portal/acme', '/portal/acme/x/y', '/user/login', '/user/login/', '/a.b/1'])
      expect(known).toMatch(pattern);
    for (const unknown of ['/portal', '/user', '/user/login/x', '/aXb/1', '/a.b/1/2'])
      expect(unknown).not.toMatch(pattern);
  });

  it('serves the API reference as Markdown and llms.txt as text', async () => {
    const markdown = await raw('/docs/api.md');
    expect(markdown.status).toBe(200);
    expect(markdown.headers['content-type']).toBe('text/markdown; charset=utf-8');
    expect(markdown.body.toString()).toBe('# DBCloud API: API reference\n');
    const llms = await raw('/llms.txt');
    expect(llms.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(llms.headers['cache-control']).toBe('no-cache');
  });

  it('caches hashed assets for a year and has pages and public files revalidated', async () => {
    expect((await raw('/assets/app.js')).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
    expect((await raw('/theme.js')).headers['cache-control']).toBe('no-cache');
    expect((await raw('/', html)).headers['cache-control']).toBe('no-cache');
    expect((await raw('/portal/acme/products', html)).headers['cache-control']).toBe('no-cache');
  });

  it('sends the Content-Security-Policy with pages, not with assets', async () => {
    expect((await raw('/user/login', html)).headers['content-security-policy']).toContain(
      "default-src 'self'",
    );
    expect((await raw('/assets/bundle.js')).headers['content-security-policy']).toBeUndefined();
  });

  it('compresses with brotli, else gzip, as the browser accepts, and says it varies by that', async () => {
    const br = await raw('/assets/bundle.js', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(brotliDecompressSync(br.body).toString()).toBe(BUNDLE);
    expect(br.body.length).toBeLessThan(BUNDLE.length / 10);
    expect(Number(br.headers['content-length'])).toBe(br.body.length);

    const gzip = await raw('/assets/bundle.js', { 'Accept-Encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(BUNDLE);

    const refused = await raw('/assets/bundle.js', { 'Accept-Encoding': 'br;q=0, gzip;q=0' });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body.toString()).toBe(BUNDLE);
    expect(refused.headers.vary).toBe('Accept-Encoding');

    const none = await raw('/assets/bundle.js');
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(none.body.toString()).toBe(BUNDLE);
  });

  it('answers 304 to a request with the ETag it has', async () => {
    const first = await raw('/', html);
    const etag = String(first.headers.etag);
    const again = await raw('/', { ...html, 'If-None-Match': etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers['cache-control']).toBe('no-cache');
  });

  it('leaves the API to the fake cloud and a missing asset to a 404', async () => {
    const api = await raw('/api/v1/configuration');
    expect(api.status).toBe(200);
    expect(api.headers['content-type']).toContain('application/json');
    expect((await raw('/assets/missing.js')).status).toBe(404);
  });
});
