// The queries the products area shares (the list, the create wizard and the product page): what a new or
// changed product may be, and its price. Account pages' loaders are split from the entry chunk
// (vite.config.ts `codeSplittingOptions`), so this module loads with the products pages only.
import {
  type ApiClient,
  type ProductPaymentContextRequest,
  type ProductStatus,
  unwrap,
} from '@dbcloud/api-client';
import { queryOptions, skipToken } from '@tanstack/react-query';
import { productKeys } from './keys';

/** The statuses that end by themselves: while a product is in one, the list and its page look again. */
const CHANGING: ReadonlySet<ProductStatus> = new Set(['creating', 'scaling', 'restarting', 'terminating']);
export const isChanging = (status: ProductStatus): boolean => CHANGING.has(status);

/**
 * The tiers' rules: instance sizes, storage limits, the additional-node limit (GET products/create/context).
 * They change rarely, and every product change invalidates them with the rest of the area.
 */
export const createContextQuery = (api: ApiClient, domainName: string) =>
  queryOptions({
    queryKey: productKeys.createContext(domainName),
    // The route's loader has just tried: a failed load shows its error and "Try again" refetches.
    retryOnMount: false,
    queryFn: ({ signal }) =>
      unwrap(api.GET('/products/create/context/{domainName}', { params: { path: { domainName } }, signal })),
    staleTime: 5 * 60_000,
  });

/**
 * The price of a configuration, now and after a change (POST products/payment-context): the wizard's
 * price panel and the product page's "new price". Null: nothing to price yet.
 */
export const paymentContextQuery = (
  api: ApiClient,
  domainName: string,
  request: ProductPaymentContextRequest | null,
) =>
  queryOptions({
    queryKey: productKeys.paymentContext(domainName, request),
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
