import type { ComponentProps } from 'react';
import { cn } from './cn';
import styles from './control.module.css';
import { useFieldControl } from './field';

/** A multi-line text input. Inside a `Field` it takes the field's id and ARIA wiring. */
function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  const fieldProps = useFieldControl(props);
  return (
    <textarea
      data-slot="textarea"
      className={cn(styles.control, styles.textarea, className)}
      {...props}
      {...fieldProps}
    />
  );
}

export { Textarea };
