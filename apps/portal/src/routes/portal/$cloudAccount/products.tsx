import { createFileRoute } from '@tanstack/react-router';
import { can } from '../../../app/access';
import { currentSummaryQuery } from '../../../components/budget/api';
import { productsQuery } from '../../../features/products/list/api';
import { ProductsPage } from '../../../features/products/list/products-page';
import { productsSearch } from '../../../features/products/list/search';

export const Route = createFileRoute('/portal/$cloudAccount/products')({
  staticData: { area: 'products' },
  // The loader goes with the page's chunk (vite.config.ts); it starts the list, and the month's costs per
  // product for those who may see them, and does not wait: the page shows its skeleton, then the
  // products or what failed with a retry.
  validateSearch: productsSearch,
  loader: ({ context, params }) => {
    if (!can(context.account, 'getProducts')) return;
    void context.queryClient.prefetchQuery(productsQuery(context.api, params.cloudAccount));
    if (can(context.account, 'getBillingCurrentSummary')) {
      void context.queryClient.prefetchQuery(currentSummaryQuery(context.api, params.cloudAccount));
    }
  },
  component: ProductsRoute,
});

function ProductsRoute() {
  const { account } = Route.useRouteContext();
  return <ProductsPage account={account} search={Route.useSearch()} />;
}
