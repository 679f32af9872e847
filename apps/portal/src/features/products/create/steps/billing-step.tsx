import { Button, Muted } from '@dbcloud/ui-kit';
import { BillingContactForm } from '../../../../components/billing-contact/billing-contact-form';
import styles from '../create.module.css';

/** For a paid tier when the account has no billing contact yet: the billing page's own form. */
export function BillingStep({
  domainName,
  onBack,
  onSaved,
}: {
  domainName: string;
  onBack?: (() => void) | undefined;
  onSaved: () => void;
}) {
  return (
    <div className={styles.stepForm}>
      <Muted>
        Development and Production products are billed. Add who receives {domainName}’s invoices; you can
        change it later in Billing.
      </Muted>
      <BillingContactForm
        domainName={domainName}
        contact={null}
        idPrefix="wizard-billing-contact"
        submitLabel="Save and continue"
        submitVariant="primary"
        onSaved={onSaved}
      />
      {onBack ? (
        <div className={styles.stepActions}>
          <Button onClick={onBack}>Back</Button>
        </div>
      ) : null}
    </div>
  );
}
