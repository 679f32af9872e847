import { isProblem, type Product, type ProductLabel, type UserCloudAccount } from '@dbcloud/api-client';
import { EmptyState, Page, PageHeader, Skeleton, TextLink } from '@dbcloud/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { Link, useMatches } from '@tanstack/react-router';
import { type ReactNode, useEffect, useMemo, useRef } from 'react';
import { SEVERITY_NAMES } from '../../../app/labels';
import { CLOUD_NAMES, TIER_NAMES } from '../../../app/site-labels';
import { useRootContext } from '../../../app/use-root-context';
import { Alert, type AlertTone } from '../../../components/alert';
import { ProductStatusBadge } from '../../../components/product-status-badge';
import { Authorization } from '../../../components/role-required';
import { SectionState } from '../../../components/section-state';
import { productQuery } from './api';
import styles from './details.module.css';
import { ProductTabContext } from './tab-props';
import { PRODUCT_TABS } from './tabs';

const ALERT_TONES: Record<ProductLabel['severity'], AlertTone> = {
  info: 'info',
  warning: 'warning',
  critical: 'danger',
};

interface ProductPageProps {
  account: UserCloudAccount;
  domainName: string;
  productId: string;
  /** The tab's route (the router's outlet): it reads the product with `useProductTab`. */
  children: ReactNode;
}

/**
 * A product's page: its name and status above a bar of tabs, each tab a route of its own with its own
 * chunk. The product loads once for the header and every tab; a tab adds its own data. The page stays
 * while the tabs change beneath it.
 */
export function ProductPage({ account, domainName, productId, children }: ProductPageProps) {
  return (
    <Authorization
      account={account}
      operation="getProducts"
      title={`You don’t have access to products in ${account.domainName}`}
      reason="Products need the Products role."
      header={<PageHeader title="Product" />}
    >
      <ProductDetails account={account} domainName={domainName} productId={productId}>
        {children}
      </ProductDetails>
    </Authorization>
  );
}

function ProductDetails({ account, domainName, productId, children }: ProductPageProps) {
  const { api } = useRootContext();
  const query = useQuery(productQuery(api, domainName, productId));
  const state = (
    <SectionState
      query={query}
      what="The product"
      headingLevel={2}
      loading={
        <Page>
          <Skeleton className={styles.skeletonTitle} />
          <Skeleton className={styles.skeletonTabs} />
          <Skeleton className={styles.skeletonBody} />
        </Page>
      }
      failed={(error) => notFound(error, domainName, productId)}
    >
      {(product) => (
        <ProductFrame account={account} domainName={domainName} productId={productId} product={product}>
          {children}
        </ProductFrame>
      )}
    </SectionState>
  );
  // The skeleton stands in for the whole page, its title too; a failure gets a title of its own.
  if (!query.isError) return state;
  return (
    <Page>
      <PageHeader title={isProblem(query.error, 'not-found') ? 'Product not found' : 'Product'} />
      {state}
    </Page>
  );
}

/** A product the account does not have (404) says so and leads back to the account's products. */
function notFound(error: unknown, domainName: string, productId: string) {
  if (!isProblem(error, 'not-found')) return undefined;
  return (
    <EmptyState
      title={`${domainName} has no product ${productId}`}
      description="It may have been deleted, or the link belongs to another account."
      action={
        <TextLink asChild>
          <Link to="/portal/$cloudAccount/products" params={{ cloudAccount: domainName }}>
            Go to {domainName}’s products
          </Link>
        </TextLink>
      }
    />
  );
}

/** The product's page once it is there: its header, alerts and tab bar above the open tab. */
function ProductFrame({
  account,
  domainName,
  productId,
  product,
  children,
}: ProductPageProps & { product: Product }) {
  // The tab open: the route matched last, one of the tab bar's.
  const openPath = useMatches({ select: (matches) => matches[matches.length - 1]?.fullPath });
  const tab = PRODUCT_TABS.find((item) => item.to === openPath);
  const tabProps = useMemo(() => ({ account, domainName, product }), [account, domainName, product]);
  const tabBar = useRef<HTMLElement>(null);
  // On a narrow screen the bar scrolls sideways: the current tab is brought into it once the product
  // shows (Audit log and Settings start out of view at 375 px). Only the bar scrolls, never the page.
  useEffect(() => {
    const bar = tabBar.current;
    const current = bar?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!bar || !current) return;
    const left = current.getBoundingClientRect().left - bar.getBoundingClientRect().left + bar.scrollLeft;
    if (left < bar.scrollLeft || left + current.offsetWidth > bar.scrollLeft + bar.clientWidth) {
      bar.scrollLeft = left - (bar.clientWidth - current.offsetWidth) / 2;
    }
  }, []);

  return (
    <Page>
      <PageHeader
        title={product.displayName}
        eyebrow={
          <p className={styles.eyebrow}>
            <TextLink asChild>
              <Link to="/portal/$cloudAccount/products" params={{ cloudAccount: domainName }}>
                Products
              </Link>
            </TextLink>{' '}
            <span aria-hidden="true">/</span> {product.productId}
          </p>
        }
        description={`${TIER_NAMES[product.tier]} · ${CLOUD_NAMES[product.cloudProvider]} ${product.region}`}
        actions={<ProductStatusBadge status={product.status} />}
      />
      {product.labels.length > 0 ? (
        // The products list shows the start of each alert; here they are whole, above every tab.
        <ul className={styles.alerts} aria-label="Alerts">
          {product.labels.map((label) => (
            <li key={label.kind}>
              <Alert tone={ALERT_TONES[label.severity]} title={SEVERITY_NAMES[label.severity]}>
                {label.message}
              </Alert>
            </li>
          ))}
        </ul>
      ) : null}
      <nav ref={tabBar} aria-label="Product sections" className={styles.tabBar}>
        <ul className={styles.tabList}>
          {PRODUCT_TABS.map((item) => (
            <li key={item.to}>
              {/* The router marks the open tab's link (aria-current="page"). */}
              <Link to={item.to} params={{ cloudAccount: domainName, id: productId }} className={styles.tab}>
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <section aria-labelledby="product-tab-title" className={styles.tabPanel}>
        <h2 id="product-tab-title" className={styles.tabTitle}>
          {tab?.label}
        </h2>
        <ProductTabContext value={tabProps}>{children}</ProductTabContext>
      </section>
    </Page>
  );
}
