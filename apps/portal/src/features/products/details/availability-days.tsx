import type { AvailabilityDay } from '@dbcloud/api-client';
import styles from './health.module.css';
import { dayWords, formatMinutes, formatPercent } from './health-words';

/** Below this a day is drawn as an outage rather than a blip. */
const OUTAGE_BELOW = 99;

const stateOf = (day: AvailabilityDay) =>
  day.downtimeMinutes === 0 ? 'up' : day.availabilityPercent < OUTAGE_BELOW ? 'down' : 'degraded';

const dayText = (day: AvailabilityDay) =>
  `${dayWords(day.date)}: ${formatPercent(day.availabilityPercent)}${
    day.downtimeMinutes > 0 ? `, ${formatMinutes(day.downtimeMinutes)} down` : ', no downtime'
  }`;

/**
 * The availability of each UTC day, as a status page draws it: one bar a day, green when nothing was
 * down. Each bar says its day and figure (read by screen readers, shown on hover); the days with
 * downtime are also listed in words below, so nothing depends on colour or on hovering.
 */
export function AvailabilityDays({ days }: { days: AvailabilityDay[] }) {
  const first = days[0];
  const last = days.at(-1);
  if (!first || !last) return null;
  const downDays = days.filter((day) => day.downtimeMinutes > 0);
  return (
    <div className={styles.days}>
      <ol className={styles.bars} aria-label="Availability by day (UTC)">
        {days.map((day) => (
          <li key={day.date} className={styles.bar} data-state={stateOf(day)} title={dayText(day)}>
            <span className={styles.visuallyHidden}>{dayText(day)}</span>
          </li>
        ))}
      </ol>
      <div className={styles.axis} aria-hidden="true">
        <span>{dayWords(first.date)}</span>
        <span>{dayWords(last.date)}</span>
      </div>
      <ul className={styles.legend} aria-label="Legend">
        <li data-state="up">No downtime</li>
        <li data-state="degraded">Some downtime</li>
        <li data-state="down">Below {OUTAGE_BELOW}%</li>
      </ul>
      {downDays.length > 0 ? (
        <ul className={styles.downDays} aria-label="Days with downtime">
          {downDays.map((day) => (
            <li key={day.date}>{dayText(day)}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
