import { describe, expect, it } from 'vitest';
import { cardTypeOf, groupCardNumber, isValidCvv, isValidExpiry, passesLuhn } from './card-number';

describe('passesLuhn', () => {
  it.each([
    '4111111111111111',
    '5555555555554444',
    '4000000000000002',
    '4000000000000010',
    '4000000000000341',
    '378282246310005',
  ])('accepts %s', (number) => {
    expect(passesLuhn(number)).toBe(true);
  });

  it.each(['4111111111111112', '5555555555554443', '1234567890123456', '41111111111a1111', ''])(
    'refuses %s',
    (number) => {
      expect(passesLuhn(number)).toBe(false);
    },
  );
});

describe('cardTypeOf', () => {
  it.each([
    ['4111111111111111', 'Visa'],
    ['5555555555554444', 'Mastercard'],
    ['2223003122003222', 'Mastercard'],
    ['378282246310005', 'Amex'],
    ['30569309025904', 'Diners'],
    ['36227206271667', 'Diners'],
    ['6011111111111117', 'Discover'],
    ['6445644564456445', 'Discover'],
    ['3530111333300000', 'JCB'],
    ['6759649826438453', 'Maestro'],
    ['5018000000000009', 'Maestro'],
    ['6334000000000004', 'Solo'],
    ['6767000000000005', 'Solo'],
  ])('%s is %s', (number, type) => {
    expect(cardTypeOf(number)).toBe(type);
  });

  it('knows no type for numbers outside the nine', () => {
    expect(cardTypeOf('1234567812345670')).toBeNull();
    expect(cardTypeOf('9111111111111111')).toBeNull();
  });
});

describe('expiry and CVV', () => {
  const now = new Date(2026, 10, 22); // November 2026

  it('takes this month and later, not last month', () => {
    expect(isValidExpiry('11/26', now)).toBe(true);
    expect(isValidExpiry('1226', now)).toBe(true);
    expect(isValidExpiry('01 / 30', now)).toBe(true);
    expect(isValidExpiry('10/26', now)).toBe(false);
    expect(isValidExpiry('13/27', now)).toBe(false);
    expect(isValidExpiry('00/27', now)).toBe(false);
    expect(isValidExpiry('12/2', now)).toBe(false);
  });

  it('wants three digits, four for American Express', () => {
    expect(isValidCvv('123', 'Visa')).toBe(true);
    expect(isValidCvv('1234', 'Visa')).toBe(false);
    expect(isValidCvv('1234', 'Amex')).toBe(true);
    expect(isValidCvv('12a', 'Mastercard')).toBe(false);
  });

  it('groups numbers as printed on the card', () => {
    expect(groupCardNumber('4111111111111111')).toBe('4111 1111 1111 1111');
    expect(groupCardNumber('378282246310005')).toBe('3782 822463 10005');
    expect(groupCardNumber('41111')).toBe('4111 1');
  });
});
