import { createFileRoute } from '@tanstack/react-router';
import { prefetchMetrics } from '../../../../../features/products/details/loader';
import { MonitoringTab } from '../../../../../features/products/details/monitoring-tab';
import { monitoringSearch } from '../../../../../features/products/details/search';
import { useProductTab } from '../../../../../features/products/details/tab-props';

/** A chart per metric of every node or one (`?node=B`), over a period (`?period=7d`). */
export const Route = createFileRoute('/portal/$cloudAccount/_product/product/monitoring/$id')({
  validateSearch: monitoringSearch,
  // The charts show every node's series whichever node is chosen: only the period asks for new data.
  loaderDeps: ({ search: { period } }) => ({ period }),
  loader: ({ context, params, deps }) => prefetchMetrics(context, params, deps),
  component: MonitoringRoute,
});

function MonitoringRoute() {
  return <MonitoringTab {...useProductTab()} search={Route.useSearch()} />;
}
