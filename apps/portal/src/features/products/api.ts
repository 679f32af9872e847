// Products (products, product/create): the query keys and queries of the
// products list and the create wizard. Account pages' loaders are split from the entry chunk
// (vite.config.ts `codeSplittingOptions`), so this module loads with the products pages only.
import {
  type ApiClient,
  type ProductPaymentContextRequest,
  type ProductStatus,
  type Tier,
  unwrap,
} from '@dbcloud/api-client';
import { queryOptions } from '@tanstack/react-query';

export const productKeys = {
  all: (domainName: string) => ['tenant', domainName, 'products'] as const,
  list: (domainName: string) => [...productKeys.all(domainName), 'list'] as const,
  status: (domainName: string) => [...productKeys.all(domainName), 'status'] as const,
  createContext: (domainName: string) => [...productKeys.all(domainName), 'create-context'] as const,
  paymentContext: (domainName: string, config: ProductPaymentContextRequest) =>
    [...productKeys.all(domainName), 'payment-context', config] as const,
  subdomain: (domainName: string, tier: Tier, subdomainName: string) =>
    [...productKeys.all(domainName), 'subdomain-available', tier, subdomainName] as const,
};

/**
 * For a call whose path names no account: the account it is for (X-Tenant-ID). The header rather than
 * the api-client's `withTenant`, which would move into the api-client chunk every page loads first
 * (0.26 KB gzip, against the bundle budgets).
 */
export const tenantHeader = (domainName: string) => ({ 'X-Tenant-ID': domainName });

/** The statuses that end by themselves: while a product is in one, the list polls. */
const CHANGING: ReadonlySet<ProductStatus> = new Set(['creating', 'scaling', 'restarting', 'terminating']);
export const isChanging = (status: ProductStatus): boolean => CHANGING.has(status);

/** How often the list asks for the products' status while one is changing. */
export const STATUS_POLL_MS = 5_000;

/** The account's products, newest first (GET products/get-products). */
export const productsQuery = (api: ApiClient, domainName: string) =>
  queryOptions({
    queryKey: productKeys.list(domainName),
    // The route's loader has just tried: a failed load shows its error and "Try again" refetches.
    retryOnMount: false,
    queryFn: async ({ signal }) => {
      const products = await unwrap(
        api.GET('/products/get-products/{domainName}', { params: { path: { domainName } }, signal }),
      );
      // For `pnpm bench lists`: from here to `products:rows`, the time to the first rows.
      performance.mark(PRODUCTS_DATA_MARK, { detail: { count: products.length } });
      return products;
    },
  });

/** User-timing marks the list leaves for benchmarks: its data arrived; its first rows are in the page. */
export const PRODUCTS_DATA_MARK = 'products:data';
export const PRODUCTS_ROWS_MARK = 'products:rows';

/**
 * The status of each product and node (GET products/status), polled every few seconds while any
 * product is creating, scaling, restarting or terminating, and no more once none is.
 */
export const productsStatusQuery = (api: ApiClient, domainName: string) =>
  queryOptions({
    queryKey: productKeys.status(domainName),
    queryFn: ({ signal }) =>
      unwrap(api.GET('/products/status/{domainName}', { params: { path: { domainName } }, signal })),
    refetchInterval: (query) => {
      const items = query.state.data?.items;
      return items && !items.some((item) => isChanging(item.status)) ? false : STATUS_POLL_MS;
    },
  });

/** What the create wizard may offer (GET products/create/context). */
export const createContextQuery = (api: ApiClient, domainName: string) =>
  queryOptions({
    queryKey: productKeys.createContext(domainName),
    retryOnMount: false,
    queryFn: ({ signal }) =>
      unwrap(api.GET('/products/create/context/{domainName}', { params: { path: { domainName } }, signal })),
  });

/** The price of a configuration (POST products/payment-context): the wizard's price panel. */
export const paymentContextQuery = (
  api: ApiClient,
  domainName: string,
  config: ProductPaymentContextRequest,
) =>
  queryOptions({
    queryKey: productKeys.paymentContext(domainName, config),
    queryFn: ({ signal }) =>
      unwrap(
        api.POST('/products/payment-context/{domainName}', {
          params: { path: { domainName } },
          body: config,
          signal,
        }),
      ),
    staleTime: 60_000,
  });

/** Whether a subdomain is free for a tier in the account (POST domain/is-subdomain-available). */
export const subdomainAvailabilityQuery = (
  api: ApiClient,
  domainName: string,
  tier: Tier,
  subdomainName: string,
) =>
  queryOptions({
    queryKey: productKeys.subdomain(domainName, tier, subdomainName),
    queryFn: ({ signal }) =>
      unwrap(
        api.POST('/domain/is-subdomain-available', {
          body: { tier, domainName, subdomainName },
          headers: tenantHeader(domainName),
          signal,
        }),
      ),
    staleTime: 10_000,
  });
