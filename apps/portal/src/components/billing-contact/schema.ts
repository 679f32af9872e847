// The billing contact's rules (the contract's AddBillingInfoRequest): both names, a phone number with
// its country code (E.164), an e-mail address. Shared by every form that asks for the billing contact.
import type { AddBillingInfoRequest } from '@dbcloud/api-client';
import * as v from 'valibot';
import { emailAddress, singleLine } from '../forms/schemas';

/** The contract's phone pattern: a `+`, the country code, then the number; 7 to 15 digits in all. */
export const E164_PHONE = /^\+[1-9]\d{6,14}$/;

/** Spaces, dots, dashes and brackets people type in phone numbers are dropped: +1 (415) 555-0123. */
export const normalisePhone = (phone: string): string => phone.replace(/[\s().-]/g, '');

const name = (whenEmpty: string) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(whenEmpty),
    v.maxLength(100, 'Use at most 100 characters.'),
    singleLine(),
  );

export const billingContactSchema = v.object({
  billingFirstName: name('Enter the billing contact’s first name.'),
  billingLastName: name('Enter the billing contact’s last name.'),
  billingPhone: v.pipe(
    v.string(),
    v.transform(normalisePhone),
    v.nonEmpty('Enter the billing contact’s phone number, like +1 415 555 0123.'),
    v.regex(E164_PHONE, 'Enter the phone number with its country code, like +1 415 555 0123.'),
  ),
  billingEmail: emailAddress('Enter the billing e-mail address, like billing@company.com.'),
});

export type BillingContactInput = v.InferInput<typeof billingContactSchema>;
export type BillingContactValues = v.InferOutput<typeof billingContactSchema> & AddBillingInfoRequest;
