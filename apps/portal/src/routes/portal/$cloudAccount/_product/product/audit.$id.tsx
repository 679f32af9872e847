import { createFileRoute } from '@tanstack/react-router';
import { AuditTab } from '../../../../../features/products/details/audit-tab';
import { prefetchAuditLog } from '../../../../../features/products/details/loader';
import { auditSearch } from '../../../../../features/products/details/search';
import { useProductTab } from '../../../../../features/products/details/tab-props';

/** Who did what on one node (`?node=A`) during one UTC day (`?date=2026-11-20`). */
export const Route = createFileRoute('/portal/$cloudAccount/_product/product/audit/$id')({
  validateSearch: auditSearch,
  loaderDeps: ({ search: { date, node } }) => ({ date, node }),
  loader: ({ context, params, deps }) => prefetchAuditLog(context, params, deps),
  component: AuditRoute,
});

function AuditRoute() {
  return <AuditTab {...useProductTab()} search={Route.useSearch()} />;
}
