// The page-view reporter of ./analytics, loaded only once the configuration says `production`.
import type { Configuration } from '@dbcloud/api-client';

export interface PageViewSource {
  /** `resolvedLocation` is set once a navigation (the first load included) has finished. */
  readonly state: { readonly resolvedLocation?: { readonly pathname: string } | undefined };
  subscribe(event: 'onResolved', listener: (event: { toLocation: { pathname: string } }) => void): () => void;
}

export type SendPageView = (url: string, body: string) => void;

/** Reports each finished navigation's path to the configured endpoint. */
export function reportPageViews(
  router: PageViewSource,
  { endpoint, siteId }: Configuration['analytics'],
  send: SendPageView = beacon,
): void {
  const report = (path: string) => send(endpoint, JSON.stringify({ siteId, path }));
  // Each finished navigation is one page view: the first load counts here if it already finished,
  // otherwise when it does.
  const resolved = router.state.resolvedLocation;
  if (resolved) report(resolved.pathname);
  router.subscribe('onResolved', ({ toLocation }) => report(toLocation.pathname));
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
