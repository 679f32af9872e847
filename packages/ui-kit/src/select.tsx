import * as SelectPrimitive from '@radix-ui/react-select';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from './cn';
import controlStyles from './control.module.css';
import { useFieldControl } from './field';
import { CheckIcon, ChevronDownIcon } from './icons';
import styles from './select.module.css';

export interface SelectProps extends ComponentProps<typeof SelectPrimitive.Root> {
  /** Shown while no value is chosen. */
  placeholder?: string;
  /** Id of the trigger button; inside a `Field` the field's id is used. */
  id?: string;
  className?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: ComponentProps<'button'>['aria-invalid'];
  /** `SelectItem`s (and optionally `SelectGroup`/`SelectLabel`). */
  children: ReactNode;
}

/**
 * A custom listbox select (Radix Select) for choices that need rich items. Inside a `Field` the
 * trigger is labelled by the field. Controlled with `value`/`onValueChange` (react-hook-form:
 * use `Controller`). For plain forms prefer `NativeSelect`.
 */
function Select({
  placeholder,
  id,
  className,
  'aria-describedby': describedBy,
  'aria-invalid': invalid,
  children,
  ...rootProps
}: SelectProps) {
  const fieldProps = useFieldControl({ id, 'aria-describedby': describedBy, 'aria-invalid': invalid });
  return (
    <SelectPrimitive.Root {...rootProps}>
      <SelectPrimitive.Trigger
        data-slot="select-trigger"
        className={cn(controlStyles.control, styles.trigger, className)}
        {...fieldProps}
      >
        <SelectPrimitive.Value placeholder={placeholder} />
        <SelectPrimitive.Icon asChild>
          <ChevronDownIcon className={styles.icon} />
        </SelectPrimitive.Icon>
      </SelectPrimitive.Trigger>
      <SelectPrimitive.Portal>
        <SelectPrimitive.Content
          data-slot="select-content"
          className={styles.content}
          position="popper"
          sideOffset={4}
        >
          <SelectPrimitive.Viewport className={styles.viewport}>{children}</SelectPrimitive.Viewport>
        </SelectPrimitive.Content>
      </SelectPrimitive.Portal>
    </SelectPrimitive.Root>
  );
}

/** One option of a `Select`. */
function SelectItem({ className, children, ...props }: ComponentProps<typeof SelectPrimitive.Item>) {
  return (
    <SelectPrimitive.Item data-slot="select-item" className={cn(styles.item, className)} {...props}>
      <SelectPrimitive.ItemIndicator className={styles.indicator}>
        <CheckIcon />
      </SelectPrimitive.ItemIndicator>
      <SelectPrimitive.ItemText>{children}</SelectPrimitive.ItemText>
    </SelectPrimitive.Item>
  );
}

const SelectGroup = SelectPrimitive.Group;
const SelectLabel = SelectPrimitive.Label;

export { Select, SelectGroup, SelectItem, SelectLabel };
