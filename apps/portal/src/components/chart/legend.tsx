import styles from './chart.module.css';
import { seriesColour } from './series-colour';

/** A chart's series names beside their colours (the n-th name in the n-th chart colour). */
export function ChartLegend({ label, names }: { label: string; names: string[] }) {
  return (
    <ul className={styles.legend} aria-label={label}>
      {names.map((name, index) => (
        <li key={name} className={styles.legendItem}>
          <span className={styles.swatch} style={{ background: seriesColour(index) }} aria-hidden="true" />
          {name}
        </li>
      ))}
    </ul>
  );
}
