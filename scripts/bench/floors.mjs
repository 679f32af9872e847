// The measured floors of the bundle budgets' public page classes: the JS first loaded by the smallest
// app of each stack, built with the portal's own Vite, React plugin and dependency versions.
// - content: React, React DOM, TanStack Router and TanStack Query (an entry that renders a router with
//   one route whose component uses a query);
// - form: that plus react-hook-form with @hookform/resolvers' valibot resolver, valibot and
//   @dbcloud/api-client (the route's component also has a `useForm` with `valibotResolver` and reads
//   through a `createApiClient` client).
// Each app is written to and built in .bench/floors/<stack>/ (gitignored) and measured the way
// scripts/lib/bundle-sizes.mjs measures a page: the gzip of each JS file the entry loads, summed.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { root } from '../lib/bootstrap.mjs';
import { firstLoadBytes } from '../lib/bundle-sizes.mjs';

const portalDir = path.join(root, 'apps/portal');
const floorsDir = path.join(root, '.bench/floors');

const HTML = `<!doctype html>
<html lang="en">
  <head><meta charset="UTF-8" /><title>floor</title></head>
  <body><div id="app"></div><script type="module" src="/main.tsx"></script></body>
</html>
`;

// Both apps end alike: their `Page` as the one route of a router, rendered inside a query client.
const MOUNT = `const rootRoute = createRootRoute();
const pageRoute = createRoute({ getParentRoute: () => rootRoute, path: '/', component: Page });
const router = createRouter({ routeTree: rootRoute.addChildren([pageRoute]) });
const queryClient = new QueryClient();

createRoot(document.getElementById('app') as HTMLElement).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);
`;

const CONTENT = `import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { createRootRoute, createRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

function Page() {
  const { data } = useQuery({ queryKey: ['floor'], queryFn: async () => 'floor' });
  return <p>{data}</p>;
}

${MOUNT}`;

const FORM = `import { createApiClient } from '@dbcloud/api-client';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { createRootRoute, createRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { useForm } from 'react-hook-form';
import * as v from 'valibot';

const api = createApiClient({ baseUrl: '/api/v1' });
const schema = v.object({ email: v.pipe(v.string(), v.trim(), v.email('Enter an e-mail address.')) });

function Page() {
  const { data } = useQuery({
    queryKey: ['floor'],
    queryFn: async () => (await api.GET('/configuration')).data,
  });
  const form = useForm({ resolver: valibotResolver(schema), defaultValues: { email: '' } });
  return (
    <form onSubmit={form.handleSubmit(() => undefined)}>
      <p>{data?.supportEmail}</p>
      <input type="email" {...form.register('email')} />
      <p>{form.formState.errors.email?.message}</p>
    </form>
  );
}

${MOUNT}`;

export const FLOOR_APPS = { content: CONTENT, form: FORM };

/** Imports a package the way apps/portal resolves it (its own version of Vite and of the plugin). */
async function importFromPortal(name) {
  const resolved = createRequire(path.join(portalDir, 'package.json')).resolve(name);
  return import(pathToFileURL(resolved).href);
}

/** Builds each floor app; resolves `{ content, form }` in gzip bytes. */
export async function measureFloors() {
  const { build } = await importFromPortal('vite');
  const { default: react } = await importFromPortal('@vitejs/plugin-react');
  const portalEntry = path.join(portalDir, 'src/main.tsx');
  const floors = {};
  for (const [stack, source] of Object.entries(FLOOR_APPS)) {
    const dir = path.join(floorsDir, stack);
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, 'index.html'), HTML);
    writeFileSync(path.join(dir, 'main.tsx'), source);
    await build({
      configFile: false,
      root: dir,
      logLevel: 'error',
      plugins: [
        {
          // Bare imports resolve as if the portal made them: the workspace's versions, not others.
          name: 'floor:resolve-as-portal',
          enforce: 'pre',
          resolveId(source, importer, options) {
            if (!importer?.startsWith(dir) || /^[./\0]/.test(source)) return null;
            return this.resolve(source, portalEntry, { ...options, skipSelf: true });
          },
        },
        react(),
      ],
      // The options of the portal's build that change its JS (apps/portal/vite.config.ts).
      build: {
        outDir: path.join(dir, 'dist'),
        emptyOutDir: true,
        target: 'es2022',
        sourcemap: false,
        manifest: true,
        modulePreload: { polyfill: false },
      },
    });
    floors[stack] = firstLoadBytes(path.join(dir, 'dist'));
  }
  return floors;
}
