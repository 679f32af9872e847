import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { billingContactSchema } from './schema';

const valid = {
  billingFirstName: ' Ada ',
  billingLastName: 'Lovelace',
  billingPhone: '+44 (20) 7946-0000',
  billingEmail: ' billing@acme.example ',
};

/** Each field's first message: the one the form shows beside it. */
function issues(input: Record<string, string>): Record<string, string> {
  const shown: Record<string, string> = {};
  for (const issue of v.safeParse(billingContactSchema, input).issues ?? []) {
    shown[v.getDotPath(issue) ?? ''] ??= issue.message;
  }
  return shown;
}

describe('the billing contact’s rules', () => {
  it('take a contact as the contract wants it: trimmed names and e-mail, the phone in E.164', () => {
    expect(v.parse(billingContactSchema, valid)).toEqual({
      billingFirstName: 'Ada',
      billingLastName: 'Lovelace',
      billingPhone: '+442079460000',
      billingEmail: 'billing@acme.example',
    });
  });

  it('want both names, a phone with its country code and an e-mail address', () => {
    expect(
      issues({ billingFirstName: ' ', billingLastName: '', billingPhone: '', billingEmail: '' }),
    ).toEqual({
      billingFirstName: 'Enter the billing contact’s first name.',
      billingLastName: 'Enter the billing contact’s last name.',
      billingPhone: 'Enter the billing contact’s phone number, like +1 415 555 0123.',
      billingEmail: 'Enter the billing e-mail address, like billing@company.com.',
    });
  });

  it.each(['020 7946 0000', '+0 20 7946 0000', '+44 12', '+1 415 555 0123 4567 89', '+44 20 7946 000a'])(
    'refuse the phone number %s',
    (billingPhone) => {
      expect(issues({ ...valid, billingPhone })).toEqual({
        billingPhone: 'Enter the phone number with its country code, like +1 415 555 0123.',
      });
    },
  );

  it('refuse a name over the contract’s 100 characters and an address that is not one', () => {
    expect(issues({ ...valid, billingLastName: 'x'.repeat(101), billingEmail: 'billing@' })).toEqual({
      billingLastName: 'Use at most 100 characters.',
      billingEmail: 'Enter an e-mail address like name@company.com.',
    });
  });
});
