// Rates finer than a cent (an hour of a line, a GB-month of storage): the price list counts in
// millicents, and an hourly share of a monthly amount is rarely whole cents.
const rates = new Map<string, Intl.NumberFormat>();

/** $0.0421: an amount in cents, which may hold a fraction, to at most four decimals of the currency. */
export function formatCentRate(cents: number, currency: string): string {
  let format = rates.get(currency);
  if (!format) {
    format = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency,
      minimumFractionDigits: 2,
      maximumFractionDigits: 4,
    });
    rates.set(currency, format);
  }
  return format.format(cents / 100);
}

/** 16,384 */
export const formatCount = (value: number): string => value.toLocaleString('en-US');
