import type { ComponentProps, ReactNode } from 'react';
import { cn } from './cn';
import styles from './state.module.css';

export type HeadingLevel = 2 | 3 | 4 | 5 | 6;

export interface EmptyStateProps extends Omit<ComponentProps<'div'>, 'title'> {
  title: ReactNode;
  description?: ReactNode;
  /** The next step, e.g. `<Button asChild><Link to="…">Create a product</Link></Button>`. */
  action?: ReactNode;
  /** Decorative illustration or icon (give it `aria-hidden`). */
  icon?: ReactNode;
  /** Heading level of the title, to fit the page outline. Default 2. */
  headingLevel?: HeadingLevel;
}

/** What a list or page shows when it has nothing yet, and what to do about it. */
function EmptyState({
  title,
  description,
  action,
  icon,
  headingLevel = 2,
  className,
  ...props
}: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div data-slot="empty-state" className={cn(styles.root, styles.bordered, className)} {...props}>
      {icon ? <div className={styles.icon}>{icon}</div> : null}
      <Heading className={styles.title}>{title}</Heading>
      {description ? <p className={styles.description}>{description}</p> : null}
      {action ? <div className={styles.actions}>{action}</div> : null}
    </div>
  );
}

export { EmptyState };
