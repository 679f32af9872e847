// Page views, reported to the endpoint GET configuration names, and only when it says the site is
// `production`. Elsewhere nothing is loaded and nothing is sent: the reporter (./page-views) is
// imported only after the configuration said so, which keeps it out of every page's first load (the
// bundle budgets). Only the path is reported: never query strings (they can carry
// sign-in tokens).
import type { ApiClient, Configuration } from '@dbcloud/api-client';
import type { QueryClient } from '@tanstack/react-query';
import { configurationQuery } from './configuration';
import type { PageViewSource, SendPageView } from './page-views';

export type { PageViewSource, SendPageView } from './page-views';

/** Starts reporting page views when the configuration allows it; resolves whether it did. */
export async function startAnalytics(
  router: PageViewSource,
  queryClient: QueryClient,
  api: ApiClient,
  send?: SendPageView,
): Promise<boolean> {
  let configuration: Configuration;
  try {
    configuration = await queryClient.fetchQuery(configurationQuery(api));
  } catch {
    return false;
  }
  const { environment, analytics } = configuration;
  if (environment !== 'production' || !analytics.enabled) return false;
  // Read off the module, not destructured: the shorter wrapper the build writes is in every page's entry.
  const pageViews = await import('./page-views');
  pageViews.reportPageViews(router, analytics, send);
  return true;
}
