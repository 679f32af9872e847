import type { PaymentInfoContact } from '@dbcloud/api-client';
import { BillingContactForm } from '../../../components/billing-contact/billing-contact-form';
import { OnFilePanel } from './panel';

/** The person DBCloud contacts about billing (POST payment-info/add-billing-info). */
export function BillingContactPanel({
  domainName,
  contact,
}: {
  domainName: string;
  contact: PaymentInfoContact | null;
}) {
  return (
    <OnFilePanel
      title="Billing contact"
      description="Who we contact about billing. Paid products and cards need one."
      what="billing contact"
      facts={
        contact && (
          <>
            <dt>Name</dt>
            <dd>
              {contact.billingFirstName} {contact.billingLastName}
            </dd>
            <dt>Phone</dt>
            <dd>{contact.billingPhone}</dd>
            <dt>E-mail</dt>
            <dd>{contact.billingEmail}</dd>
          </>
        )
      }
      none="No billing contact yet. Add one before adding a card."
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
