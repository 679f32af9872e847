import type { ReactNode } from 'react';
import styles from './legal.module.css';

/** A policy page: title, last update, sections. */
export function LegalPage({
  title,
  updated,
  children,
}: {
  title: string;
  updated: string;
  children: ReactNode;
}) {
  return (
    <main className={styles.legal} aria-labelledby="legal-title">
      <h1 id="legal-title">{title}</h1>
      <p className={styles.updated}>Last updated {updated}</p>
      {children}
    </main>
  );
}
