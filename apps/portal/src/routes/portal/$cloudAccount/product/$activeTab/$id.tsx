import { createFileRoute, redirect } from '@tanstack/react-router';
import { prefetchProductPage } from '../../../../../features/products/details/loader';
import { ProductPage } from '../../../../../features/products/details/product-page';
import { DEFAULT_TAB, PRODUCT_TABS, productTab } from '../../../../../features/products/details/tabs';

export const Route = createFileRoute('/portal/$cloudAccount/product/$activeTab/$id')({
  // Split into the page's chunk with the component (vite.config.ts). An unknown tab opens the general tab.
  loader: ({ context, params, location }) => {
    const tab = productTab(params.activeTab);
    if (!tab)
      throw redirect({ to: Route.fullPath, params: { ...params, activeTab: DEFAULT_TAB }, replace: true });
    prefetchProductPage(context, params.cloudAccount, params.id, tab, location.search);
  },
  component: ProductRoute,
});

function ProductRoute() {
  const { cloudAccount, activeTab, id } = Route.useParams();
  const { account } = Route.useRouteContext();
  const tab = productTab(activeTab) ?? PRODUCT_TABS[0];
  if (!tab) return null;
  return <ProductPage key={id} account={account} domainName={cloudAccount} productId={id} tab={tab} />;
}
