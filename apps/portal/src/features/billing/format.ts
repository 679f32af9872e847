// Billing's own words for periods, months, rates and quantities, written with app/format.ts.
import type {
  BillingBudget,
  BillingCostItem,
  BillingPeriod,
  Currency,
  InvoiceStatus,
} from '@dbcloud/api-client';
import type { BadgeTone } from '@dbcloud/ui-kit';
import { formatDatePart, formatNumber, formatRate } from '../../app/format';

const monthDate = (month: string) => new Date(`${month}-01T00:00:00Z`);

/** "October 2026": a billing period is one calendar month. */
export const periodName = (period: BillingPeriod): string =>
  formatDatePart(new Date(period.start), 'monthYear');

/** "Oct 2026" of a `YYYY-MM` month. */
export const monthName = (month: string): string => formatDatePart(monthDate(month), 'shortMonthYear');

/** "October 2026" of a `YYYY-MM` month. */
export const longMonthName = (month: string): string => formatDatePart(monthDate(month), 'monthYear');

/** The chart's tick: "Oct", with the year on January and on the first month shown ("Jan 2026"). */
export const monthTick = (month: string, first: boolean): string =>
  first || month.endsWith('-01')
    ? formatDatePart(monthDate(month), 'shortMonthYear')
    : formatDatePart(monthDate(month), 'shortMonth');

/** The period's `billedAsOf` of a `YYYY-MM` month: the first day of the next month. */
export function billedAsOfMonth(month: string): string {
  const start = monthDate(month);
  return new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 1)).toISOString().slice(0, 10);
}

/** "Cost details, October 2026" of the period billed as of `billedAsOf` (a first of a month), else "Cost details". */
export function costDetailsTitle(billedAsOf: string): string {
  const match = /^(\d{4})-(\d{2})-01$/.exec(billedAsOf);
  if (!match) return 'Cost details';
  const start = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 2, 1));
  return Number.isNaN(start.getTime())
    ? 'Cost details'
    : `Cost details, ${formatDatePart(start, 'monthYear')}`;
}

/** $0.415: a unit rate, from thousandths of a cent, with the digits it needs (up to five). */
export const formatMillicentRate = (millicents: number, currency: Currency): string =>
  formatRate(millicents / 100_000, currency, 5);

/** $0.415 of a unit price in cents that may have a fraction (invoice lines). */
export const formatUnitPrice = (cents: number, currency: Currency): string =>
  formatMillicentRate(Math.round(cents * 1000), currency);

const UNITS: Record<BillingCostItem['unit'], [string, string]> = {
  hour: ['hour', 'hours'],
  gbMonth: ['GB-month', 'GB-months'],
  gb: ['GB', 'GB'],
};

/** "2,232 hours", "41.33 GB-months", "488 GB". */
export function formatQuantity(value: number, unit: BillingCostItem['unit']): string {
  const [one, many] = UNITS[unit];
  return `${formatNumber(value, 2)} ${value === 1 ? one : many}`;
}

/** "per hour" */
export const perUnit = (unit: BillingCostItem['unit']): string => `per ${UNITS[unit][0]}`;

export const INVOICE_STATUS: Record<InvoiceStatus, { label: string; tone: BadgeTone }> = {
  paid: { label: 'Paid', tone: 'success' },
  unpaid: { label: 'Unpaid', tone: 'warning' },
  void: { label: 'Void', tone: 'neutral' },
};

/**
 * The budget chart's bars, in its colours' order: the spend so far, and the forecast when it is above the
 * spend. When credits pay for the rest of the month the forecast is the spend: no bar of its own, so the
 * legend does not name one.
 */
export const budgetChartBars = (budget: Pick<BillingBudget, 'spentSoFar' | 'forecast'>): string[] =>
  budget.forecast.amountCents > budget.spentSoFar.amountCents
    ? ['Spent so far', 'Forecast']
    : ['Spent so far'];
