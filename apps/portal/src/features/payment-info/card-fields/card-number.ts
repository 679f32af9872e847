// What the demo card fields check, as a provider's hosted fields would: the Luhn checksum, the card
// type from the number's first digits (IIN ranges), the expiry and the CVV.
import type { PaymentCardType } from '@dbcloud/api-client';

/** The digits of what was typed ("4111 1111-1111 1111" -> "4111111111111111"). */
export const digitsOf = (typed: string): string => typed.replace(/[\s-]/g, '');

/** The Luhn (mod 10) checksum every card number carries in its last digit. */
export function passesLuhn(number: string): boolean {
  if (!/^\d+$/.test(number)) return false;
  let sum = 0;
  for (let index = 0; index < number.length; index++) {
    let digit = Number(number[number.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

const between = (value: number, low: number, high: number) => value >= low && value <= high;

/**
 * The card type from the number's issuer prefix, or null when none of the nine types (PaymentCardType)
 * matches. More specific ranges come first (Solo and Discover before Maestro's 6…). Carte Bleue
 * cards carry Visa or Mastercard numbers, so a number alone never says Carte Bleue.
 */
export function cardTypeOf(number: string): PaymentCardType | null {
  const prefix = (length: number) => Number(number.slice(0, length));
  if (/^3[47]/.test(number)) return 'Amex';
  if (between(prefix(3), 300, 305) || /^3[689]/.test(number)) return 'Diners';
  if (between(prefix(4), 3528, 3589)) return 'JCB';
  if (/^(6334|6767)/.test(number)) return 'Solo';
  if (/^(6011|65)/.test(number) || between(prefix(3), 644, 649) || between(prefix(6), 622126, 622925)) {
    return 'Discover';
  }
  if (between(prefix(2), 51, 55) || between(prefix(4), 2221, 2720)) return 'Mastercard';
  if (/^4/.test(number)) return 'Visa';
  if (/^(50|5[6-9]|6)/.test(number)) return 'Maestro';
  return null;
}

/** Card numbers are 12 to 19 digits (ISO/IEC 7812). */
export const isCardNumberLength = (number: string): boolean => number.length >= 12 && number.length <= 19;

/**
 * "MM/YY" (or "MMYY", "MM / YY") of a month not yet over at `now`: a card is good through the last
 * day of its expiry month.
 */
export function isValidExpiry(typed: string, now: Date = new Date()): boolean {
  const match = /^(\d{2})\s*\/?\s*(\d{2})$/.exec(typed.trim());
  if (!match) return false;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (month < 1 || month > 12) return false;
  const thisMonth = now.getFullYear() * 12 + now.getMonth();
  const expiry = year * 12 + (month - 1);
  return expiry >= thisMonth && expiry <= thisMonth + 20 * 12;
}

/** Three digits, four for American Express. */
export const isValidCvv = (cvv: string, ccType: PaymentCardType | null): boolean =>
  (ccType === 'Amex' ? /^\d{4}$/ : /^\d{3}$/).test(cvv.trim());

/** "4111111111111111" -> "4111 1111 1111 1111"; American Express as 4-6-5. */
export function groupCardNumber(number: string): string {
  const digits = number.slice(0, 19);
  if (/^3[47]/.test(digits)) {
    return [digits.slice(0, 4), digits.slice(4, 10), digits.slice(10, 15)].filter(Boolean).join(' ');
  }
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}
