import type { ChangeInvoiceDetailsRequest, PaymentInfoInvoiceDetails } from '@dbcloud/api-client';
import { Field, Input, NativeSelect } from '@dbcloud/ui-kit';
import { useMemo } from 'react';
import { sameNameFields, storedText } from '../../../app/form-fields';
import { shownOnScreen } from '../../../app/mutations';
import { toast } from '../../../app/notify';
import { useServerForm } from '../../../app/use-server-form';
import { FormActions } from '../../../components/forms/form-actions';
import forms from '../../../components/forms/forms.module.css';
import { ProblemAlert } from '../../../components/problem-alert';
import { countryName, countryOptions } from '../countries';
import { useChangeInvoiceDetails } from '../mutations';
import {
  type InvoiceDetailsInput,
  type InvoiceDetailsValues,
  invoiceDetailsSchema,
  toInvoiceDetailsRequest,
} from '../schemas';
import { OnFilePanel } from './panel';
import styles from './payment-information.module.css';

const FIELDS = sameNameFields<ChangeInvoiceDetailsRequest, InvoiceDetailsInput>({
  companyName: 'Company name',
  addressLine1: 'Street address',
  addressLine2: 'Address line 2',
  city: 'City',
  postalCode: 'Postal code',
  country: 'Country',
  vatId: 'Tax ID',
});

/** The company details printed on invoices (POST payment-info/change-invoice-details). */
export function InvoiceDetailsPanel({
  domainName,
  details,
}: {
  domainName: string;
  details: PaymentInfoInvoiceDetails | null;
}) {
  return (
    <OnFilePanel
      title="Invoice details"
      description="Printed on invoices issued from now on; issued invoices keep theirs."
      what="invoice details"
      facts={
        details && (
          <>
            <dt>Company</dt>
            <dd>{details.companyName}</dd>
            <dt>Address</dt>
            <dd>
              <address className={styles.address}>
                {[
                  details.addressLine1,
                  details.addressLine2,
                  `${details.postalCode} ${details.city}`,
                  countryName(details.country),
                ]
                  .filter(Boolean)
                  .join('\n')}
              </address>
            </dd>
            <dt>Tax ID</dt>
            <dd>{details.vatId ?? 'None'}</dd>
          </>
        )
      }
      none="No invoice details yet: invoices show the billing contact only. Add your company’s name and address."
      form={(close) => <InvoiceDetailsForm domainName={domainName} details={details} close={close} />}
    />
  );
}

function InvoiceDetailsForm({
  domainName,
  details,
  close,
}: {
  domainName: string;
  details: PaymentInfoInvoiceDetails | null;
  close: () => void;
}) {
  const countries = useMemo(countryOptions, []);
  const { form, submit, error, alert } = useServerForm<
    InvoiceDetailsInput,
    InvoiceDetailsValues,
    ChangeInvoiceDetailsRequest
  >({
    schema: invoiceDetailsSchema,
    serverFields: FIELDS,
    defaultValues: storedText(details, [
      'companyName',
      'addressLine1',
      'addressLine2',
      'city',
      'postalCode',
      'country',
      'vatId',
    ]),
  });
  const save = useChangeInvoiceDetails({
    onSuccess: () => {
      toast('success', 'Invoice details saved');
      close();
    },
    onError: shownOnScreen,
  });
  const { errors } = form.formState;
  const stored = details?.country;

  return (
    <form
      className={forms.form}
      onSubmit={submit((values) => save.mutateAsync({ domainName, ...toInvoiceDetailsRequest(values) }))}
      noValidate
      aria-label="Invoice details"
    >
      {alert && (
        <ProblemAlert tone="danger" error={error} title="The invoice details were not saved">
          {alert}
        </ProblemAlert>
      )}
      <Field id="invoice-companyName" label="Company name" error={errors.companyName?.message}>
        <Input autoComplete="organization" autoFocus {...form.register('companyName')} />
      </Field>
      <Field id="invoice-addressLine1" label="Street address" error={errors.addressLine1?.message}>
        <Input autoComplete="billing address-line1" {...form.register('addressLine1')} />
      </Field>
      <Field id="invoice-addressLine2" label="Address line 2 (optional)" error={errors.addressLine2?.message}>
        <Input autoComplete="billing address-line2" {...form.register('addressLine2')} />
      </Field>
      <div className={forms.pair}>
        <Field id="invoice-postalCode" label="Postal code" error={errors.postalCode?.message}>
          <Input autoComplete="billing postal-code" {...form.register('postalCode')} />
        </Field>
        <Field id="invoice-city" label="City" error={errors.city?.message}>
          <Input autoComplete="billing address-level2" {...form.register('city')} />
        </Field>
      </div>
      <div className={forms.pair}>
        <Field id="invoice-country" label="Country" error={errors.country?.message}>
          <NativeSelect autoComplete="billing country" {...form.register('country')}>
            <option value="">Choose a country</option>
            {stored && !countries.some(([code]) => code === stored) && (
              <option value={stored}>{countryName(stored)}</option>
            )}
            {countries.map(([code, name]) => (
              <option key={code} value={code}>
                {name}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field
          id="invoice-vatId"
          label="Tax ID (optional)"
          description="Your VAT or tax number, like GB123456789."
          error={errors.vatId?.message}
        >
          <Input autoCapitalize="characters" {...form.register('vatId')} />
        </Field>
      </div>
      <FormActions submit="Save invoice details" pending={save.isPending} onCancel={close} />
    </form>
  );
}
