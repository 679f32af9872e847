import type { ReactNode } from 'react';
import styles from './alert.module.css';
import { RequestId } from './request-id';

export type AlertTone = 'info' | 'success' | 'warning' | 'danger';

/**
 * A message inside a page: a server error above a form (announced at once), or a warning such as an
 * unpaid balance (announced politely). With `error`, the failed call it is about, the request's id
 * follows for the customer to quote to support.
 */
export function Alert({
  tone = 'info',
  title,
  error,
  children,
}: {
  tone?: AlertTone;
  title?: ReactNode;
  /** The failed call the alert tells of: its request id is shown (when the server gave one). */
  error?: unknown;
  children: ReactNode;
}) {
  return (
    <div className={styles.alert} data-tone={tone} role={tone === 'danger' ? 'alert' : 'status'}>
      {title && <p className={styles.title}>{title}</p>}
      <div>{children}</div>
      {error !== undefined && <RequestId error={error} />}
    </div>
  );
}
