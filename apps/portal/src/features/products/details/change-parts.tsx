// The parts of a change to the product's size that its tabs share: the section's frame, the note when
// the product is not running, and the price change a plan makes.
import type { Product, ProductCreateContext, ProductPaymentContextRequest } from '@dbcloud/api-client';
import { Card, CardContent, CardDescription, CardHeader, CardTitle, Muted, Skeleton } from '@dbcloud/ui-kit';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useRootContext } from '../../../app/use-root-context';
import { BudgetWarning } from '../../../components/budget/budget-warning';
import { SectionState } from '../../../components/section-state';
import { paymentContextQuery } from '../api';
import styles from './details.module.css';
import { priceChange } from './price-words';

/** What a change of the product's size gets: the product, where it is, and the tiers' rules. */
export interface ChangeProps {
  domainName: string;
  product: Product;
  context: ProductCreateContext;
}

/** One part of a tab: a card with an `<h3>`. */
export function Section({
  title,
  description,
  children,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h3>{title}</h3>
        </CardTitle>
        {description ? <CardDescription>{description}</CardDescription> : null}
      </CardHeader>
      <CardContent className={styles.form}>{children}</CardContent>
    </Card>
  );
}

/** Changes that scale a product wait until it runs (the server answers 409 otherwise). */
export const isRunning = (product: Product) => product.status === 'running';

export function NotRunningNote({ product }: { product: Product }) {
  return isRunning(product) ? null : <Muted>Changes are possible once the product is running again.</Muted>;
}

/**
 * The price before and after a change (POST products/payment-context), shown before the user confirms.
 * `request` null: nothing to price (no change yet, or the input is not valid).
 */
export function usePriceChange(domainName: string, request: ProductPaymentContextRequest | null) {
  const { api } = useRootContext();
  return useQuery(paymentContextQuery(api, domainName, request));
}

export function PriceChange({
  domainName,
  query,
}: {
  domainName: string;
  query: ReturnType<typeof usePriceChange>;
}) {
  if (query.fetchStatus === 'idle' && query.isPending) return null;
  return (
    <SectionState query={query} what="The new price" loading={<Skeleton className={styles.skeletonLine} />}>
      {(price) => (
        <>
          <p role="status" className={styles.price}>
            Price {priceChange(price)}
          </p>
          <BudgetWarning domainName={domainName} price={price} />
        </>
      )}
    </SectionState>
  );
}
