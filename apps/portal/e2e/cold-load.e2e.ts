// A cold load of a portal page (no request waterfalls: data starts in the loaders): a signed-in
// user opens /portal/acme/home in a fresh tab with an empty cache. Each API call is made once, the
// route's data needs exactly four (configuration, user info, the dashboard, the API keys for the keys
// expiring soon: its loader starts both), and nothing is fetched twice.
import type { Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { settle, signIn, usePortal } from './support';

describe('cold load of /portal/acme/home', () => {
  const portal = usePortal();

  it('makes each request once, and only five API calls: configuration, user, dashboard, API keys, the budget (its banner)', async () => {
    const { page, context } = portal;
    await signIn(page, 'owner@demo.dbcloud.dev');
    // A new tab with an empty memory cache, the session cookie kept (what a returning user opens).
    const fresh = await context.newPage();
    // Routing every request through Playwright turns the HTTP cache off: nothing comes from disk.
    await fresh.route('**/*', (route) => route.continue());
    const requests: Request[] = [];
    fresh.on('request', (request) => requests.push(request));
    await fresh.goto(`${portal.baseUrl}/portal/acme/home`);
    await fresh.getByRole('heading', { level: 1, name: /^Welcome/ }).waitFor();
    await settle(fresh);
    const urls = requests.map((request) => new URL(request.url()));
    const api = urls.filter((url) => url.pathname.startsWith('/api/')).map((url) => url.pathname);
    expect(api.sort()).toEqual([
      '/api/v1/api-keys/acme',
      '/api/v1/billing/budget/acme',
      '/api/v1/configuration',
      '/api/v1/dashboard-user-info/acme',
      '/api/v1/user',
    ]);
    const all = urls.map((url) => url.pathname + url.search);
    expect(all.length, `requests: ${all.join(', ')}`).toBe(new Set(all).size);
    const byType = new Map<string, number>();
    for (const request of requests)
      byType.set(request.resourceType(), (byType.get(request.resourceType()) ?? 0) + 1);
    console.log(`cold load of /portal/acme/home: ${requests.length} requests`, Object.fromEntries(byType));
    await fresh.close();
  });
});
