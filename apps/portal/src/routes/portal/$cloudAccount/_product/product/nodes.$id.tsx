import { createFileRoute } from '@tanstack/react-router';
import { prefetchTierRules } from '../../../../../features/products/details/loader';
import { NodesTab } from '../../../../../features/products/details/nodes-tab';
import { useProductTab } from '../../../../../features/products/details/tab-props';

/** The product's nodes: restart, add and remove; the tiers' rules give the additional-node limit. */
export const Route = createFileRoute('/portal/$cloudAccount/_product/product/nodes/$id')({
  loader: ({ context, params }) => prefetchTierRules(context, params),
  component: NodesRoute,
});

function NodesRoute() {
  return <NodesTab {...useProductTab()} />;
}
