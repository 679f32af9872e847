import type { BackupProduct } from '@dbcloud/api-client';
import { EmptyState, Field, NativeSelect, Skeleton } from '@dbcloud/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { DatabaseBackup } from 'lucide-react';
import { useRootContext } from '../../../app/use-root-context';
import { Alert } from '../../../components/alert';
import { SectionState } from '../../../components/section-state';
import { backupProductsQuery } from '../api';
import type { BackupsSearch } from '../search';
import styles from './backups.module.css';
import { EncryptionKey } from './encryption-key';
import { FolderListing } from './folder-listing';

/** What the URL asks for, made to fit what the account has: unknown products and databases fall back. */
export function chosenBackup(products: BackupProduct[], search: BackupsSearch) {
  const asked = products.find((product) => product.productId === search.productId);
  const product = asked ?? products[0];
  if (!product) return null;
  const database =
    asked && search.database && product.databases.includes(search.database)
      ? search.database
      : product.databases[0];
  if (!database) return null;
  const path = asked && database === search.database ? (search.path ?? '') : '';
  return { product, database, path, unknownProduct: search.productId && !asked ? search.productId : null };
}

/** The product and database chosen, the product's encryption key, then the folder browser. */
export function BackupBrowser({ domainName, search }: { domainName: string; search: BackupsSearch }) {
  const { api } = useRootContext();
  const products = useQuery(backupProductsQuery(api, domainName));
  return (
    <section className={styles.section} aria-labelledby="backups-browse">
      <h2 id="backups-browse" className={styles.sectionTitle}>
        Backup files
      </h2>
      <SectionState
        query={products}
        what="Your backups"
        loading={
          <div className={styles.pickers}>
            <Skeleton className={styles.pickerSkeleton} />
            <Skeleton className={styles.pickerSkeleton} />
          </div>
        }
      >
        {({ products: list }) => {
          const chosen = chosenBackup(list, search);
          if (!chosen) {
            return (
              <EmptyState
                headingLevel={3}
                icon={<DatabaseBackup aria-hidden="true" />}
                title={`${domainName} has no backups yet`}
                description="A product’s databases are backed up every day once it runs: its first backup appears about an hour after the product is created."
              />
            );
          }
          return <Chosen domainName={domainName} products={list} {...chosen} />;
        }}
      </SectionState>
    </section>
  );
}

function Chosen({
  domainName,
  products,
  product,
  database,
  path,
  unknownProduct,
}: {
  domainName: string;
  products: BackupProduct[];
  product: BackupProduct;
  database: string;
  path: string;
  unknownProduct: string | null;
}) {
  const navigate = useNavigate();
  const open = (search: { productId: string; database?: string }) =>
    void navigate({ to: '/portal/$cloudAccount/backups', params: { cloudAccount: domainName }, search });
  return (
    <>
      {unknownProduct && (
        <Alert tone="warning" title={`${unknownProduct} has no backups in ${domainName}`}>
          <p className={styles.flush}>Showing {product.displayName}’s backups instead.</p>
        </Alert>
      )}
      <div className={styles.pickers}>
        <Field label="Product">
          <NativeSelect
            value={product.productId}
            onChange={(event) => open({ productId: event.target.value })}
          >
            {products.map((option) => (
              <option key={option.productId} value={option.productId}>
                {option.displayName} ({option.productId})
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field label="Database">
          <NativeSelect
            value={database}
            onChange={(event) => open({ productId: product.productId, database: event.target.value })}
          >
            {product.databases.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </NativeSelect>
        </Field>
      </div>
      <EncryptionKey key={product.productId} domainName={domainName} product={product} />
      <Breadcrumb domainName={domainName} productId={product.productId} database={database} path={path} />
      <FolderListing domainName={domainName} product={product} database={database} path={path} />
    </>
  );
}

/** Where the listing is: the database's top, then each folder; each but the last opens that folder. */
function Breadcrumb({
  domainName,
  productId,
  database,
  path,
}: {
  domainName: string;
  productId: string;
  database: string;
  path: string;
}) {
  const folders = path.split('/').filter(Boolean);
  const crumbs = [
    { name: database, path: undefined as string | undefined },
    ...folders.map((name, index) => ({ name, path: `${folders.slice(0, index + 1).join('/')}/` })),
  ];
  return (
    <nav aria-label="Folder" className={styles.breadcrumb}>
      <ol>
        {crumbs.map((crumb, index) => (
          <li key={crumb.path ?? ''}>
            {index === crumbs.length - 1 ? (
              <span aria-current="location">{crumb.name}</span>
            ) : (
              <Link
                to="/portal/$cloudAccount/backups"
                params={{ cloudAccount: domainName }}
                search={{ productId, database, path: crumb.path }}
              >
                {crumb.name}
              </Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
