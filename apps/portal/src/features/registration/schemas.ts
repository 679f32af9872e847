import type { SignUpRequest } from '@dbcloud/api-client';
import { ACCOUNT_TYPES } from '@dbcloud/api-client/enums';
import * as v from 'valibot';
import {
  acceptTerms,
  domainName,
  emailAddress,
  isEmailAddress,
  singleLine,
} from '../../components/forms/schemas';
import { PROMO_CODE } from './promo-code';

const E164 = /^\+[1-9][0-9]{6,14}$/;

const name = v.pipe(v.string(), v.trim(), v.maxLength(100, 'Use at most 100 characters.'), singleLine());

/** Spaces, dots, dashes and brackets people type in phone numbers are dropped: +1 (415) 555-0123. */
export const normalisePhone = (phone: string) => phone.replace(/[\s().-]/g, '');

export const signUpSchema = v.pipe(
  v.object({
    email: emailAddress(),
    domainName,
    accountType: v.picklist(ACCOUNT_TYPES, 'Choose an account type.'),
    addBillingContact: v.boolean(),
    billingFirstName: name,
    billingLastName: name,
    billingPhone: v.pipe(v.string(), v.transform(normalisePhone)),
    billingEmail: v.pipe(v.string(), v.trim()),
    promoCode: v.pipe(
      v.string(),
      v.trim(),
      // transform, not valibot's toUpperCase: every page's first load holds the valibot functions any
      // schema uses, and transform is among them already.
      v.transform((code) => code.toUpperCase()),
      v.check(
        (code) => code === '' || PROMO_CODE.test(code),
        'A promo code is 3 to 32 letters, digits or hyphens.',
      ),
    ),
    acceptTerms,
  }),
  // When the billing contact is added, each of its fields must be given.
  v.forward(
    v.partialCheck(
      [['addBillingContact'], ['billingFirstName']],
      (input) => !input.addBillingContact || input.billingFirstName !== '',
      'Enter the billing contact’s first name.',
    ),
    ['billingFirstName'],
  ),
  v.forward(
    v.partialCheck(
      [['addBillingContact'], ['billingLastName']],
      (input) => !input.addBillingContact || input.billingLastName !== '',
      'Enter the billing contact’s last name.',
    ),
    ['billingLastName'],
  ),
  v.forward(
    v.partialCheck(
      [['addBillingContact'], ['billingPhone']],
      (input) => !input.addBillingContact || E164.test(input.billingPhone),
      'Enter the phone number with its country code, like +1 415 555 0123.',
    ),
    ['billingPhone'],
  ),
  v.forward(
    v.partialCheck(
      [['addBillingContact'], ['billingEmail']],
      (input) => !input.addBillingContact || isEmailAddress(input.billingEmail),
      'Enter the billing e-mail address, like billing@company.com.',
    ),
    ['billingEmail'],
  ),
);

export type SignUpInput = v.InferInput<typeof signUpSchema>;
export type SignUpValues = v.InferOutput<typeof signUpSchema>;

export function toSignUpRequest(values: SignUpValues): SignUpRequest {
  return {
    email: values.email,
    domainName: values.domainName,
    accountType: values.accountType,
    ...(values.addBillingContact
      ? {
          billingContact: {
            billingFirstName: values.billingFirstName,
            billingLastName: values.billingLastName,
            billingPhone: values.billingPhone,
            billingEmail: values.billingEmail,
          },
        }
      : {}),
    ...(values.promoCode ? { promoCode: values.promoCode } : {}),
    acceptTerms: true,
  };
}
