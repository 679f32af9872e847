// What the product page's routes start in their loaders, without waiting: the product (the page's
// header and every tab) and the open tab's own data. The router loads the tab's chunk with the page's,
// so the chunks, the product and the tab's data all come side by side (no waterfall); the page shows
// its skeleton meanwhile, and the tab its own.
import type { ApiClient, UserCloudAccount } from '@dbcloud/api-client';
import type { QueryClient } from '@tanstack/react-query';
import { can } from '../../../app/access';
import { createContextQuery } from '../api';
import { auditLogQuery, healthQuery, metricQuery, productQuery } from './api';
import { MONITORED_METRICS, metricWindow } from './monitoring-search';
import type { AuditSearch, HealthSearch, MonitoringSearch } from './search';
import { auditChoices, DEFAULT_HEALTH_PERIOD } from './tab-choices';

interface LoaderContext {
  api: ApiClient;
  queryClient: QueryClient;
  account: UserCloudAccount;
}

/** A tab route's params: `/portal/{cloudAccount}/product/{tab}/{id}`. */
interface ProductParams {
  cloudAccount: string;
  id: string;
}

/**
 * Starts the product, unless the user may not open products (the page then says which role is
 * missing): says whether the tab may start its own data.
 */
export function prefetchProduct(context: LoaderContext, { cloudAccount, id }: ProductParams): boolean {
  if (!can(context.account, 'getProducts')) return false;
  void context.queryClient.prefetchQuery(productQuery(context.api, cloudAccount, id));
  return true;
}

/** The product and the tiers' rules (instance sizes, storage limits, the additional-node limit). */
export function prefetchTierRules(context: LoaderContext, params: ProductParams): void {
  if (!prefetchProduct(context, params)) return;
  void context.queryClient.prefetchQuery(createContextQuery(context.api, params.cloudAccount));
}

/** The product and the monitoring tab's charts: every metric of every node over the period chosen. */
export function prefetchMetrics(
  context: LoaderContext,
  params: ProductParams,
  search: MonitoringSearch,
): void {
  if (!prefetchProduct(context, params)) return;
  const window = metricWindow(search.period);
  for (const metric of MONITORED_METRICS) {
    void context.queryClient.prefetchQuery(
      metricQuery(context.api, params.cloudAccount, params.id, metric, window),
    );
  }
}

/** The product, and incidents, suggestions and availability over the period chosen (none depends on the node). */
export function prefetchHealth(context: LoaderContext, params: ProductParams, search: HealthSearch): void {
  if (!prefetchProduct(context, params)) return;
  const period = search.period ?? DEFAULT_HEALTH_PERIOD;
  for (const part of ['incidents', 'suggestions', 'availability'] as const) {
    void context.queryClient.prefetchQuery(
      healthQuery(context.api, params.cloudAccount, params.id, part, period),
    );
  }
}

/**
 * The product and the audit log of the node and day chosen. Which nodes the product has decides the
 * node, so the log waits for the product (already on its way) rather than asking for a node it lacks.
 */
export function prefetchAuditLog(context: LoaderContext, params: ProductParams, search: AuditSearch): void {
  if (!prefetchProduct(context, params)) return;
  const { api, queryClient } = context;
  void queryClient
    .ensureQueryData(productQuery(api, params.cloudAccount, params.id))
    .then((product) => {
      const nodeTags = product.nodes.map((node) => node.nodeTag);
      const { node, date } = auditChoices(search, nodeTags, Date.now());
      return queryClient.prefetchQuery(auditLogQuery(api, params.cloudAccount, params.id, node, date));
    })
    .catch(() => undefined); // the page shows the product's own failure
}
