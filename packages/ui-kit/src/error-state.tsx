import type { ComponentProps, ReactNode } from 'react';
import { Button } from './button';
import { cn } from './cn';
import type { HeadingLevel } from './empty-state';
import styles from './state.module.css';

export interface ErrorStateProps extends Omit<ComponentProps<'div'>, 'title'> {
  /** What failed, e.g. "Couldn't load your products". Default "Something failed to load". */
  title?: ReactNode;
  /** Details (the server's problem `detail`) and what the user can do. */
  message?: ReactNode;
  /** Shows a "Try again" button calling this (e.g. `refetch`). */
  onRetry?: () => void;
  /** Default "Try again". */
  retryLabel?: ReactNode;
  /** Shows progress on the retry button while a retry runs. */
  retrying?: boolean;
  /** More actions, e.g. a "Contact support" link. */
  actions?: ReactNode;
  /** Heading level of the title. Default 2. */
  headingLevel?: HeadingLevel;
}

/** A failed load: says what failed, announced as an alert, with a retry. */
function ErrorState({
  title = 'Something failed to load',
  message,
  onRetry,
  retryLabel = 'Try again',
  retrying = false,
  actions,
  headingLevel = 2,
  className,
  ...props
}: ErrorStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div data-slot="error-state" role="alert" className={cn(styles.root, styles.error, className)} {...props}>
      <Heading className={styles.title}>{title}</Heading>
      {message ? <p className={styles.description}>{message}</p> : null}
      {onRetry || actions ? (
        <div className={styles.actions}>
          {onRetry ? (
            <Button variant="primary" onClick={onRetry} loading={retrying}>
              {retryLabel}
            </Button>
          ) : null}
          {actions}
        </div>
      ) : null}
    </div>
  );
}

export { ErrorState };
