// The billing summary's search: `selectedYear` of the invoice history and `months` of the spendings
// chart. Anything else, or a value out of range, is left out (the page then shows this year and the
// last 12 months).
import * as v from 'valibot';
import { intIn, oneOf } from '../../app/search-params';

/** The spendings chart's ranges, in months up to this one (the API allows at most 24). */
export const SPENDINGS_MONTHS = [3, 6, 12, 24] as const;
export type SpendingsMonths = (typeof SPENDINGS_MONTHS)[number];
export const DEFAULT_SPENDINGS_MONTHS: SpendingsMonths = 12;

export const billingSummarySearch = v.object({
  /** The invoice history's year (the API accepts 2000 to 2100); this year when absent. */
  selectedYear: intIn(2000, 2100),
  /** How many months the spendings chart shows; 12 when absent. */
  months: oneOf(SPENDINGS_MONTHS),
});

export type BillingSummarySearch = v.InferOutput<typeof billingSummarySearch>;
