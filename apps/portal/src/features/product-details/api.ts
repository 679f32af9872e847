// Product details (product/{activeTab}/{id}): the query keys and queries of the
// product page's tabs. Keys start with the products list's prefix, `['tenant', d, 'products']`, so that a
// change made here also refreshes the list (features/products) when it invalidates `productKeys.all`.
import type {
  ApiClient,
  ClusterAvailability,
  ClusterHealthRequest,
  ClusterIncidentList,
  ClusterSuggestionList,
  MetricName,
  NodeTag,
  ProductPaymentContextRequest,
} from '@dbcloud/api-client';
import { unwrap } from '@dbcloud/api-client';
import { queryOptions, skipToken } from '@tanstack/react-query';
import { type HealthPeriod, windowOf } from './health-search';

export const productKeys = {
  all: (domainName: string) => ['tenant', domainName, 'products'] as const,
  detail: (domainName: string, productId: string) =>
    [...productKeys.all(domainName), 'detail', productId] as const,
  createContext: (domainName: string) => [...productKeys.all(domainName), 'create-context'] as const,
  price: (domainName: string, request: ProductPaymentContextRequest | null) =>
    [...productKeys.all(domainName), 'payment-context', request] as const,
  metric: (domainName: string, productId: string, metric: MetricName, window: MetricWindow) =>
    [...productKeys.detail(domainName, productId), 'metric', metric, window] as const,
  health: (domainName: string, productId: string, part: HealthPart, period: HealthPeriod) =>
    [...productKeys.detail(domainName, productId), 'health', part, period] as const,
  audit: (domainName: string, productId: string, nodeTag: string, date: string) =>
    [...productKeys.detail(domainName, productId), 'audit', nodeTag, date] as const,
};

/** A metric's window: ISO instants and the width of one point (see `metricWindow`). */
export interface MetricWindow {
  from: string;
  to: string;
  stepSeconds: number;
}

/** A product is changing while one of these lasts: its page looks again until it settles. */
const SETTLING = new Set(['creating', 'scaling', 'restarting', 'terminating']);

/** One product with everything its tabs show (GET products/get). */
export const productQuery = (api: ApiClient, domainName: string, productId: string) =>
  queryOptions({
    queryKey: productKeys.detail(domainName, productId),
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/products/get/{domainName}/{productId}', {
          params: { path: { domainName, productId } },
          signal,
        }),
      ),
    // While the product or a node changes (a restart, a new node, scaling), poll until it settles.
    refetchInterval: (query) => {
      const product = query.state.data;
      if (!product) return false;
      const busy =
        SETTLING.has(product.status) ||
        product.diagnosticTools === 'installing' ||
        product.nodes.some((node) => node.status !== 'running' && node.status !== 'stopped');
      return busy ? 10_000 : false;
    },
  });

/** The tiers' rules: instance sizes, storage limits, the additional-node limit (GET products/create/context). */
export const createContextQuery = (api: ApiClient, domainName: string) =>
  queryOptions({
    queryKey: productKeys.createContext(domainName),
    queryFn: ({ signal }) =>
      unwrap(api.GET('/products/create/context/{domainName}', { params: { path: { domainName } }, signal })),
    staleTime: 5 * 60_000,
  });

/** The price now and after a change of the product (POST products/payment-context); null: nothing to price. */
export const priceQuery = (
  api: ApiClient,
  domainName: string,
  request: ProductPaymentContextRequest | null,
) =>
  queryOptions({
    queryKey: productKeys.price(domainName, request),
    queryFn: request
      ? ({ signal }) =>
          unwrap(
            api.POST('/products/payment-context/{domainName}', {
              params: { path: { domainName } },
              body: request,
              signal,
            }),
          )
      : skipToken,
    staleTime: 60_000,
  });

/**
 * One metric of every node of a product over `window` (POST metrics/get-metric/, no `nodeTag`: the tab
 * picks the node it shows, so switching nodes asks nothing new).
 */
export const metricQuery = (
  api: ApiClient,
  domainName: string,
  productId: string,
  metric: MetricName,
  window: MetricWindow,
) =>
  queryOptions({
    queryKey: productKeys.metric(domainName, productId, metric, window),
    queryFn: ({ signal }) =>
      unwrap(
        api.POST('/metrics/get-metric/', {
          body: { domainName, productId, metric, ...window },
          headers: { 'X-Tenant-ID': domainName },
          signal,
        }),
      ),
    staleTime: 60_000,
  });

/** What the health tab reads (POST cluster-health/...): each its own query, so each part fails on its own. */
export type HealthPart = 'incidents' | 'suggestions' | 'availability';

interface HealthAnswer {
  incidents: ClusterIncidentList;
  suggestions: ClusterSuggestionList;
  availability: ClusterAvailability;
}

type HealthCall<P extends HealthPart> = (
  api: ApiClient,
  body: ClusterHealthRequest,
  signal: AbortSignal,
) => Promise<HealthAnswer[P]>;

// The paths name no account: the body does, and the header says the same (README "Tenancy").
const tenant = (body: ClusterHealthRequest) => ({ 'X-Tenant-ID': body.domainName });
const HEALTH_CALLS: { [P in HealthPart]: HealthCall<P> } = {
  incidents: (api, body, signal) =>
    unwrap(api.POST('/cluster-health/incidents', { body, headers: tenant(body), signal })),
  suggestions: (api, body, signal) =>
    unwrap(api.POST('/cluster-health/suggestions', { body, headers: tenant(body), signal })),
  availability: (api, body, signal) =>
    unwrap(api.POST('/cluster-health/availability', { body, headers: tenant(body), signal })),
};

/**
 * A product's incidents, suggestions or availability over the last `period`. The window ends when the
 * call is made (not when the key was made), so a refetch looks at the window up to now.
 */
export const healthQuery = <P extends HealthPart>(
  api: ApiClient,
  domainName: string,
  productId: string,
  part: P,
  period: HealthPeriod,
) =>
  queryOptions({
    queryKey: productKeys.health(domainName, productId, part, period),
    queryFn: ({ signal }) =>
      HEALTH_CALLS[part](api, { domainName, productId, ...windowOf(period, Date.now()) }, signal),
    staleTime: 60_000,
  });

/** One node's audit log for one UTC day (POST audit-log/list), newest first. */
export const auditLogQuery = (
  api: ApiClient,
  domainName: string,
  productId: string,
  nodeTag: NodeTag,
  date: string,
) =>
  queryOptions({
    queryKey: productKeys.audit(domainName, productId, nodeTag, date),
    queryFn: ({ signal }) =>
      unwrap(
        api.POST('/audit-log/list/{domainName}/{productId}/{nodeTag}/{date}', {
          params: { path: { domainName, productId, nodeTag, date } },
          body: {},
          signal,
        }),
      ),
    staleTime: 60_000,
  });
