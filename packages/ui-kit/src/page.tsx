import type { ComponentProps } from 'react';
import { cn } from './cn';
import styles from './page.module.css';

export interface PageProps extends ComponentProps<'div'> {
  /** The space between the page's parts, the header included: `sm`, `md` (default), `lg`, `xl`. */
  gap?: 'sm' | 'md' | 'lg' | 'xl';
  /** A page of a few settings or one form: at most 48rem wide, not the page width. */
  narrow?: boolean;
}

/** A page's frame: its `PageHeader` and its parts in a column, spaced by `gap`. */
function Page({ gap = 'md', narrow = false, className, ...props }: PageProps) {
  return (
    <div
      data-slot="page"
      className={cn(styles.page, styles[gap], narrow && styles.narrow, className)}
      {...props}
    />
  );
}

export { Page };
