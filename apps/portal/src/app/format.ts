import type { Money } from '@dbcloud/api-client';

// Each formatter is made once, on first use: making an Intl formatter costs far more than formatting
// with it, and long lists (10,000 backup files) format a date on every row they render while scrolling.
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
function formatter<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => T): T {
  let made = formatters.get(key) as T | undefined;
  if (!made) {
    made = make();
    formatters.set(key, made);
  }
  return made;
}

/** A negative amount's sign as a minus (−$70.28), the width of a digit, as in a printed bill, not a hyphen. */
export const minusSign = (formatted: string): string => formatted.replace('-', '\u2212');

/** $1,234.50; −$70.28 */
export function formatMoney(money: Money): string {
  return minusSign(
    formatter(
      `money:${money.currency}`,
      () => new Intl.NumberFormat('en-US', { style: 'currency', currency: money.currency }),
    ).format(money.amountCents / 100),
  );
}

/** 22 Nov 2026, 14:05 (the reader's time zone) */
export function formatDateTime(iso: string): string {
  return formatter(
    'date-time',
    () => new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' }),
  ).format(new Date(iso));
}

/** 22 Nov 2026 */
export function formatDate(iso: string): string {
  return formatter(
    'date',
    () => new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' }),
  ).format(new Date(iso));
}
