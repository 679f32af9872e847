import type { BillingSpendings } from '@dbcloud/api-client';

/** Each month's total over all series (cents). */
export const monthTotals = (data: BillingSpendings): number[] =>
  data.months.map((_, index) =>
    data.series.reduce((total, series) => total + (series.points[index]?.amountCents ?? 0), 0),
  );
