// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { createDemoCardFields } from './demo';
import {
  CARD_ERROR_FALLBACK,
  type CardFieldName,
  type CardFieldSlots,
  CardFieldsError,
  cardErrorMessage,
} from './port';

const NAMES: CardFieldName[] = ['cardNumber', 'expiryDate', 'cvv'];

function slots(): CardFieldSlots {
  document.body.replaceChildren();
  const slot = (name: CardFieldName) => {
    const container = document.createElement('div');
    document.body.append(container);
    return { container, inputId: `card-${name}` };
  };
  return { cardNumber: slot('cardNumber'), expiryDate: slot('expiryDate'), cvv: slot('cvv') };
}

const input = (name: CardFieldName) => document.getElementById(`card-${name}`) as HTMLInputElement;

function type(name: CardFieldName, value: string) {
  const field = input(name);
  field.value = value;
  field.setSelectionRange(value.length, value.length);
  field.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'insertText' }));
}

async function enter(number: string, expiry = '12/30', cvv = '123') {
  const fields = createDemoCardFields({ checkMs: 0, now: () => new Date(2026, 10, 22) });
  await fields.mount(slots());
  type('cardNumber', number);
  type('expiryDate', expiry);
  type('cvv', cvv);
  return fields;
}

async function failure(promise: Promise<unknown>): Promise<CardFieldsError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!(error instanceof CardFieldsError))
    throw new Error(`expected a CardFieldsError, got ${String(error)}`);
  return error;
}

afterEach(() => {
  document.body.replaceChildren();
});

describe('the demo card fields', () => {
  it('puts three labelled-by-the-page inputs with the card fields’ placeholders into the slots', async () => {
    await createDemoCardFields().mount(slots());
    expect(NAMES.map((name) => input(name).placeholder)).toEqual(['1234 5678 9012 3456', 'MM/YY', '123']);
    expect(NAMES.map((name) => input(name).autocomplete)).toEqual(['cc-number', 'cc-exp', 'cc-csc']);
    // never submitted with a form
    expect(NAMES.map((name) => input(name).name)).toEqual(['', '', '']);
  });

  it.each([
    ['4111 1111 1111 1111', 'Visa', '1111'],
    ['5555 5555 5555 4444', 'Mastercard', '4444'],
    ['4000 0000 0000 0341', 'Visa', '0341'],
    ['3782 822463 10005', 'Amex', '0005'],
  ])('accepts %s as a %s card ending %s, with a fresh single-use token', async (number, ccType, last4) => {
    const fields = await enter(number, '12/30', ccType === 'Amex' ? '1234' : '123');
    const first = await fields.tokenize();
    const second = await fields.tokenize();
    expect(first).toMatchObject({ last4Digits: last4, ccType });
    expect(first.pfToken).toMatch(/^demo_[A-Za-z0-9]{24}$/);
    expect(second.pfToken).not.toBe(first.pfToken);
    // the token names nothing of the card
    expect(first.pfToken).not.toContain(number.replace(/\s/g, '').slice(0, 6));
  });

  it('fails 3-D Secure with 14101 for 4000 0000 0000 0002', async () => {
    const error = await failure((await enter('4000 0000 0000 0002')).tokenize());
    expect(error.code).toBe(14101);
    expect(cardErrorMessage(error)).toBe('3D Secure authentication failed');
  });

  it('fails 3-D Secure with 14103 for 4000 0000 0000 0010', async () => {
    const error = await failure((await enter('4000 0000 0000 0010')).tokenize());
    expect(error.code).toBe(14103);
    expect(cardErrorMessage(error)).toBe('3D Secure client error');
  });

  it.each([
    ['a number failing the Luhn check', '4111 1111 1111 1112', '12/30', '123', 'cardNumber'],
    ['a number of no known type', '1234 5678 1234 5670', '12/30', '123', 'cardNumber'],
    ['an expired card', '4111 1111 1111 1111', '10/26', '123', 'expiryDate'],
    ['a short CVV', '4111 1111 1111 1111', '12/30', '12', 'cvv'],
  ])('refuses %s, marking the field', async (_what, number, expiry, cvv, field) => {
    const error = await failure((await enter(number, expiry, cvv)).tokenize());
    expect(cardErrorMessage(error)).toBe(CARD_ERROR_FALLBACK);
    expect(input(field as CardFieldName).getAttribute('aria-invalid')).toBe('true');
    type(field as CardFieldName, '4');
    expect(input(field as CardFieldName).hasAttribute('aria-invalid')).toBe(false);
  });

  it('groups the number and adds the expiry’s slash while typing', async () => {
    await createDemoCardFields().mount(slots());
    type('cardNumber', '4111111111111111');
    expect(input('cardNumber').value).toBe('4111 1111 1111 1111');
    type('expiryDate', '12');
    expect(input('expiryDate').value).toBe('12/');
    type('expiryDate', '1230');
    expect(input('expiryDate').value).toBe('12/30');
  });

  it('forgets what was typed when destroyed', async () => {
    const fields = await enter('4111 1111 1111 1111');
    const number = input('cardNumber');
    fields.destroy();
    expect(number.value).toBe('');
    expect(document.querySelectorAll('input')).toHaveLength(0);
    await expect(fields.tokenize()).rejects.toBeInstanceOf(CardFieldsError);
  });
});
