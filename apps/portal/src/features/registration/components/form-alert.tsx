import type { ReactNode } from 'react';
import styles from './registration.module.css';

/** Why a submit failed, in words, above the form; announced when it appears. */
export function FormAlert({ children }: { children: ReactNode }) {
  return (
    <div role="alert" className={styles.alert}>
      <p>{children}</p>
    </div>
  );
}
