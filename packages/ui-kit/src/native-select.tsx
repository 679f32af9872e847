import type { ComponentProps } from 'react';
import { cn } from './cn';
import styles from './control.module.css';
import { useFieldControl } from './field';
import { ChevronDownIcon } from './icons';

/**
 * A styled native `<select>` with `<option>` children: the simplest choice for forms
 * (works with react-hook-form's `register`, native keyboard and mobile pickers).
 */
function NativeSelect({ className, ...props }: ComponentProps<'select'>) {
  const fieldProps = useFieldControl(props);
  return (
    <span data-slot="native-select" className={styles.selectWrap}>
      <select className={cn(styles.control, styles.nativeSelect, className)} {...props} {...fieldProps} />
      <ChevronDownIcon className={styles.chevron} />
    </span>
  );
}

export { NativeSelect };
