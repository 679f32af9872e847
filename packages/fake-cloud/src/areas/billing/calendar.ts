// Billing periods are calendar months in UTC: a period is billed as of the first day of the next month.
import type { BillingPeriod } from '@dbcloud/api-client';
import { DAY_MS, HOUR_MS, isoDate } from '../../core/clock.js';

/** A billing period as instants: `start` inclusive, `end` (the billedAsOf instant) exclusive. */
export interface PeriodSpan {
  start: number;
  end: number;
}

/** The first instant of the month `offset` months after the month of `ms`. */
export function monthStart(ms: number, offset = 0): number {
  const date = new Date(ms);
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + offset, 1);
}

/** The period that contains `ms`. */
export const periodContaining = (ms: number): PeriodSpan => ({
  start: monthStart(ms),
  end: monthStart(ms, 1),
});

/** The period billed as of `billedAsOf` (a first of a month), or null for any other date. */
export function periodBilledAsOf(billedAsOf: string): PeriodSpan | null {
  const end = Date.parse(`${billedAsOf}T00:00:00Z`);
  if (Number.isNaN(end) || monthStart(end) !== end) return null;
  return { start: monthStart(end, -1), end };
}

export const periodShape = (span: PeriodSpan): BillingPeriod => ({
  start: isoDate(span.start),
  end: isoDate(span.end - DAY_MS),
  billedAsOf: isoDate(span.end),
});

/** `YYYY-MM` of an instant. */
export const monthKey = (ms: number): string => isoDate(ms).slice(0, 7);

export const hoursIn = (span: PeriodSpan): number => (span.end - span.start) / HOUR_MS;

/** The start of the UTC day of `ms`. */
export const dayStart = (ms: number): number => ms - (ms % DAY_MS);
