import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { SINGLE_LINE_MESSAGE } from '../../components/forms/schemas';
import { invoiceDetailsSchema, toInvoiceDetailsRequest } from './schemas';

const form = {
  companyName: 'Acme Holdings',
  addressLine1: '2 Harbour Road',
  addressLine2: '',
  city: 'Dublin',
  postalCode: 'D02 X285',
  country: 'IE',
  vatId: '',
};

describe('the invoice details’ rules', () => {
  it('send optional fields left empty as null, and a tax ID as the contract wants it', () => {
    expect(toInvoiceDetailsRequest(v.parse(invoiceDetailsSchema, form))).toEqual({
      ...form,
      addressLine2: null,
      vatId: null,
    });
    expect(v.parse(invoiceDetailsSchema, { ...form, vatId: 'ie 1234567 t' }).vatId).toBe('IE1234567T');
  });

  it('want the company, street, city, postal code and country; a tax ID of the contract’s shape', () => {
    const result = v.safeParse(invoiceDetailsSchema, {
      ...form,
      companyName: '',
      addressLine1: ' ',
      city: '',
      postalCode: '',
      country: '',
      vatId: 'GB 123/456',
    });
    expect(
      Object.fromEntries((result.issues ?? []).map((issue) => [v.getDotPath(issue), issue.message])),
    ).toEqual({
      companyName: 'Enter the company name printed on invoices.',
      addressLine1: 'Enter the street address.',
      city: 'Enter the city.',
      postalCode: 'Enter the postal code.',
      country: 'Choose the country.',
      vatId: 'A tax ID is 2 to 20 letters, digits or hyphens, like GB123456789.',
    });
  });
});

describe('invoice details: control characters', () => {
  it('says so beside a field holding a tab or another control character', () => {
    const result = v.safeParse(invoiceDetailsSchema, { ...form, companyName: 'Acme\tHoldings' });
    expect(result.issues?.map((issue) => [issue.path?.[0]?.key, issue.message])).toEqual([
      ['companyName', SINGLE_LINE_MESSAGE],
    ]);
  });
});
