// What `npm start` serves (vite preview with the portal's own vite.config.ts, on a stand-in build): the
// security headers on every answer, the CSP on pages, no CORS for a page on another local port, and
// nothing of dist/.vite.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type PreviewServer, preview } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const portalDir = path.dirname(fileURLToPath(import.meta.url));
const OTHER_LOCAL_PAGE = 'http://localhost:9999';

let server: PreviewServer;
let dist: string;
let origin: string;

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'portal-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  mkdirSync(path.join(dist, '.vite'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>DBCloud</title><div id="root"></div>');
  writeFileSync(path.join(dist, 'assets/app.js'), 'export {};\n');
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
