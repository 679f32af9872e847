import * as RadioGroupPrimitive from '@radix-ui/react-radio-group';
import { type ComponentProps, type ReactNode, useId } from 'react';
import { cn } from './cn';
import styles from './radio-group.module.css';

/**
 * A set of radio buttons (Radix): arrow keys move between options. Put it in a `Fieldset` for its
 * legend, description and error. Controlled with `value`/`onValueChange` (react-hook-form: `Controller`).
 */
function RadioGroup({ className, ...props }: ComponentProps<typeof RadioGroupPrimitive.Root>) {
  return (
    <RadioGroupPrimitive.Root data-slot="radio-group" className={cn(styles.root, className)} {...props} />
  );
}

export interface RadioGroupItemProps extends ComponentProps<typeof RadioGroupPrimitive.Item> {
  /** Visible label of this option. */
  label: ReactNode;
  /** Help text under the label. */
  description?: ReactNode;
}

/** One labelled option of a `RadioGroup`. */
function RadioGroupItem({ label, description, id, className, ...props }: RadioGroupItemProps) {
  const generated = useId();
  const itemId = id ?? `radio${generated}`;
  const descriptionId = description ? `${itemId}-description` : undefined;
  return (
    <div data-slot="radio-group-item" className={cn(styles.row, className)}>
      <RadioGroupPrimitive.Item
        id={itemId}
        aria-describedby={descriptionId}
        className={styles.item}
        {...props}
      >
        <RadioGroupPrimitive.Indicator className={styles.indicator} />
      </RadioGroupPrimitive.Item>
      <label htmlFor={itemId} className={styles.label}>
        {label}
      </label>
      {description ? (
        <p id={descriptionId} className={styles.description}>
          {description}
        </p>
      ) : null}
    </div>
  );
}

export { RadioGroup, RadioGroupItem };
