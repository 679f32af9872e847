import { Link } from '@tanstack/react-router';
import styles from './billing.module.css';

/**
 * A section's range as links that change one search parameter of the summary's URL (months, year): a
 * shared or reloaded address shows the same range, and the current one is marked `aria-current`.
 */
export function RangeLinks({
  domainName,
  label,
  param,
  options,
  current,
}: {
  domainName: string;
  label: string;
  param: 'months' | 'selectedYear';
  options: readonly number[];
  current: number;
}) {
  const labelId = `${param}-range`;
  return (
    <div className={styles.rangeField}>
      <span id={labelId}>{label}</span>
      <ul className={styles.rangeGroup} aria-labelledby={labelId}>
        {options.map((option) => (
          <li key={option} className={styles.rangeItem}>
            <Link
              to="/portal/$cloudAccount/billing/summary"
              params={{ cloudAccount: domainName }}
              search={(previous) => ({ ...previous, [param]: option })}
              replace
              resetScroll={false}
              className={styles.rangeOption}
              aria-current={option === current ? 'true' : undefined}
            >
              {option}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
