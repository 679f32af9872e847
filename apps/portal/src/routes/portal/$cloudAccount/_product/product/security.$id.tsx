import { createFileRoute } from '@tanstack/react-router';
import { prefetchProduct } from '../../../../../features/products/details/loader';
import { SecurityTab } from '../../../../../features/products/details/security-tab';
import { useProductTab } from '../../../../../features/products/details/tab-props';

/** The product's client certificate and allowed IPs. */
export const Route = createFileRoute('/portal/$cloudAccount/_product/product/security/$id')({
  loader: ({ context, params }) => void prefetchProduct(context, params),
  component: SecurityRoute,
});

function SecurityRoute() {
  return <SecurityTab {...useProductTab()} />;
}
