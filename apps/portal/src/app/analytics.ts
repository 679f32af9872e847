// Page views, reported to the endpoint GET configuration names, and only when it says the site is
// `production` (SPEC §9, DESIGN §10). Elsewhere nothing is loaded and nothing is sent. Only the path is
// reported: never query strings (they can carry sign-in tokens).
import type { ApiClient, Configuration } from '@dbcloud/api-client';
import type { QueryClient } from '@tanstack/react-query';
import { configurationQuery } from './configuration';

export interface PageViewSource {
  /** `resolvedLocation` is set once a navigation (the first load included) has finished. */
  readonly state: { readonly resolvedLocation?: { readonly pathname: string } | undefined };
  subscribe(event: 'onResolved', listener: (event: { toLocation: { pathname: string } }) => void): () => void;
}

/** Starts reporting page views when the configuration allows it; resolves whether it did. */
export async function startAnalytics(
  router: PageViewSource,
  queryClient: QueryClient,
  api: ApiClient,
  send: (url: string, body: string) => void = beacon,
): Promise<boolean> {
  let configuration: Configuration;
  try {
    configuration = await queryClient.fetchQuery(configurationQuery(api));
  } catch {
    return false;
  }
  const { environment, analytics } = configuration;
  if (environment !== 'production' || !analytics.enabled) return false;
  const report = (path: string) =>
    send(analytics.endpoint, JSON.stringify({ siteId: analytics.siteId, path }));
  // Each finished navigation is one page view: the first load counts here if it already finished,
  // otherwise when it does.
  const resolved = router.state.resolvedLocation;
  if (resolved) report(resolved.pathname);
  router.subscribe('onResolved', ({ toLocation }) => report(toLocation.pathname));
  return true;
}

function beacon(url: string, body: string): void {
  const blob = new Blob([body], { type: 'application/json' });
  if (!navigator.sendBeacon?.(url, blob)) {
    void fetch(url, {
      method: 'POST',
      body,
      headers: { 'Content-Type': 'application/json' },
      keepalive: true,
    });
  }
}
