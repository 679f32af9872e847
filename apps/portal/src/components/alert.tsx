import type { ReactNode } from 'react';
import styles from './alert.module.css';

export type AlertTone = 'info' | 'success' | 'warning' | 'danger';

/**
 * A message inside a page: a server error above a form (announced at once), or a warning such as an
 * unpaid balance (announced politely).
 */
export function Alert({
  tone = 'info',
  title,
  children,
}: {
  tone?: AlertTone;
  title?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={styles.alert} data-tone={tone} role={tone === 'danger' ? 'alert' : 'status'}>
      {title && <p className={styles.title}>{title}</p>}
      <div>{children}</div>
    </div>
  );
}
