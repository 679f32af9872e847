/** The n-th series' colour: the ui-kit's chart tokens, which follow the theme. */
export const seriesColour = (index: number): string => `var(--color-chart-${(index % 6) + 1})`;
