import type { Invoice, InvoiceBillingContact } from '@dbcloud/api-client';
import {
  Badge,
  Facts,
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
import { formatDate, formatDateTime, formatMoney, formatNumber } from '../../../app/format';
import { invoiceQuery } from '../api';
import { formatUnitPrice, INVOICE_STATUS, periodName } from '../format';
import styles from './billing.module.css';
import { DocumentHeader, DocumentTotals } from './document';
import { billingDocumentPage, type DocumentParams } from './document-state';

function BilledTo({ contact }: { contact: InvoiceBillingContact }) {
  const lines = [
    `${contact.billingFirstName} ${contact.billingLastName}`.trim(),
    contact.companyName,
    contact.addressLine1,
    contact.addressLine2,
    [contact.postalCode, contact.city].filter(Boolean).join(' '),
    contact.country,
  ].filter((line): line is string => Boolean(line));
  return (
    <address className={styles.address}>
      {lines.map((line) => (
        <span key={line}>{line}</span>
      ))}
      <span>{contact.billingEmail}</span>
      {contact.billingPhone && <span>{contact.billingPhone}</span>}
      {contact.vatId && <span>VAT {contact.vatId}</span>}
    </address>
  );
}

/** billing/invoice-details/{invoiceId}: the invoice as issued, printable. */
export function InvoiceDetails({ domainName, invoice }: { domainName: string; invoice: Invoice }) {
  const status = INVOICE_STATUS[invoice.status];
  const money = (amountCents: number) => formatMoney({ amountCents, currency: invoice.currency });
  return (
    <article className={styles.document} aria-labelledby="document-title">
      <DocumentHeader
        domainName={domainName}
        title={`Invoice ${invoice.invoiceId}`}
        status={<Badge tone={status.tone}>{status.label}</Badge>}
        summary={`${periodName(invoice.period)} · issued ${formatDate(invoice.issued)}`}
      />
      <div className={styles.documentFacts}>
        <section aria-labelledby="billed-to">
          <h2 id="billed-to" className={styles.factsTitle}>
            Billed to
          </h2>
          <BilledTo contact={invoice.billedTo} />
        </section>
        <section aria-labelledby="invoice-facts">
          <h2 id="invoice-facts" className={styles.factsTitle}>
            Invoice
          </h2>
          <Facts dense>
            <dt>Number</dt>
            <dd>{invoice.invoiceId}</dd>
            <dt>Period</dt>
            <dd>
              {formatDate(invoice.period.start)} to {formatDate(invoice.period.end)}
            </dd>
            <dt>Issued</dt>
            <dd>{formatDate(invoice.issued)}</dd>
            <dt>Status</dt>
            <dd>
              {status.label}
              {invoice.paidAt ? `, ${formatDateTime(invoice.paidAt)}` : ''}
            </dd>
            <dt>Currency</dt>
            <dd>{invoice.currency}</dd>
            <dt>Costs</dt>
            <dd>
              <TextLink asChild>
                <Link
                  to="/portal/$cloudAccount/billing/cost-details/$billedAsOf"
                  params={{ cloudAccount: domainName, billedAsOf: invoice.period.billedAsOf }}
                >
                  Cost details of {periodName(invoice.period)}
                </Link>
              </TextLink>
            </dd>
          </Facts>
        </section>
      </div>
      <Table
        // On a narrow screen the table scrolls in its box: the keyboard can scroll it too.
        containerProps={{
          tabIndex: 0,
          role: 'region',
          'aria-label': `Lines of invoice ${invoice.invoiceId}`,
        }}
      >
        <TableCaption className={visuallyHiddenClassName}>Lines of invoice {invoice.invoiceId}</TableCaption>
        <TableHeader>
          <TableRow>
            <TableHead>Description</TableHead>
            <TableHead className={styles.numeric}>Quantity</TableHead>
            <TableHead className={styles.numeric}>Unit price</TableHead>
            <TableHead className={styles.numeric}>Amount</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {invoice.lines.map((line, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: an invoice's lines are fixed and have no id.
            <TableRow key={index}>
              <TableCell>{line.description}</TableCell>
              <TableCell className={styles.numeric}>{formatNumber(line.quantity, 2)}</TableCell>
              <TableCell className={styles.numeric}>
                {formatUnitPrice(line.unitPriceCents, invoice.currency)}
              </TableCell>
              <TableCell className={styles.numeric}>{money(line.amountCents)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <DocumentTotals
        subtotal={invoice.subtotal}
        creditsApplied={invoice.creditsApplied}
        total={invoice.total}
      />
    </article>
  );
}

/** The page of billing/invoice-details/$invoiceId. */
export const InvoicePage = billingDocumentPage({
  // Annotated: inferred, its type would depend on the route's, which depends on this page.
  useParams: (): DocumentParams =>
    useParams({
      from: '/portal/$cloudAccount/billing/invoice-details/$invoiceId',
      select: ({ cloudAccount, invoiceId }) => ({ cloudAccount, id: invoiceId }),
    }),
  query: invoiceQuery,
  what: 'Invoice',
  title: (invoiceId) => `Invoice ${invoiceId}`,
  children: (invoice, domainName) => <InvoiceDetails domainName={domainName} invoice={invoice} />,
});
