import type { BillingCostDetails } from '@dbcloud/api-client';
import {
  Badge,
  Muted,
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
  TextLink,
  visuallyHiddenClassName,
} from '@dbcloud/ui-kit';
import { Link, useParams } from '@tanstack/react-router';
import { formatDate, formatMoney } from '../../../app/format';
import { costDetailsQuery } from '../api';
import { costDetailsTitle, formatMillicentRate, formatQuantity, periodName, perUnit } from '../format';
import styles from './billing.module.css';
import { DocumentHeader, DocumentTotals } from './document';
import { billingDocumentPage, type DocumentParams } from './document-state';

/**
 * billing/cost-details/{billedAsOf}: a period's costs per product and item (quantity, unit rate,
 * amount), the credits and the total; the current period's are running totals. Printable.
 */
export function CostDetails({ domainName, details }: { domainName: string; details: BillingCostDetails }) {
  const money = (amountCents: number) => formatMoney({ amountCents, currency: details.currency });
  const current = details.invoiceId === null;
  return (
    <article className={styles.document} aria-labelledby="document-title">
      <DocumentHeader
        domainName={domainName}
        title={`Cost details, ${periodName(details.period)}`}
        status={current ? <Badge tone="info">Current period</Badge> : undefined}
        summary={`${formatDate(details.period.start)} to ${formatDate(details.period.end)}`}
      />
      <p className={styles.documentNote}>
        {current ? (
          <>
            This period is not billed yet: the amounts are running totals, billed on{' '}
            {formatDate(details.period.billedAsOf)}.
          </>
        ) : (
          <>
            Billed on {formatDate(details.period.billedAsOf)} in{' '}
            <TextLink asChild>
              <Link
                to="/portal/$cloudAccount/billing/invoice-details/$invoiceId"
                params={{ cloudAccount: domainName, invoiceId: details.invoiceId ?? '' }}
              >
                invoice {details.invoiceId}
              </Link>
            </TextLink>
            . Amounts in {details.currency}.
          </>
        )}
      </p>
      {details.products.length === 0 ? (
        <Muted>No product ran in {domainName} in this period.</Muted>
      ) : (
        details.products.map((product) => (
          <div key={product.productId} className={styles.costProduct}>
            <div className={styles.costProductHead}>
              <h2 id={`cost-${product.productId}`} className={styles.factsTitle}>
                {product.displayName} <span className={styles.tier}>{product.tier}</span>
              </h2>
              <span className={styles.costProductTotal}>{money(product.amountCents)}</span>
            </div>
            {product.items.length === 0 ? (
              <Muted>No charge: the {product.tier} tier is free.</Muted>
            ) : (
              <Table
                className={styles.costTable}
                // On a narrow screen the table scrolls in its box: the keyboard can scroll it too.
                containerProps={{
                  tabIndex: 0,
                  role: 'region',
                  'aria-labelledby': `cost-${product.productId}`,
                }}
              >
                <TableCaption className={visuallyHiddenClassName}>
                  Costs of {product.displayName}
                </TableCaption>
                <TableHeader>
                  <TableRow>
                    <TableHead>Item</TableHead>
                    <TableHead className={styles.numeric}>Quantity</TableHead>
                    <TableHead className={styles.numeric}>Unit rate</TableHead>
                    <TableHead className={styles.numeric}>Amount</TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {product.items.map((item) => (
                    <TableRow key={`${item.kind}-${item.description}`}>
                      <TableCell>{item.description}</TableCell>
                      <TableCell className={styles.numeric}>
                        {formatQuantity(item.quantity, item.unit)}
                      </TableCell>
                      <TableCell className={styles.numeric}>
                        {formatMillicentRate(item.unitRateMillicents, details.currency)} {perUnit(item.unit)}
                      </TableCell>
                      <TableCell className={styles.numeric}>{money(item.amountCents)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            )}
          </div>
        ))
      )}
      <DocumentTotals
        subtotal={details.subtotal}
        creditsApplied={details.creditsApplied}
        total={details.total}
        totalLabel={current ? 'Total so far' : 'Total'}
      />
    </article>
  );
}

/** The page of billing/cost-details/$billedAsOf (the API's costs-details). */
export const CostDetailsPage = billingDocumentPage({
  // Annotated: inferred, its type would depend on the route's, which depends on this page.
  useParams: (): DocumentParams =>
    useParams({
      from: '/portal/$cloudAccount/billing/cost-details/$billedAsOf',
      select: ({ cloudAccount, billedAsOf }) => ({ cloudAccount, id: billedAsOf }),
    }),
  query: costDetailsQuery,
  what: 'Cost details',
  title: costDetailsTitle,
  children: (details, domainName) => <CostDetails domainName={domainName} details={details} />,
});
