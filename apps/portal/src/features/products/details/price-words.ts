// The product page's words for prices (the contract's values are named in app/labels.ts).
import type { ProductPaymentContext } from '@dbcloud/api-client';
import { formatMoney } from '../../../app/format';

/** "$500.05 a month" */
export const monthly = (cents: number, currency: ProductPaymentContext['currency']) =>
  `${formatMoney({ amountCents: cents, currency })} a month`;

/** "from $500.05 to $1,000.10 a month (+$500.05)" */
export function priceChange(price: ProductPaymentContext): string {
  const { currency, currentMonthlyEstimateCents: now, newMonthlyEstimateCents: next } = price;
  const difference = next - now;
  const sign = difference > 0 ? '+' : difference < 0 ? '−' : '±';
  return `from ${formatMoney({ amountCents: now, currency })} to ${monthly(next, currency)} (${sign}${formatMoney(
    {
      amountCents: Math.abs(difference),
      currency,
    },
  )})`;
}
