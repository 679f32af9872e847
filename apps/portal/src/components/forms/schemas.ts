// The rules of fields several forms share, with the same words everywhere.
import * as v from 'valibot';

// The contract's rules for free text (the `pattern` of names, titles and messages), also for forms
// validated by react-hook-form alone.

/**
 * Names and other one-line text (product names, key descriptions, people's names, titles, addresses):
 * no control characters, not even a tab or a line break.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
export const isSingleLine = (text: string): boolean => !/[\u0000-\u001f\u007f-\u009f]/.test(text);

/** The message beside a one-line field holding a control character. */
export const SINGLE_LINE_MESSAGE = 'Use one line of text, without control characters.';

/** An e-mail address; `whenEmpty` says whose address the form asks for. */
export const emailAddress = (whenEmpty = 'Enter your e-mail address.') =>
  v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(whenEmpty),
    v.maxLength(254, 'Use an e-mail address of at most 254 characters.'),
    v.email('Enter an e-mail address like name@company.com.'),
  );

export const isEmailAddress = (value: string): boolean => v.is(emailAddress(), value);

/** A valibot check of the one-line rule. */
export const singleLine = () => v.check(isSingleLine, SINGLE_LINE_MESSAGE);

/** The terms checkbox of every sign-up form. */
export const acceptTerms = v.pipe(
  v.boolean(),
  v.value(true, 'Accept the terms of service and the privacy policy to continue.'),
);

/**
 * A name in an address, the contract's DomainName and ProductSubdomainName: 3 to `max` lowercase letters,
 * digits or hyphens, starting with a letter and ending with a letter or digit (capitals typed are lowered).
 */
export const addressName = (whenEmpty: string, max: number) =>
  v.pipe(
    v.string(),
    v.trim(),
    // transform, not valibot's toLowerCase: every page's first load holds the valibot functions any
    // schema uses, and transform is among them already.
    v.transform((name) => name.toLowerCase()),
    v.nonEmpty(whenEmpty),
    v.minLength(3, 'Use at least 3 characters.'),
    v.maxLength(max, `Use at most ${max} characters.`),
    v.regex(
      /^[a-z][a-z0-9-]*[a-z0-9]$/,
      'Use lowercase letters, digits and hyphens; start with a letter, end with a letter or digit.',
    ),
  );

/** An account's domain name. */
export const domainName = addressName('Choose a domain name for your account.', 40);
