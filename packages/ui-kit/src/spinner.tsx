import type { ComponentProps } from 'react';
import { cn } from './cn';
import styles from './spinner.module.css';
import { VisuallyHidden } from './visually-hidden';

export interface SpinnerProps extends ComponentProps<'svg'> {
  /**
   * Text announced to screen readers. Without it the spinner is decorative (`aria-hidden`),
   * e.g. inside a button that already says `aria-busy`.
   */
  label?: string;
}

/** A rotating indicator sized by the surrounding font size (`1em`). */
function Spinner({ label, className, ...props }: SpinnerProps) {
  const svg = (
    <svg
      data-slot="spinner"
      viewBox="0 0 24 24"
      fill="none"
      aria-hidden="true"
      focusable="false"
      className={cn(styles.spinner, className)}
      {...props}
    >
      <circle className={styles.track} cx="12" cy="12" r="9" stroke="currentColor" strokeWidth="3" />
      <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
  if (!label) return svg;
  return (
    <span role="status" className={styles.status}>
      {svg}
      <VisuallyHidden>{label}</VisuallyHidden>
    </span>
  );
}

export { Spinner };
