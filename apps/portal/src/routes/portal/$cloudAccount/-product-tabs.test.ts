import { createApiClient } from '@dbcloud/api-client';
import { expect, it } from 'vitest';
import { createQueryClient } from '../../../app/query-client';
import { PRODUCT_TABS } from '../../../features/products/details/tabs';
import { createAppRouter } from '../../../router';

it('the tab bar links every tab route of the product page, and only those', () => {
  const router = createAppRouter({
    api: createApiClient({ baseUrl: 'http://portal.test/api/v1' }),
    queryClient: createQueryClient({ retry: false }),
  });
  const tabRoutes = Object.values(router.routesById)
    .filter((route) => route.parentRoute?.id === '/portal/$cloudAccount/_product')
    .map((route) => route.fullPath);
  expect(PRODUCT_TABS.map((tab) => tab.to).sort()).toEqual(tabRoutes.sort());
});
