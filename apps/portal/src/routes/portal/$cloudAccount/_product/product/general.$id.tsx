import { createFileRoute } from '@tanstack/react-router';
import { GeneralTab } from '../../../../../features/products/details/general-tab';
import { prefetchTierRules } from '../../../../../features/products/details/loader';
import { useProductTab } from '../../../../../features/products/details/tab-props';

/** The product's instance, storage and price; the tiers' rules give its choices. */
export const Route = createFileRoute('/portal/$cloudAccount/_product/product/general/$id')({
  loader: ({ context, params }) => prefetchTierRules(context, params),
  component: GeneralRoute,
});

function GeneralRoute() {
  return <GeneralTab {...useProductTab()} />;
}
