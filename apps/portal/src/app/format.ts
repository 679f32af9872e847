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

/** 16,384; 41.33 with `maxDecimals` 2; 3.2 with 1 (at most that many decimals; three by default, as `toLocaleString`). */
export function formatNumber(value: number, maxDecimals = 3): string {
  return formatter(
    `number:${maxDecimals}`,
    () => new Intl.NumberFormat('en-US', { maximumFractionDigits: maxDecimals }),
  ).format(value);
}

/**
 * $0.0421: a rate finer than a cent (an hourly share, a price per GB-month) in the currency's units,
 * with two to `maxDecimals` decimals; −$0.42 for a negative one.
 */
export function formatRate(amount: number, currency: string, maxDecimals: number): string {
  return minusSign(
    formatter(
      `rate:${currency}:${maxDecimals}`,
      () =>
        new Intl.NumberFormat('en-US', {
          style: 'currency',
          currency,
          minimumFractionDigits: 2,
          maximumFractionDigits: maxDecimals,
        }),
    ).format(amount),
  );
}

/** $1.2K: an axis label, from cents. */
export function formatCompactMoney(cents: number, currency: string): string {
  return formatter(
    `compact:${currency}`,
    () =>
      new Intl.NumberFormat('en-US', {
        style: 'currency',
        currency,
        notation: 'compact',
        maximumFractionDigits: 1,
      }),
  ).format(cents / 100);
}

// Parts of a date that pages show on their own; UTC unless the name says local.
const DATE_PARTS = {
  /** October 2026 */
  monthYear: { month: 'long', year: 'numeric', timeZone: 'UTC' },
  /** Oct */
  shortMonth: { month: 'short', timeZone: 'UTC' },
  /** Oct 2026 */
  shortMonthYear: { month: 'short', year: 'numeric', timeZone: 'UTC' },
  /** Fri, 20 Nov 2026 */
  weekdayDate: { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' },
  /** 14:05, the reader's time */
  localClock: { hour: '2-digit', minute: '2-digit' },
  /** 20 Nov, the reader's day */
  localDayMonth: { day: 'numeric', month: 'short' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

/** A date in one of the shapes of `DATE_PARTS`: `formatDatePart(date, 'monthYear')` is "October 2026". */
export function formatDatePart(date: Date | number, part: keyof typeof DATE_PARTS): string {
  return formatter(`part:${part}`, () => new Intl.DateTimeFormat('en-GB', DATE_PARTS[part])).format(date);
}

let collator: Intl.Collator | undefined;
/** Names in a person's order ("Orders 9" before "Orders 10"), case aside. */
export function compareNames(a: string, b: string): number {
  collator ??= new Intl.Collator('en', { numeric: true, sensitivity: 'base' });
  return collator.compare(a, b);
}

let regions: Intl.DisplayNames | undefined;
/** "GB" -> "United Kingdom", named by the browser (no list of names ships with the page). */
export function regionName(code: string): string {
  regions ??= new Intl.DisplayNames(['en'], { type: 'region' });
  return regions.of(code) ?? code;
}
