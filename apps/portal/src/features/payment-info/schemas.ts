// The payment section's form rules (the contract's ChangeInvoiceDetailsRequest and
// InvoiceRecipientEmailRequest). The billing contact's are shared: components/billing-contact/schema.ts.
import type { ChangeInvoiceDetailsRequest } from '@dbcloud/api-client';
import * as v from 'valibot';
import { emailAddress, singleLine } from '../../components/forms/schemas';

const text = (whenEmpty: string, max: number) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(whenEmpty),
    v.maxLength(max, `Use at most ${max} characters.`),
    singleLine(),
  );

/** The contract's VAT id pattern, after dropping the spaces people type ("GB 123 4567 89"). */
const VAT_ID = /^[A-Z0-9-]{2,20}$/;

export const invoiceDetailsSchema = v.object({
  companyName: text('Enter the company name printed on invoices.', 200),
  addressLine1: text('Enter the street address.', 200),
  addressLine2: v.pipe(v.string(), v.trim(), v.maxLength(200, 'Use at most 200 characters.'), singleLine()),
  city: text('Enter the city.', 100),
  postalCode: text('Enter the postal code.', 20),
  country: v.pipe(v.string(), v.regex(/^[A-Z]{2}$/, 'Choose the country.')),
  vatId: v.pipe(
    v.string(),
    v.transform((id) => id.replace(/\s/g, '').toUpperCase()),
    v.check(
      (id) => id === '' || VAT_ID.test(id),
      'A tax ID is 2 to 20 letters, digits or hyphens, like GB123456789.',
    ),
  ),
});

export type InvoiceDetailsInput = v.InferInput<typeof invoiceDetailsSchema>;
export type InvoiceDetailsValues = v.InferOutput<typeof invoiceDetailsSchema>;

/** The form's values as the request: optional fields left empty are null. */
export const toInvoiceDetailsRequest = (values: InvoiceDetailsValues): ChangeInvoiceDetailsRequest => ({
  companyName: values.companyName,
  addressLine1: values.addressLine1,
  addressLine2: values.addressLine2 || null,
  city: values.city,
  postalCode: values.postalCode,
  country: values.country,
  vatId: values.vatId || null,
});

export const invoiceRecipientSchema = v.object({
  email: emailAddress('Enter the e-mail address invoices go to.'),
});

export type InvoiceRecipientInput = v.InferInput<typeof invoiceRecipientSchema>;
export type InvoiceRecipientValues = v.InferOutput<typeof invoiceRecipientSchema>;
