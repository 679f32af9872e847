import { createApiClient } from '@dbcloud/api-client';
import { createMemoryHistory, createRootRouteWithContext, createRouter } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../app/query-client';
import type { RouterContext } from '../../../app/router-context';
import { Route as LogoutRoute } from './logout';

/** The logout route under a router that preloads on intent, as the portal's does; every API call counted. */
function setup() {
  const calls: string[] = [];
  const api = createApiClient({
    baseUrl: 'http://portal.test/api/v1',
    fetch: async (request: Request) => {
      calls.push(`${request.method} ${new URL(request.url).pathname}`);
      return Response.json({ success: true });
    },
  });
  const root = createRootRouteWithContext<RouterContext>()();
  const logout = LogoutRoute.update({
    id: '/user/logout',
    path: '/user/logout',
    getParentRoute: () => root,
  } as never);
  const history = createMemoryHistory({ initialEntries: ['/'] });
  const router = createRouter({
    routeTree: root.addChildren([logout as never]),
    context: { api, queryClient: createQueryClient({ retry: false }) },
    history,
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
  });
  return { router, history, calls };
}

describe('the logout route', () => {
  it('signs out on a real navigation only, never when a link to it is preloaded (hover, focus)', async () => {
    const { router, history, calls } = setup();
    await router.load();
    await router.preloadRoute({ to: '/user/logout' } as never);
    await router.preloadRoute({ to: '/user/logout' } as never);
    expect(calls).toEqual([]);

    history.push('/user/logout');
    await router.load();
    expect(calls).toEqual(['POST /api/v1/logout']);
  });
});
