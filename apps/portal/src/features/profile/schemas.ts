import * as v from 'valibot';

/**
 * A phone number in E.164 form, as the API takes it: `+`, the country code and the number, 7 to 15
 * digits, the first not 0. Spaces, dashes, dots and brackets people type are taken out first; an empty
 * field removes the number.
 */
export const phoneNumberSchema = v.object({
  phoneNumber: v.pipe(
    v.string(),
    v.transform((value) => value.replace(/[\s\-.()]/g, '')),
    v.check(
      (value) => value === '' || /^\+[1-9]\d{6,14}$/.test(value),
      'Enter the number with its country code, like +1 415 555 0123.',
    ),
    v.transform((value) => (value === '' ? null : value)),
  ),
});

export type PhoneNumberInput = v.InferInput<typeof phoneNumberSchema>;
export type PhoneNumberValues = v.InferOutput<typeof phoneNumberSchema>;

/** A code from the authenticator app. */
export const authenticatorCodeSchema = v.object({
  code: v.pipe(
    v.string(),
    v.transform((value) => value.replace(/\s/g, '')),
    v.regex(/^\d{6}$/, 'Enter the 6-digit code from your authenticator app.'),
  ),
});

export type AuthenticatorCodeValues = v.InferOutput<typeof authenticatorCodeSchema>;
