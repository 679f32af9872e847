import type { DashboardUserInfo, ProductStatus } from '@dbcloud/api-client';
import {
  Badge,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  EmptyState,
  Facts,
  TextLink,
} from '@dbcloud/ui-kit';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { formatDate, formatDateTime, formatMoney } from '../../../app/format';
import { roleNames } from '../../../app/roles';
import { Alert } from '../../../components/alert';
import { ProductStatusBadge } from '../../../components/product-status-badge';
import styles from './account-home.module.css';

/** The account's home: who you are here, the products at a glance, anything unpaid. */
export function AccountHome({
  domainName,
  home,
  banner,
  children,
}: {
  domainName: string;
  home: DashboardUserInfo;
  /** A warning from another area under the title, composed by the route (a budget crossed). */
  banner?: ReactNode;
  /** More cards from other areas, composed by the route (the API keys expiring soon). */
  children?: ReactNode;
}) {
  const { user, products, unpaidBalance } = home;
  return (
    <div className={styles.home}>
      <h1>Welcome{user.name ? `, ${user.name}` : ''}</h1>
      {unpaidBalance && (
        <Alert tone="warning" title="A previous billing period is unpaid">
          {formatMoney(unpaidBalance.amount)} has been due since {formatDate(unpaidBalance.dueSince)}.{' '}
          <TextLink asChild>
            <Link to="/portal/$cloudAccount/billing/summary" params={{ cloudAccount: domainName }}>
              Pay it from billing
            </Link>
          </TextLink>{' '}
          to keep your products running.
        </Alert>
      )}
      {banner}
      <div className={styles.grid}>
        <Card>
          <CardHeader>
            <CardTitle>You in this account</CardTitle>
          </CardHeader>
          <CardContent>
            <Facts className={styles.aboutYou}>
              <dt>Signed in as</dt>
              <dd>{user.email}</dd>
              <dt>Two-factor authentication</dt>
              <dd>
                {user.twoFactorEnabled ? <Badge tone="success">On</Badge> : <Badge tone="warning">Off</Badge>}
              </dd>
              <dt>Previous sign-in</dt>
              <dd>{user.lastLoginAt ? formatDateTime(user.lastLoginAt) : 'This is your first sign-in'}</dd>
              <dt>Your roles in {domainName}</dt>
              <dd>{roleNames(user.roles)}</dd>
            </Facts>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Products</CardTitle>
          </CardHeader>
          <CardContent>
            {products === null ? (
              <p>Your roles in {domainName} do not include products.</p>
            ) : products.total === 0 ? (
              <EmptyState title="No products yet" description="Database clusters you create appear here." />
            ) : (
              <>
                <p className={styles.total}>
                  {products.total} product{products.total === 1 ? '' : 's'}
                </p>
                <ul className={styles.counts} aria-label="Products by status">
                  {(Object.entries(products.byStatus) as [ProductStatus, number][])
                    .filter(([, count]) => count > 0)
                    .map(([status, count]) => (
                      <li key={status}>
                        <ProductStatusBadge status={status} count={count} />
                      </li>
                    ))}
                </ul>
                <h3 className={styles.recentTitle}>Most recent</h3>
                <ul className={styles.recent}>
                  {products.recent.map((product) => (
                    <li key={product.productId}>
                      <span>{product.displayName}</span>
                      <span className={styles.meta}>
                        {product.tier} · <ProductStatusBadge status={product.status} />
                      </span>
                    </li>
                  ))}
                </ul>
              </>
            )}
          </CardContent>
        </Card>
        {children}
      </div>
    </div>
  );
}
