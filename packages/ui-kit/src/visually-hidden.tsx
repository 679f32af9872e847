import type { ComponentProps } from 'react';
import { cn } from './cn';
import styles from './visually-hidden.module.css';

/** Class that hides content visually while keeping it available to assistive technology. */
export const visuallyHiddenClassName = styles.root ?? '';

/** Text for screen readers only (e.g. a label for an icon, a status message). */
function VisuallyHidden({ className, ...props }: ComponentProps<'span'>) {
  return <span data-slot="visually-hidden" className={cn(styles.root, className)} {...props} />;
}

export { VisuallyHidden };
