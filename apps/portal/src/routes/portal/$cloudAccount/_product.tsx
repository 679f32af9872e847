import { createFileRoute, Outlet, useParams } from '@tanstack/react-router';
import { ProductPage } from '../../../features/products/details/product-page';

/**
 * A product's page: its name, status and alerts above the tab bar, shared by its tabs
 * (`_product/product/<tab>.$id.tsx`, one route each: `/portal/<account>/product/<tab>/<productId>`).
 * The frame stays while the tabs change beneath it; each tab's route starts the product and its own
 * data. A layout without a path of its own: nothing but a tab's address shows it.
 */
export const Route = createFileRoute('/portal/$cloudAccount/_product')({
  // Switching account on a product's page opens the other account's products.
  staticData: { area: 'products', record: true },
  component: ProductFrame,
});

function ProductFrame() {
  const { account } = Route.useRouteContext();
  // Every tab's path ends in the product's id: the frame has it from the tab's match.
  const { cloudAccount, id } = useParams({ strict: false });
  if (!cloudAccount || !id) return null;
  return (
    <ProductPage key={id} account={account} domainName={cloudAccount} productId={id}>
      <Outlet />
    </ProductPage>
  );
}
