import { createFileRoute } from '@tanstack/react-router';
import { HealthTab } from '../../../../../features/products/details/health-tab';
import { prefetchHealth } from '../../../../../features/products/details/loader';
import { healthSearch } from '../../../../../features/products/details/search';
import { useProductTab } from '../../../../../features/products/details/tab-props';

/** Availability, incidents and suggestions over a period (`?period=7d`), incidents of a node (`?node=B`). */
export const Route = createFileRoute('/portal/$cloudAccount/_product/product/health/$id')({
  validateSearch: healthSearch,
  // Incidents are asked for every node and filtered on the page: only the period asks for new data.
  loaderDeps: ({ search: { period } }) => ({ period }),
  loader: ({ context, params, deps }) => prefetchHealth(context, params, deps),
  component: HealthRoute,
});

function HealthRoute() {
  return <HealthTab {...useProductTab()} search={Route.useSearch()} />;
}
