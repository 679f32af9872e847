import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { type SignUpInput, signUpSchema, toSignUpRequest } from './schemas';

const base: SignUpInput = {
  email: ' Founder@Initech.example ',
  domainName: ' Initech ',
  accountType: 'Regular',
  addBillingContact: false,
  billingFirstName: '',
  billingLastName: '',
  billingPhone: '',
  billingEmail: '',
  promoCode: ' welcome50 ',
  acceptTerms: true,
};

/** The first message of each field, as the form shows it. */
function issuesOf(input: SignUpInput): Record<string, string> {
  const issues: Record<string, string> = {};
  for (const issue of v.safeParse(signUpSchema, input).issues ?? []) {
    const path = v.getDotPath(issue) ?? '';
    issues[path] ??= issue.message;
  }
  return issues;
}

describe('signUpSchema', () => {
  it('trims, lowercases the domain, uppercases the promo code and leaves out a billing contact not added', () => {
    const parsed = v.parse(signUpSchema, base);
    expect(toSignUpRequest(parsed)).toEqual({
      email: 'Founder@Initech.example',
      domainName: 'initech',
      accountType: 'Regular',
      promoCode: 'WELCOME50',
      acceptTerms: true,
    });
  });

  it('requires every billing field once the billing contact is added, next to each field', () => {
    expect(issuesOf({ ...base, addBillingContact: true, billingPhone: '555 0142' })).toEqual({
      billingFirstName: 'Enter the billing contact’s first name.',
      billingLastName: 'Enter the billing contact’s last name.',
      billingPhone: 'Enter the phone number with its country code, like +1 415 555 0123.',
      billingEmail: 'Enter the billing e-mail address, like billing@company.com.',
    });
  });

  it('sends a billing phone in E.164 form', () => {
    const parsed = v.parse(signUpSchema, {
      ...base,
      addBillingContact: true,
      billingFirstName: 'Peter',
      billingLastName: 'Gibbons',
      billingPhone: '+1 (512) 555-0142',
      billingEmail: 'billing@initech.example',
    });
    expect(toSignUpRequest(parsed).billingContact?.billingPhone).toBe('+15125550142');
  });

  it('checks the billing rules even while other fields are wrong, and wants the terms', () => {
    expect(
      issuesOf({ ...base, email: '', addBillingContact: true, billingFirstName: 'P', acceptTerms: false }),
    ).toMatchObject({
      email: 'Enter your e-mail address.',
      billingLastName: 'Enter the billing contact’s last name.',
      acceptTerms: 'Accept the terms of service and the privacy policy to continue.',
    });
  });

  it('refuses domain names the contract refuses', () => {
    for (const domainName of ['ab', '1acme', 'acme-', 'ac_me', 'a'.repeat(41)]) {
      expect(issuesOf({ ...base, domainName }).domainName).toBeDefined();
    }
  });
});
