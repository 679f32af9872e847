import { createFileRoute } from '@tanstack/react-router';
import { can } from '../../../../app/access';
import { budgetQuery } from '../../../../components/budget/api';
import { createContextQuery } from '../../../../features/products/api';
import { CreateProductPage } from '../../../../features/products/create/create-page';

export const Route = createFileRoute('/portal/$cloudAccount/product/create')({
  staticData: { area: 'products' },
  // The loader goes with the page's chunk (vite.config.ts); it starts the wizard's choices, and the
  // account's budget its price is compared with, and does not wait: the page shows its skeleton, then
  // the first step or what failed with a retry.
  loader: ({ context, params }) => {
    if (!can(context.account, 'getProducts')) return;
    void context.queryClient.prefetchQuery(createContextQuery(context.api, params.cloudAccount));
    if (can(context.account, 'getBillingBudget')) {
      void context.queryClient.prefetchQuery(budgetQuery(context.api, params.cloudAccount));
    }
  },
  component: CreateProductRoute,
});

function CreateProductRoute() {
  const { account } = Route.useRouteContext();
  return <CreateProductPage account={account} />;
}
