import type { ComponentProps, MouseEvent } from 'react';
import styles from './button.module.css';
import { cn } from './cn';
import { Slot, Slottable } from './slot';
import { Spinner } from './spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost';
export type ButtonSize = 'sm' | 'md' | 'lg' | 'icon';

export interface ButtonStyleOptions {
  /** Visual weight: `primary` for the main action, `danger` for destructive ones. Default `secondary`. */
  variant?: ButtonVariant;
  /** Default `md`; `icon` is a square button for an icon with an `aria-label`. */
  size?: ButtonSize;
}

export interface ButtonProps extends ComponentProps<'button'>, ButtonStyleOptions {
  /** Render the child element (e.g. a router `<Link>`) with the button's styles and props. */
  asChild?: boolean;
  /**
   * Shows a spinner and sets `aria-busy`; clicks are ignored while loading. The button stays
   * focusable (it is `aria-disabled`, not `disabled`) so keyboard focus is not lost.
   */
  loading?: boolean;
}

/** Class names of a button, for elements that cannot use `<Button asChild>`. */
export function buttonClassName({ variant = 'secondary', size = 'md' }: ButtonStyleOptions = {}): string {
  return cn(styles.button, styles[variant], styles[size]);
}

/** A button, or with `asChild` any element (a link) that looks like one. */
function Button({
  variant = 'secondary',
  size = 'md',
  asChild = false,
  loading = false,
  type,
  className,
  children,
  onClick,
  'aria-disabled': ariaDisabled,
  ...props
}: ButtonProps) {
  const Comp = asChild ? Slot : 'button';
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (loading) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <Comp
      data-slot="button"
      data-variant={variant}
      type={asChild ? type : (type ?? 'button')}
      className={cn(buttonClassName({ variant, size }), className)}
      aria-busy={loading || undefined}
      aria-disabled={loading || ariaDisabled || undefined}
      onClick={handleClick}
      {...props}
    >
      {loading ? <Spinner /> : null}
      <Slottable>{children}</Slottable>
    </Comp>
  );
}

export { Button };
