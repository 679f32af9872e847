import * as CheckboxPrimitive from '@radix-ui/react-checkbox';
import type { ComponentProps } from 'react';
import styles from './checkbox.module.css';
import { cn } from './cn';
import { useFieldControl } from './field';
import { CheckIcon } from './icons';

/**
 * A checkbox (Radix). Label it with `<Field orientation="horizontal" label="…">` or a `<label htmlFor>`.
 * Controlled with `checked`/`onCheckedChange` (react-hook-form: use `Controller`); `name` and
 * `value` submit it with a native form.
 */
function Checkbox({ className, ...props }: ComponentProps<typeof CheckboxPrimitive.Root>) {
  const fieldProps = useFieldControl(props);
  return (
    <CheckboxPrimitive.Root
      data-slot="checkbox"
      className={cn(styles.root, className)}
      {...props}
      {...fieldProps}
    >
      <CheckboxPrimitive.Indicator className={styles.indicator}>
        {props.checked === 'indeterminate' ? <span className={styles.dash} /> : <CheckIcon />}
      </CheckboxPrimitive.Indicator>
    </CheckboxPrimitive.Root>
  );
}

export { Checkbox };
