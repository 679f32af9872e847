import type { ApiClient, UserCloudAccount } from '@dbcloud/api-client';
import type { QueryClient } from '@tanstack/react-query';
import { canOpenProducts } from '../access';
import { productQuery } from './api';
import type { ProductTab } from './tabs';

/**
 * Starts what the product page shows, without waiting: the product (the page's header and every tab), the
 * tab's chunk and the tab's own data, side by side (no waterfall). The page shows its skeleton meanwhile.
 */
export function prefetchProductPage(
  context: { api: ApiClient; queryClient: QueryClient; account: UserCloudAccount },
  domainName: string,
  productId: string,
  tab: ProductTab,
  search: Record<string, unknown>,
): void {
  void tab.load();
  if (!canOpenProducts(context.account)) return;
  void context.queryClient.prefetchQuery(productQuery(context.api, domainName, productId));
  tab.prefetch?.(context, domainName, productId, search);
}
