import type { BillingSpendings } from '@dbcloud/api-client';

/** The n-th series' colour: the ui-kit's chart tokens, which follow the theme. */
export const seriesColour = (index: number): string => `var(--color-chart-${(index % 6) + 1})`;

/** Each month's total over all series (cents). */
export const monthTotals = (data: BillingSpendings): number[] =>
  data.months.map((_, index) =>
    data.series.reduce((total, series) => total + (series.points[index]?.amountCents ?? 0), 0),
  );
