import type { PaymentInfoContact } from '@dbcloud/api-client';
import { Facts } from '@dbcloud/ui-kit';
import { BillingContactForm } from '../../../components/billing-contact/billing-contact-form';
import { EditablePanel } from './panel';
import styles from './payment-information.module.css';

/** The person DBCloud contacts about billing (POST payment-info/add-billing-info). */
export function BillingContactPanel({
  domainName,
  contact,
}: {
  domainName: string;
  contact: PaymentInfoContact | null;
}) {
  return (
    <EditablePanel
      title="Billing contact"
      description="Who we contact about billing. Paid products and cards need one."
      editText={contact ? 'Edit' : 'Add billing contact'}
      editLabel={contact ? 'Edit billing contact' : undefined}
      view={
        contact ? (
          <Facts aligned>
            <dt>Name</dt>
            <dd>
              {contact.billingFirstName} {contact.billingLastName}
            </dd>
            <dt>Phone</dt>
            <dd>{contact.billingPhone}</dd>
            <dt>E-mail</dt>
            <dd>{contact.billingEmail}</dd>
          </Facts>
        ) : (
          <p className={styles.nothing}>No billing contact yet. Add one before adding a card.</p>
        )
      }
      form={(close) => (
        <BillingContactForm
          domainName={domainName}
          contact={contact}
          idPrefix="payment-billing-contact"
          autoFocus
          onSaved={close}
          onCancel={close}
        />
      )}
    />
  );
}
