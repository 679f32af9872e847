import { createFileRoute } from '@tanstack/react-router';
import { can } from '../../../app/access';
import {
  backupDirectoryQuery,
  backupProductsQuery,
  downloadLinksQuery,
  linksInfoQuery,
} from '../../../features/backups/api';
import { BackupsPage } from '../../../features/backups/components/backups-page';
import { backupsSearch } from '../../../features/backups/search';

/**
 * The account's backups: choose a product and a database, browse its folders, make
 * temporary download links, read the encryption key, revoke the links. The loader starts every part's
 * data without waiting (each part shows its own loading, error and retry); the folder of the URL starts
 * with them when the URL names its product and database.
 */
export const Route = createFileRoute('/portal/$cloudAccount/backups')({
  // The product, database and folder of the search are the old account's: switching account opens the
  // other account's backups at its first product.
  staticData: { area: 'backups', record: true },
  validateSearch: backupsSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, params, deps }) => {
    const { queryClient, api, account } = context;
    if (!can(account, 'getBackupProducts')) return;
    const domainName = params.cloudAccount;
    void queryClient.prefetchQuery(backupProductsQuery(api, domainName));
    void queryClient.prefetchQuery(linksInfoQuery(api, domainName));
    void queryClient.prefetchQuery(downloadLinksQuery(api, domainName));
    if (deps.productId && deps.database) {
      const prefix = `${deps.database}/${deps.path ?? ''}`;
      void queryClient.prefetchQuery(backupDirectoryQuery(api, domainName, deps.productId, prefix));
    }
  },
  component: BackupsRoute,
});

function BackupsRoute() {
  const { account } = Route.useRouteContext();
  const search = Route.useSearch();
  return <BackupsPage account={account} search={search} />;
}
