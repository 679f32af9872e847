// The billing summary's search (in the entry chunk with the route tree, so a plain function rather than
// a schema): `selectedYear` of the invoice history and `months` of the spendings chart. Anything else, or
// a value out of range, is dropped (the page then shows this year and the last 12 months).

/** The spendings chart's ranges, in months up to this one (the API allows at most 24). */
export const SPENDINGS_MONTHS = [3, 6, 12, 24] as const;
export type SpendingsMonths = (typeof SPENDINGS_MONTHS)[number];
export const DEFAULT_SPENDINGS_MONTHS: SpendingsMonths = 12;

export interface BillingSummarySearch {
  /** The invoice history's year (the API accepts 2000 to 2100); this year when absent. */
  selectedYear?: number;
  /** How many months the spendings chart shows; 12 when absent. */
  months?: SpendingsMonths;
}

export function billingSummarySearch({
  selectedYear,
  months,
}: Record<string, unknown>): BillingSummarySearch {
  return {
    selectedYear:
      Number.isInteger(selectedYear) && Number(selectedYear) >= 2000 && Number(selectedYear) <= 2100
        ? Number(selectedYear)
        : undefined,
    months: SPENDINGS_MONTHS.find((value) => value === months),
  };
}
