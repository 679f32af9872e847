import styles from './chart.module.css';

/**
 * A chart's value axis: a dashed grid line and a label per tick, the zero line solid. Drawing only
 * (inside an `aria-hidden` group): the chart's table twin has every number.
 */
export function ValueGrid({
  ticks,
  y,
  width,
  format,
}: {
  ticks: number[];
  /** The tick's position (the chart's value scale). */
  y: (value: number) => number;
  /** The plot's inner width. */
  width: number;
  format: (value: number) => string;
}) {
  return (
    <>
      {ticks.map((tick) => (
        <g key={tick} transform={`translate(0,${y(tick)})`}>
          <line x2={width} className={tick === 0 ? styles.axisLine : styles.gridLine} />
          <text x={-8} dy="0.32em" textAnchor="end" className={styles.axisText}>
            {format(tick)}
          </text>
        </g>
      ))}
    </>
  );
}
