// The products list's queries: the products, and their status polled while one is changing.
import { type ApiClient, unwrap } from '@dbcloud/api-client';
import { queryOptions } from '@tanstack/react-query';
import { isChanging } from '../api';
import { productKeys } from '../keys';

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
