// The portal's forms refuse what the contract refuses in names and messages: control characters.
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { billingContactSchema } from '../billing-contact/schema';
import { isSingleLine, SINGLE_LINE_MESSAGE } from './schemas';

const messagesOf = (result: { issues?: readonly { message: string }[] }) =>
  (result.issues ?? []).map((issue) => issue.message);

describe('text rules', () => {
  it('refuse C0 and C1 control characters and DEL in one-line text', () => {
    for (const text of ['a\u0000b', 'a\u001b[2Jb', 'a\tb', 'a\nb', 'a\rb', 'a\u007fb', 'a\u009bb']) {
      expect(isSingleLine(text), JSON.stringify(text)).toBe(false);
    }
    expect(isSingleLine('Orders (EU) – Zürich ✓')).toBe(true);
  });

  it('say so beside the billing contact’s names', () => {
    const contact = v.safeParse(billingContactSchema, {
      billingFirstName: 'Ada\u0085',
      billingLastName: 'Lovelace',
      billingPhone: '+14155550123',
      billingEmail: 'ada@example.com',
    });
    expect(messagesOf(contact)).toEqual([SINGLE_LINE_MESSAGE]);
  });
});
