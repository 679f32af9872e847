// Product details (SPEC §7 Products, DESIGN §7 product/{activeTab}/{id}): the query keys and queries of the
// product page's tabs. Keys start with the products list's prefix, `['tenant', d, 'products']`, so that a
// change made here also refreshes the list (features/products) when it invalidates `productKeys.all`.
import type { ApiClient, MetricName, ProductPaymentContextRequest } from '@dbcloud/api-client';
import { unwrap } from '@dbcloud/api-client';
import { queryOptions, skipToken } from '@tanstack/react-query';

export const productKeys = {
  all: (domainName: string) => ['tenant', domainName, 'products'] as const,
  detail: (domainName: string, productId: string) =>
    [...productKeys.all(domainName), 'detail', productId] as const,
  createContext: (domainName: string) => [...productKeys.all(domainName), 'create-context'] as const,
  price: (domainName: string, request: ProductPaymentContextRequest | null) =>
    [...productKeys.all(domainName), 'payment-context', request] as const,
  metric: (domainName: string, productId: string, metric: MetricName, window: MetricWindow) =>
    [...productKeys.detail(domainName, productId), 'metric', metric, window] as const,
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
