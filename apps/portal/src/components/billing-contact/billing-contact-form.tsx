import type { AddBillingInfoRequest, PaymentInfo, PaymentInfoContact } from '@dbcloud/api-client';
import { type ButtonVariant, Field, Input } from '@dbcloud/ui-kit';
import { sameNameFields, storedText } from '../../app/form-fields';
import { shownOnScreen } from '../../app/mutations';
import { toast } from '../../app/notify';
import { useServerForm } from '../../app/use-server-form';
import { FormActions } from '../forms/form-actions';
import styles from '../forms/forms.module.css';
import { ProblemAlert } from '../problem-alert';
import { useSaveBillingContact } from './mutations';
import { type BillingContactInput, type BillingContactValues, billingContactSchema } from './schema';

const SERVER_FIELDS = sameNameFields<AddBillingInfoRequest, BillingContactInput>({
  billingFirstName: 'First name',
  billingLastName: 'Last name',
  billingPhone: 'Phone',
  billingEmail: 'Billing e-mail',
});

export interface BillingContactFormProps {
  /** The account whose billing contact this is. */
  domainName: string;
  /** The contact on file, to start from; null for a new one. */
  contact: PaymentInfoContact | null;
  /** After the server saved it (and the account's data was refreshed), with its answer. */
  onSaved?: (paymentInfo: PaymentInfo) => void;
  /** Shows a Cancel button calling this (an edit-in-place form). */
  onCancel?: () => void;
  /** Default "Save billing contact". */
  submitLabel?: string;
  /** Default `secondary`: a page composing the form decides whether saving is its main action. */
  submitVariant?: Extract<ButtonVariant, 'primary' | 'secondary'>;
  /** Prefix of the fields' ids (unique on the page). Default "billing-contact". */
  idPrefix?: string;
  /** Puts the focus on the first field when the form appears (opened from an Edit button). */
  autoFocus?: boolean;
}

/**
 * The billing contact form (POST payment-info/add-billing-info): first and last name, phone with its
 * country code, billing e-mail. Errors show next to their fields (the server's too), what was typed
 * stays when saving fails, a second submit waits for the first.
 */
export function BillingContactForm({
  domainName,
  contact,
  onSaved,
  onCancel,
  submitLabel = 'Save billing contact',
  submitVariant = 'secondary',
  idPrefix = 'billing-contact',
  autoFocus = false,
}: BillingContactFormProps) {
  const { form, submit, error, alert } = useServerForm<
    BillingContactInput,
    BillingContactValues,
    AddBillingInfoRequest
  >({
    schema: billingContactSchema,
    serverFields: SERVER_FIELDS,
    defaultValues: storedText(contact, [
      'billingFirstName',
      'billingLastName',
      'billingPhone',
      'billingEmail',
    ]),
  });
  const save = useSaveBillingContact({
    onSuccess: (paymentInfo) => {
      toast('success', 'Billing contact saved');
      onSaved?.(paymentInfo);
    },
    onError: shownOnScreen,
  });
  const { errors } = form.formState;
  const id = (name: keyof BillingContactInput) => `${idPrefix}-${name}`;

  return (
    <form
      className={styles.form}
      onSubmit={submit((values) => save.mutateAsync({ domainName, ...values }))}
      noValidate
      aria-label="Billing contact"
    >
      {alert && (
        <ProblemAlert tone="danger" error={error} title="The billing contact was not saved">
          {alert}
        </ProblemAlert>
      )}
      <div className={styles.pair}>
        <Field id={id('billingFirstName')} label="First name" error={errors.billingFirstName?.message}>
          <Input
            autoComplete="billing given-name"
            autoFocus={autoFocus}
            {...form.register('billingFirstName')}
          />
        </Field>
        <Field id={id('billingLastName')} label="Last name" error={errors.billingLastName?.message}>
          <Input autoComplete="billing family-name" {...form.register('billingLastName')} />
        </Field>
      </div>
      <div className={styles.pair}>
        <Field
          id={id('billingPhone')}
          label="Phone"
          description="With the country code, like +1 415 555 0123."
          error={errors.billingPhone?.message}
        >
          <Input type="tel" autoComplete="billing tel" {...form.register('billingPhone')} />
        </Field>
        <Field
          id={id('billingEmail')}
          label="Billing e-mail"
          description="Receives invoices unless you set another address for them."
          error={errors.billingEmail?.message}
        >
          <Input type="email" autoComplete="billing email" {...form.register('billingEmail')} />
        </Field>
      </div>
      <FormActions
        submit={submitLabel}
        variant={submitVariant}
        pending={save.isPending}
        onCancel={onCancel}
      />
    </form>
  );
}
