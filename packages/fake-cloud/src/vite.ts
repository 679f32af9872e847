// The fake cloud as Vite dev and preview middleware: /api/v1 and /__fake on the dev server's own
// origin, with real HTTP and real cookies. Only dev and preview servers use it; builds never do.
import type { Plugin, PreviewServer, ViteDevServer } from 'vite';
import { createFakeCloud, type FakeCloudOptions } from './cloud.js';
import { handleNodeRequest } from './node.js';

/**
 * The origin of the server the portal is served from, the base of mailed links: the dev server's
 * configured `server.origin`, else the URL it resolved once listening (the port it actually took, as
 * `vite preview --port 0` or a busy port makes it), never a request's headers.
 */
function serverOrigin(server: ViteDevServer | PreviewServer | undefined, dev: boolean): string {
  const configured = dev ? server?.config.server.origin : undefined;
  if (configured) return new URL(configured).origin;
  const url = server?.resolvedUrls?.local[0] ?? server?.resolvedUrls?.network[0];
  if (!url) throw new Error('The fake cloud has no URL for mailed links: the server is not listening yet.');
  return new URL(url).origin;
}

/**
 * `options.publicOrigin` names the origin mailed links open; by default the dev or preview server's
 * own.
 */
export function fakeCloud(options: FakeCloudOptions = {}): Plugin {
  let server: ViteDevServer | PreviewServer | undefined;
  let dev = false;
  const cloud = createFakeCloud({
    ...options,
    publicOrigin: options.publicOrigin ?? (() => serverOrigin(server, dev)),
  });
  const middleware = (
    req: Parameters<typeof handleNodeRequest>[1],
    res: Parameters<typeof handleNodeRequest>[2],
    next: () => void,
  ) => void handleNodeRequest(cloud, req, res, next);
  return {
    name: 'dbcloud-fake-cloud',
    apply: (_config, env) => env.command === 'serve' || env.isPreview === true,
    configureServer(devServer) {
      server = devServer;
      dev = true;
      devServer.middlewares.use(middleware);
    },
    configurePreviewServer(previewServer) {
      server = previewServer;
      previewServer.middlewares.use(middleware);
    },
  };
}
