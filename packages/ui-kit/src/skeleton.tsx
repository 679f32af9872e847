import type { ComponentProps } from 'react';
import { cn } from './cn';
import styles from './skeleton.module.css';
import { VisuallyHidden } from './visually-hidden';

/** A decorative placeholder shape (hidden from assistive technology). Size it with `className`/`style`. */
function Skeleton({ className, ...props }: ComponentProps<'span'>) {
  return (
    <span data-slot="skeleton" aria-hidden="true" className={cn(styles.skeleton, className)} {...props} />
  );
}

/** Lines of text to come, the last one shorter: a section's skeleton when it has no shape of its own. */
function SkeletonLines({ lines = 3, className, ...props }: ComponentProps<'div'> & { lines?: number }) {
  return (
    <div data-slot="skeleton-lines" className={cn(styles.block, className)} {...props}>
      {Array.from({ length: lines }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical static placeholders.
        <Skeleton key={index} className={styles.line} />
      ))}
    </div>
  );
}

export interface LoadingBlockProps extends ComponentProps<'div'> {
  /** Text announced to screen readers. Default "Loading…". */
  label?: string;
  /** Number of placeholder lines. Default 3. */
  lines?: number;
}

/** A loading placeholder that screen readers announce as a status ("Loading…"). */
function LoadingBlock({ label = 'Loading…', lines = 3, className, ...props }: LoadingBlockProps) {
  return (
    <div data-slot="loading-block" role="status" className={className} {...props}>
      <VisuallyHidden>{label}</VisuallyHidden>
      <SkeletonLines lines={lines} />
    </div>
  );
}

export { LoadingBlock, Skeleton, SkeletonLines };
