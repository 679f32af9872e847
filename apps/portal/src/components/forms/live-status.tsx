import styles from './forms.module.css';

export type LiveStatusTone = 'neutral' | 'good' | 'bad';

/**
 * A result next to a field (availability, a promo code's description), announced politely. It is
 * always rendered so that screen readers notice when its text changes.
 */
export function LiveStatus({
  id,
  tone = 'neutral',
  message,
}: {
  id: string;
  tone?: LiveStatusTone;
  message: string;
}) {
  const toneClass = tone === 'good' ? styles.good : tone === 'bad' ? styles.bad : '';
  return (
    <p id={id} role="status" className={`${styles.status} ${toneClass}`}>
      {message}
    </p>
  );
}
