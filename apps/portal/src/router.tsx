import { createRouter } from '@tanstack/react-router';
import type { RouterContext } from './app/router-context';
import { PageLoading } from './components/page-loading';
import { routeTree } from './routeTree.gen';

export function createAppRouter(context: RouterContext) {
  return createRouter({
    routeTree,
    context,
    defaultPreload: 'intent',
    // The query cache decides freshness; the router always asks it.
    defaultPreloadStaleTime: 0,
    defaultPendingComponent: PageLoading,
    defaultPendingMs: 300,
    // Loaders start their data and do not wait (each page shows its own skeleton), so the pending page
    // only covers a route's chunk. The router's default keeps it at least 500 ms once shown, and a cold
    // load shows it from the first render: the products list then appeared up to 400 ms after its data
    // (`pnpm bench lists`). The page's own skeleton takes over as soon as the chunk is in.
    defaultPendingMinMs: 0,
    scrollRestoration: true,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
