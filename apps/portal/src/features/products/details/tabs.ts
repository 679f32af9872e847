// The product page's tabs (product/{activeTab}/{id}). Each tab is its own chunk, loaded when it
// is opened, with its own data (`prefetch`, started by the route's loader beside the chunk's download).
// Adding a tab is one entry here.
import type { ApiClient } from '@dbcloud/api-client';
import type { QueryClient } from '@tanstack/react-query';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { createContextQuery } from '../api';
import { auditLogQuery, healthQuery, metricQuery, productQuery } from './api';
import { auditSearch, healthSearch } from './health-search';
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
  const span = metricWindow(monitoringSearch(search).period);
  for (const metric of MONITORED_METRICS)
    void queryClient.prefetchQuery(metricQuery(api, domainName, productId, metric, span));
};

/** The tiers' rules (instance sizes, storage limits, the additional-node limit). */
const tierRules: ProductTab['prefetch'] = ({ api, queryClient }, domainName) =>
  void queryClient.prefetchQuery(createContextQuery(api, domainName));

/** Incidents, suggestions and availability over the address's period (none depends on the node). */
const healthData: ProductTab['prefetch'] = ({ api, queryClient }, domainName, productId, search) => {
  const { period } = healthSearch(search, []);
  for (const part of ['incidents', 'suggestions', 'availability'] as const)
    void queryClient.prefetchQuery(healthQuery(api, domainName, productId, part, period));
};

/**
 * The address's node and day. Which nodes the product has decides the node, so this waits for the
 * product (already on its way: the page asked for it first) rather than asking for a node it lacks.
 */
const auditData: ProductTab['prefetch'] = ({ api, queryClient }, domainName, productId, search) => {
  void queryClient
    .ensureQueryData(productQuery(api, domainName, productId))
    .then((product) => {
      const nodeTags = product.nodes.map((n) => n.nodeTag);
      const { node, date } = auditSearch(search, nodeTags, Date.now());
      return queryClient.prefetchQuery(auditLogQuery(api, domainName, productId, node, date));
    })
    .catch(() => undefined); // the page shows the product's own failure
};

export const PRODUCT_TABS: readonly ProductTab[] = [
  tab('general', 'General', () => import('./general-tab').then((m) => m.GeneralTab), tierRules),
  tab('nodes', 'Nodes', () => import('./nodes-tab').then((m) => m.NodesTab), tierRules),
  tab('security', 'Security', () => import('./security-tab').then((m) => m.SecurityTab)),
  tab('features', 'Features', () => import('./features-tab').then((m) => m.FeaturesTab), tierRules),
  tab('monitoring', 'Monitoring', () => import('./monitoring-tab').then((m) => m.MonitoringTab), metrics),
  tab('health', 'Health', () => import('./health-tab').then((m) => m.HealthTab), healthData),
  tab('audit', 'Audit log', () => import('./audit-tab').then((m) => m.AuditTab), auditData),
  tab('settings', 'Settings', () => import('./settings-tab').then((m) => m.SettingsTab)),
];

export const DEFAULT_TAB = 'general';

export const productTab = (name: string): ProductTab | undefined => PRODUCT_TABS.find((t) => t.name === name);
