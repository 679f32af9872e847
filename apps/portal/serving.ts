// What the dev and preview servers (`pnpm dev`, `npm start`, the browser tests) send with every answer,
// pages, assets and the fake cloud's API alike: the security headers production sends
// (SECURITY_HEADERS, from the fake cloud, which sends them on its own server too). And what they never
// serve: the build's own records under dist/.vite (the manifest and chunk-modules.json, which list every
// source file of the portal). No CORS either: vite.config.ts turns Vite's off (`cors: false`).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { posix } from 'node:path';
import { SECURITY_HEADERS } from '@dbcloud/fake-cloud';
import type { Plugin } from 'vite';

/** `/.vite/…` at the root of what is served, however the path is spelled (`//.vite`, `/%2Evite`, `/a/../.vite`). */
const BUILD_RECORDS = /^\/\.vite(\/|$)/;

function isBuildRecord(url: string | undefined): boolean {
  const [rawPath = '/'] = (url ?? '/').split(/[?#]/);
  try {
    return BUILD_RECORDS.test(posix.normalize(decodeURIComponent(rawPath)));
  } catch {
    // Not a path a file could be served from (malformed escapes): refuse it as well.
    return true;
  }
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

/** The security headers on every answer, and 404 for dist/.vite; list it before `fakeCloud()`. */
export function serving(): Plugin {
  return {
    name: 'dbcloud-serving',
    configureServer(server) {
      server.middlewares.use(securityMiddleware);
    },
    configurePreviewServer(server) {
      server.middlewares.use(securityMiddleware);
    },
  };
}
