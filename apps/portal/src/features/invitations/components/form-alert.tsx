import type { ReactNode } from 'react';
import styles from './invitations.module.css';

/** Why an action failed, in words, with the ways out; announced when it appears. */
export function FormAlert({ message, children }: { message: string; children?: ReactNode }) {
  return (
    <div role="alert" className={styles.alert}>
      <p>{message}</p>
      {children}
    </div>
  );
}
