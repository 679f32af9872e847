import { describe, expect, it } from 'vitest';
import { formatMoney } from './format';

describe('formatMoney', () => {
  it('writes integer cents in their currency', () => {
    expect(formatMoney({ amountCents: 123_450, currency: 'USD' })).toBe('$1,234.50');
    expect(formatMoney({ amountCents: 9, currency: 'EUR' })).toBe('€0.09');
  });

  it('writes a negative amount with a minus sign, never a hyphen', () => {
    expect(formatMoney({ amountCents: -7028, currency: 'USD' })).toBe('\u2212$70.28');
  });
});
