// The product page's tabs (DESIGN §7 product/{activeTab}/{id}). Each tab is its own chunk, loaded when it
// is opened, with its own data (`prefetch`, started by the route's loader beside the chunk's download).
// Adding a tab is one entry here.
import type { ApiClient } from '@dbcloud/api-client';
import type { QueryClient } from '@tanstack/react-query';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { createContextQuery, metricQuery } from './api';
import { MONITORED_METRICS, metricWindow, monitoringSearch } from './monitoring-search';
import type { ProductTabProps } from './tab-props';

export type { ProductTabProps } from './tab-props';

interface TabContext {
  api: ApiClient;
  queryClient: QueryClient;
}

export interface ProductTab {
  /** The URL's `activeTab`. */
  name: string;
  label: string;
  /** Starts the chunk's download (the loader calls it; `component` awaits the same import). */
  load: () => Promise<ComponentType<ProductTabProps>>;
  component: LazyExoticComponent<ComponentType<ProductTabProps>>;
  /**
   * The tab's own data beyond the product, started by the route's loader. `search` is the address's
   * search as parsed, unchecked: a tab that keeps choices there checks it (health-search.ts).
   */
  prefetch?: (
    context: TabContext,
    domainName: string,
    productId: string,
    search: Record<string, unknown>,
  ) => void;
}

function tab(
  name: string,
  label: string,
  load: () => Promise<ComponentType<ProductTabProps>>,
  prefetch?: ProductTab['prefetch'],
): ProductTab {
  return {
    name,
    label,
    load,
    component: lazy(() => load().then((component) => ({ default: component }))),
    prefetch,
  };
}

/** The monitoring tab's charts: every metric of every node over the period in the URL. */
const metrics: ProductTab['prefetch'] = ({ api, queryClient }, domainName, productId, search) => {
  const window = metricWindow(monitoringSearch(search).period);
  for (const metric of MONITORED_METRICS)
    void queryClient.prefetchQuery(metricQuery(api, domainName, productId, metric, window));
};

/** The tiers' rules (instance sizes, storage limits, the additional-node limit). */
const tierRules: ProductTab['prefetch'] = ({ api, queryClient }, domainName) =>
  void queryClient.prefetchQuery(createContextQuery(api, domainName));

export const PRODUCT_TABS: readonly ProductTab[] = [
  tab('general', 'General', () => import('./components/general-tab').then((m) => m.GeneralTab), tierRules),
  tab('nodes', 'Nodes', () => import('./components/nodes-tab').then((m) => m.NodesTab), tierRules),
  tab('security', 'Security', () => import('./components/security-tab').then((m) => m.SecurityTab)),
  tab(
    'features',
    'Features',
    () => import('./components/features-tab').then((m) => m.FeaturesTab),
    tierRules,
  ),
  tab(
    'monitoring',
    'Monitoring',
    () => import('./components/monitoring-tab').then((m) => m.MonitoringTab),
    metrics,
  ),
  tab('settings', 'Settings', () => import('./components/settings-tab').then((m) => m.SettingsTab)),
];

export const DEFAULT_TAB = 'general';

export const productTab = (name: string): ProductTab | undefined => PRODUCT_TABS.find((t) => t.name === name);
