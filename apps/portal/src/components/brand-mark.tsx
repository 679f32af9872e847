import styles from './brand-mark.module.css';

/** The DBCloud mark (a database cylinder in a cloud) and name, as the headers show them. */
export function BrandMark() {
  return (
    <span className={styles.brand}>
      <svg className={styles.mark} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <path
          className={styles.cloud}
          d="M9 25a7 7 0 0 1-.9-13.94A9 9 0 0 1 25.3 10.6 6.5 6.5 0 0 1 24.5 25Z"
        />
        <ellipse className={styles.disk} cx="16.5" cy="14.5" rx="5" ry="1.8" />
        <path className={styles.disk} d="M11.5 14.5v6c0 1 2.24 1.8 5 1.8s5-.8 5-1.8v-6" />
        <path className={styles.line} d="M11.5 17.5c0 1 2.24 1.8 5 1.8s5-.8 5-1.8" />
      </svg>
      DBCloud
    </span>
  );
}
