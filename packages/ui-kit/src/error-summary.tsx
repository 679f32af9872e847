import { type ComponentProps, type MouseEvent, type ReactNode, useEffect, useId, useRef } from 'react';
import { cn } from './cn';
import styles from './error-summary.module.css';

/** One error of a form, pointing at the control (its `Field` `id`) that has it. */
export interface ErrorSummaryItem {
  /** Id of the control (the `id` given to its `Field` or `Fieldset`). */
  fieldId: string;
  message: ReactNode;
}

export interface ErrorSummaryProps extends Omit<ComponentProps<'div'>, 'title'> {
  /** Heading of the summary. Default "There is a problem". */
  title?: ReactNode;
  /** The form's errors, in the order of the fields. Nothing renders while empty. */
  errors: readonly ErrorSummaryItem[];
  /**
   * The summary takes focus when it appears and again whenever this value changes:
   * pass react-hook-form's `formState.submitCount` to refocus on every failed submit.
   */
  focusKey?: unknown;
}

const FOCUSABLE = 'input, select, textarea, button, [tabindex]:not([tabindex="-1"]), [role="radio"], a[href]';

function focusField(fieldId: string) {
  const target = document.getElementById(fieldId);
  if (!target) return false;
  const control = target.matches(FOCUSABLE) ? target : target.querySelector<HTMLElement>(FOCUSABLE);
  (control ?? target).focus();
  (control ?? target).scrollIntoView?.({ block: 'center' });
  return true;
}

/**
 * The list of a form's errors shown above it after a failed submit: an alert that takes focus,
 * each error a link that moves focus to its field.
 */
function ErrorSummary({
  title = 'There is a problem',
  errors,
  focusKey,
  className,
  ...props
}: ErrorSummaryProps) {
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const hasErrors = errors.length > 0;
  // biome-ignore lint/correctness/useExhaustiveDependencies: focusKey is the trigger to refocus, not read.
  useEffect(() => {
    if (hasErrors) ref.current?.focus();
  }, [hasErrors, focusKey]);
  if (!hasErrors) return null;
  const onLinkClick = (event: MouseEvent<HTMLAnchorElement>, fieldId: string) => {
    if (focusField(fieldId)) event.preventDefault();
  };
  return (
    <div
      data-slot="error-summary"
      role="alert"
      tabIndex={-1}
      aria-labelledby={titleId}
      className={cn(styles.root, className)}
      {...props}
      ref={ref}
    >
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      <ul className={styles.list}>
        {errors.map((error) => (
          <li key={error.fieldId}>
            <a
              href={`#${error.fieldId}`}
              className={styles.link}
              onClick={(event) => onLinkClick(event, error.fieldId)}
            >
              {error.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

export { ErrorSummary };
