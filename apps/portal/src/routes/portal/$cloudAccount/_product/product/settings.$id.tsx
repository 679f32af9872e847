import { createFileRoute } from '@tanstack/react-router';
import { prefetchProduct } from '../../../../../features/products/details/loader';
import { SettingsTab } from '../../../../../features/products/details/settings-tab';
import { useProductTab } from '../../../../../features/products/details/tab-props';

/** The product's name and its termination. */
export const Route = createFileRoute('/portal/$cloudAccount/_product/product/settings/$id')({
  loader: ({ context, params }) => void prefetchProduct(context, params),
  component: SettingsRoute,
});

function SettingsRoute() {
  return <SettingsTab {...useProductTab()} />;
}
