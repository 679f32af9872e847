import type { ReactNode } from 'react';
import styles from './chart.module.css';

/** Half the tooltip's width: it stays inside the chart near either edge. */
const HALF = 90;

/**
 * The box beside the hovered or focused point of a chart: a title and a list of series with their
 * values. Hidden from assistive technology: what it says is in the focused element's name or the table.
 */
export function ChartTooltip({
  x,
  chartWidth,
  title,
  items,
}: {
  /** The point's position from the chart's left edge. */
  x: number;
  chartWidth: number;
  title: ReactNode;
  items: { key: string; colour: string; label: ReactNode; value: ReactNode }[];
}) {
  return (
    <div
      className={styles.tooltip}
      aria-hidden="true"
      style={{ left: `${Math.min(Math.max(x, HALF), Math.max(HALF, chartWidth - HALF))}px` }}
    >
      <p className={styles.tooltipTitle}>{title}</p>
      <ul>
        {items.map((item) => (
          <li key={item.key} className={styles.tooltipItem}>
            <span className={styles.swatch} style={{ background: item.colour }} />
            {item.label} <span>{item.value}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
