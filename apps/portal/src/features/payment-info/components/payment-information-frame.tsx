import { SkeletonLines } from '@dbcloud/ui-kit';
import type { ReactNode } from 'react';
import { SectionLoading } from '../../../components/section-state';
import styles from './payment-information.module.css';

/** The anchor other pages link to: `billing/summary#payment-information`. */
export const PAYMENT_INFORMATION_ID = 'payment-information';

/**
 * The payment section's frame: its anchor and heading, around its content or, while the section's
 * code loads, a placeholder (so a link to the anchor lands there at once).
 */
export function PaymentInformationFrame({ children }: { children?: ReactNode }) {
  return (
    <section
      id={PAYMENT_INFORMATION_ID}
      className={styles.section}
      aria-labelledby={`${PAYMENT_INFORMATION_ID}-title`}
      tabIndex={-1}
    >
      <div className={styles.intro}>
        <h2 id={`${PAYMENT_INFORMATION_ID}-title`}>Payment information</h2>
        <p>Your cards, who we contact about billing, and what your invoices say and where they go.</p>
      </div>
      {children ?? (
        <SectionLoading what="Payment information">
          <SkeletonLines lines={6} />
        </SectionLoading>
      )}
    </section>
  );
}
