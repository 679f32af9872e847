import type { Money } from '@dbcloud/api-client';
import { Button, Muted } from '@dbcloud/ui-kit';
import { Link } from '@tanstack/react-router';
import { ArrowLeft, Printer } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatMoney } from '../../../app/format';
import styles from './billing.module.css';

/**
 * The top of a billing document (an invoice, a period's cost details): the way back to billing, the
 * title and its status, and "Print". Printed, the page keeps only the document (billing.module.css
 * and the portal layout hide the navigation, the header and the buttons).
 */
export function DocumentHeader({
  domainName,
  title,
  status,
  summary,
}: {
  domainName: string;
  title: string;
  status?: ReactNode;
  summary: ReactNode;
}) {
  return (
    <header className={styles.documentHeader}>
      <Link
        to="/portal/$cloudAccount/billing/summary"
        params={{ cloudAccount: domainName }}
        className={styles.backLink}
      >
        <ArrowLeft aria-hidden="true" className={styles.icon} />
        Billing
      </Link>
      <div className={styles.documentTitleRow}>
        <div>
          <h1 id="document-title" className={styles.documentTitle}>
            {title} {status}
          </h1>
          <Muted>
            {domainName} · {summary}
          </Muted>
        </div>
        <Button variant="primary" onClick={() => window.print()}>
          <Printer aria-hidden="true" className={styles.icon} />
          Print
        </Button>
      </div>
    </header>
  );
}

/** A document's closing lines: subtotal, the credits taken off it, and the total in its currency. */
export function DocumentTotals({
  subtotal,
  creditsApplied,
  total,
  totalLabel = 'Total',
}: {
  subtotal: Money;
  creditsApplied: Money;
  total: Money;
  totalLabel?: string;
}) {
  return (
    <dl className={styles.totals}>
      <dt>Subtotal</dt>
      <dd>{formatMoney(subtotal)}</dd>
      <dt>Credits</dt>
      <dd>{formatMoney({ ...creditsApplied, amountCents: -creditsApplied.amountCents || 0 })}</dd>
      <dt className={styles.grandTotal}>
        {totalLabel} ({total.currency})
      </dt>
      <dd className={styles.grandTotal}>{formatMoney(total)}</dd>
    </dl>
  );
}
