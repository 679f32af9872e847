import { type Configuration, createApiClient } from '@dbcloud/api-client';
import { describe, expect, it, vi } from 'vitest';
import { type PageViewSource, startAnalytics } from './analytics';
import { createQueryClient } from './query-client';

function setup(environment: Configuration['environment'], enabled = true) {
  const configuration: Configuration = {
    environment,
    supportEmail: 'support@dbcloud.dev',
    statusPageUrl: 'https://status.dbcloud.dev',
    analytics: { enabled, endpoint: 'https://analytics.dbcloud.dev/api/event', siteId: 'portal' },
    cardProvider: {
      kind: 'hosted',
      scriptUrl: 'https://x.test/s.js',
      apiKey: 'k',
      origins: [],
      environment: 'LIVE',
    },
  };
  const api = createApiClient({
    baseUrl: 'http://portal.test/api/v1',
    fetch: async () => Response.json(configuration),
  });
  const listeners: ((event: { toLocation: { pathname: string } }) => void)[] = [];
  const router: {
    state: { resolvedLocation?: { pathname: string } };
    subscribe: PageViewSource['subscribe'];
  } = {
    state: { resolvedLocation: { pathname: '/user/login/link' } },
    subscribe: (_: 'onResolved', listener: (event: { toLocation: { pathname: string } }) => void) => {
      listeners.push(listener);
      return () => undefined;
    },
  };
  const send = vi.fn();
  const navigate = (pathname: string) => {
    for (const listener of listeners) listener({ toLocation: { pathname } });
  };
  return {
    start: () => startAnalytics(router, createQueryClient({ retry: false }), api, send),
    send,
    navigate,
    router,
  };
}

describe('analytics', () => {
  it('reports page views (paths only) when the configuration says production', async () => {
    const { start, send, navigate } = setup('production');
    expect(await start()).toBe(true);
    navigate('/portal/acme/home');
    expect(send.mock.calls.map(([url, body]) => [url, JSON.parse(body)])).toEqual([
      ['https://analytics.dbcloud.dev/api/event', { siteId: 'portal', path: '/user/login/link' }],
      ['https://analytics.dbcloud.dev/api/event', { siteId: 'portal', path: '/portal/acme/home' }],
    ]);
  });

  it('counts a first load that is still resolving once, when it resolves', async () => {
    const { start, send, navigate, router } = setup('production');
    router.state.resolvedLocation = undefined;
    await start();
    navigate('/terms');
    expect(send.mock.calls.map(([, body]) => JSON.parse(body).path)).toEqual(['/terms']);
  });

  it.each(['demo', 'staging'] as const)('sends nothing in %s', async (environment) => {
    const { start, send, navigate } = setup(environment);
    expect(await start()).toBe(false);
    navigate('/portal/acme/home');
    expect(send).not.toHaveBeenCalled();
  });

  it('sends nothing in production when analytics are disabled', async () => {
    const { start, send } = setup('production', false);
    expect(await start()).toBe(false);
    expect(send).not.toHaveBeenCalled();
  });
});
