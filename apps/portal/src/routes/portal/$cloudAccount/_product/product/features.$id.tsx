import { createFileRoute } from '@tanstack/react-router';
import { FeaturesTab } from '../../../../../features/products/details/features-tab';
import { prefetchTierRules } from '../../../../../features/products/details/loader';
import { useProductTab } from '../../../../../features/products/details/tab-props';

/** The product's features; the tiers' rules say which its tier offers. */
export const Route = createFileRoute('/portal/$cloudAccount/_product/product/features/$id')({
  loader: ({ context, params }) => prefetchTierRules(context, params),
  component: FeaturesRoute,
});

function FeaturesRoute() {
  return <FeaturesTab {...useProductTab()} />;
}
