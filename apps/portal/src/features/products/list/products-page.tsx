import type { ProductSummary, UserCloudAccount } from '@dbcloud/api-client';
import { TIERS } from '@dbcloud/api-client/enums';
import {
  Button,
  EmptyState,
  Field,
  Input,
  Muted,
  NativeSelect,
  Page,
  PageHeader,
  Skeleton,
} from '@dbcloud/ui-kit';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { Database } from 'lucide-react';
import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import { TIER_NAMES } from '../../../app/site-labels';
import { useRootContext } from '../../../app/use-root-context';
import { Authorization } from '../../../components/role-required';
import { SectionState } from '../../../components/section-state';
import { isChanging } from '../api';
import { productKeys } from '../keys';
import { productsQuery, productsStatusQuery, STATUS_POLL_MS } from './api';
import { listIsBehind, searchProducts, splitTerminated, statusOfList, withLatestStatus } from './list';
import styles from './list.module.css';
import { ProductsTable } from './products-table';
import type { ProductSort, ProductsSearch } from './search';

const SORT_NAMES: Record<ProductSort, string> = {
  newest: 'Newest first',
  oldest: 'Oldest first',
  name: 'Name',
  status: 'Status (needs attention first)',
  tier: 'Tier',
};

/** `products`: the account's database clusters, live ones first, terminated ones apart. */
export function ProductsPage({ account, search }: { account: UserCloudAccount; search: ProductsSearch }) {
  return (
    <Authorization
      account={account}
      title={`You don’t have access to products in ${account.domainName}`}
      reason="Products need the Products role."
      operation="getProducts"
    >
      <Products domainName={account.domainName} search={search} />
    </Authorization>
  );
}

function CreateButton({ domainName }: { domainName: string }) {
  return (
    <Button asChild variant="primary">
      <Link to="/portal/$cloudAccount/product/create" params={{ cloudAccount: domainName }}>
        Create product
      </Link>
    </Button>
  );
}

/** The list, kept current: the status is polled while a product changes, then the list is read again. */
function useProducts(domainName: string) {
  const { api } = useRootContext();
  const queryClient = useQueryClient();
  const list = useQuery(productsQuery(api, domainName));
  const changing = list.data?.some((product) => isChanging(product.status)) ?? false;
  // The list's own statuses stand for the first poll's answer: when the list is there as this query
  // starts (on a slow phone its early data arrives before the page's code), the first poll comes one
  // interval after the list's answer instead of at once.
  const status = useQuery({
    ...productsStatusQuery(api, domainName),
    enabled: changing,
    initialData: () => (list.data ? statusOfList(list.data) : undefined),
    initialDataUpdatedAt: list.dataUpdatedAt,
    staleTime: STATUS_POLL_MS,
  });
  const behind = list.data && status.data ? listIsBehind(list.data, status.data) : false;
  useEffect(() => {
    if (behind) void queryClient.invalidateQueries({ queryKey: productKeys.list(domainName) });
  }, [behind, queryClient, domainName]);
  const products = useMemo(
    () => (list.data ? withLatestStatus(list.data, changing ? status.data : undefined) : undefined),
    [list.data, status.data, changing],
  );
  return { list, products };
}

function Products({ domainName, search }: { domainName: string; search: ProductsSearch }) {
  const { list, products } = useProducts(domainName);
  const empty = products?.length === 0;
  return (
    <Page gap="sm">
      <PageHeader
        title="Products"
        description="Your database clusters: their status, where they run and how to connect."
        actions={empty ? undefined : <CreateButton domainName={domainName} />}
      />
      <SectionState
        query={list}
        what="Your products"
        headingLevel={2}
        loading={
          <div className={styles.loading}>
            <Skeleton className={styles.toolbarSkeleton} />
            <Skeleton className={styles.tableSkeleton} />
          </div>
        }
      >
        {() =>
          empty ? (
            <EmptyState
              icon={<Database aria-hidden="true" />}
              title={`${domainName} has no products yet`}
              description="Create a database cluster: pick a cloud, a region and a size, and see the price before you confirm."
              action={<CreateButton domainName={domainName} />}
            />
          ) : (
            <ProductLists domainName={domainName} products={products ?? []} search={search} />
          )
        }
      </SectionState>
    </Page>
  );
}

function ProductLists({
  domainName,
  products,
  search,
}: {
  domainName: string;
  products: ProductSummary[];
  search: ProductsSearch;
}) {
  const navigate = useNavigate();
  const [text, setText] = useState(search.q ?? '');
  // The URL follows what is typed; the rows follow a moment later when typing is quick.
  useEffect(() => setText(search.q ?? ''), [search.q]);
  const deferred = useDeferredValue(search);
  const shown = useMemo(() => splitTerminated(searchProducts(products, deferred)), [products, deferred]);
  // The terminated products' table is below the live one: it renders once the live rows are on screen.
  const belowFold = useDeferredValue(true, false);
  const setSearch = (next: Partial<ProductsSearch>) =>
    void navigate({
      to: '/portal/$cloudAccount/products',
      params: { cloudAccount: domainName },
      search: (previous: ProductsSearch) => ({ ...previous, ...next }),
      replace: true,
    });
  const total = shown.live.length + shown.terminated.length;
  const filtered = Boolean(search.q || search.tier);
  return (
    <>
      <search className={styles.toolbar} aria-label="Find products">
        <Field label="Search" className={styles.searchField}>
          <Input
            type="search"
            value={text}
            placeholder="Name, subdomain, region…"
            onChange={(event) => {
              setText(event.target.value);
              setSearch({ q: event.target.value.trim() === '' ? undefined : event.target.value });
            }}
          />
        </Field>
        <Field label="Tier">
          <NativeSelect
            value={search.tier ?? ''}
            onChange={(event) => setSearch({ tier: TIERS.find((tier) => tier === event.target.value) })}
          >
            <option value="">All tiers</option>
            {TIERS.map((tier) => (
              <option key={tier} value={tier}>
                {TIER_NAMES[tier]}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field label="Sort by">
          <NativeSelect
            value={search.sort ?? 'newest'}
            onChange={(event) => {
              const sort = event.target.value as ProductSort;
              setSearch({ sort: sort === 'newest' ? undefined : sort });
            }}
          >
            {Object.entries(SORT_NAMES).map(([value, name]) => (
              <option key={value} value={value}>
                {name}
              </option>
            ))}
          </NativeSelect>
        </Field>
      </search>
      <p role="status" className={styles.count}>
        {filtered
          ? `${total} of ${products.length} products match`
          : `${products.length} ${products.length === 1 ? 'product' : 'products'}`}
      </p>
      {total === 0 ? (
        <EmptyState
          title="No products match"
          description="Try other words, or show every tier."
          action={
            <Button
              onClick={() => {
                setText('');
                setSearch({ q: undefined, tier: undefined });
              }}
            >
              Clear the search
            </Button>
          }
        />
      ) : null}
      {shown.live.length > 0 ? (
        <ProductsTable domainName={domainName} products={shown.live} caption="Products" />
      ) : null}
      {belowFold && shown.terminated.length > 0 ? (
        <section aria-labelledby="terminated-products" className={styles.section}>
          <h2 id="terminated-products" className={styles.sectionTitle}>
            Terminated products
          </h2>
          <Muted>
            These no longer run or cost anything. Their records stay until you delete them from the product’s
            settings.
          </Muted>
          <ProductsTable domainName={domainName} products={shown.terminated} caption="Terminated products" />
        </section>
      ) : null}
    </>
  );
}
