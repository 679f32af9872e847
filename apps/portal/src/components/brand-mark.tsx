import styles from './brand-mark.module.css';

/** The DBCloud mark (a database in a cloud, public/brand-mark.svg) and name, as the headers show them. */
export function BrandMark() {
  return (
    <span className={styles.brand}>
      <span className={styles.mark} aria-hidden="true" />
      DBCloud
    </span>
  );
}
