import { createApiClient } from '@dbcloud/api-client';
import { createMemoryHistory } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../app/query-client';
import { createAppRouter } from '../../../router';

/** The portal's router (it preloads on intent) on a page that loads nothing; every API call counted. */
function setup() {
  const calls: string[] = [];
  const api = createApiClient({
    baseUrl: 'http://portal.test/api/v1',
    fetch: async (request: Request) => {
      calls.push(`${request.method} ${new URL(request.url).pathname}`);
      return Response.json({ success: true });
    },
  });
  const router = createAppRouter({ api, queryClient: createQueryClient({ retry: false }) });
  const history = createMemoryHistory({ initialEntries: ['/terms'] });
  router.update({ ...router.options, history });
  return { router, history, calls };
}

describe('the logout route', () => {
  it('signs out on a real navigation only, never when a link to it is preloaded (hover, focus)', async () => {
    const { router, history, calls } = setup();
    await router.load();
    await router.preloadRoute({ to: '/user/logout' });
    await router.preloadRoute({ to: '/user/logout' });
    expect(calls).toEqual([]);

    history.push('/user/logout');
    await router.load();
    expect(calls).toEqual(['POST /api/v1/logout']);
  });
});
