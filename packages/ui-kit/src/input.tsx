import type { ComponentProps } from 'react';
import { cn } from './cn';
import styles from './control.module.css';
import { useFieldControl } from './field';

/** A text input. Inside a `Field` it takes the field's id and ARIA wiring. */
function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  const fieldProps = useFieldControl(props);
  return (
    <input
      data-slot="input"
      type={type}
      className={cn(styles.control, className)}
      {...props}
      {...fieldProps}
    />
  );
}

export { Input };
