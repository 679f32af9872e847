// The fake cloud as Vite dev and preview middleware: /api/v1 and /__fake on the dev server's own
// origin, with real HTTP and real cookies. Only dev and preview servers use it; builds never do.
import type { Plugin } from 'vite';
import { createFakeCloud, type FakeCloudOptions } from './cloud.js';
import { handleNodeRequest } from './node.js';

export function fakeCloud(options: FakeCloudOptions = {}): Plugin {
  const cloud = createFakeCloud(options);
  const middleware = (
    req: Parameters<typeof handleNodeRequest>[1],
    res: Parameters<typeof handleNodeRequest>[2],
    next: () => void,
  ) => void handleNodeRequest(cloud, req, res, next);
  return {
    name: 'dbcloud-fake-cloud',
    apply: (_config, env) => env.command === 'serve' || env.isPreview === true,
    configureServer(server) {
      server.middlewares.use(middleware);
    },
    configurePreviewServer(server) {
      server.middlewares.use(middleware);
    },
  };
}
