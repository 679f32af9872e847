import { type ChangeEvent, type ComponentProps, useCallback } from 'react';
import styles from './checkbox.module.css';
import { cn } from './cn';
import { useFieldControl } from './field';
import { CheckIcon } from './icons';

export interface CheckboxProps extends Omit<ComponentProps<'input'>, 'type' | 'checked' | 'defaultChecked'> {
  /** `'indeterminate'` shows a dash (a "select all" with some selected); it submits as unchecked. */
  checked?: boolean | 'indeterminate';
  defaultChecked?: boolean;
  /** Called with the new state; `onChange` still receives the native event. */
  onCheckedChange?: (checked: boolean) => void;
}

/**
 * A checkbox: a native `<input type="checkbox">` drawn with the tokens, so the browser gives it its
 * role, Space to toggle, form submission and `react-hook-form`'s `register` (or `Controller` with
 * `checked`/`onCheckedChange`). Label it with `<Field orientation="horizontal" label="…">` or a
 * `<label htmlFor>`.
 */
function Checkbox({ className, checked, onCheckedChange, onChange, ref, style, ...props }: CheckboxProps) {
  const fieldProps = useFieldControl(props);
  const indeterminate = checked === 'indeterminate';
  // `indeterminate` is a DOM property only (no attribute): set it on the element.
  const setRef = useCallback(
    (node: HTMLInputElement | null) => {
      if (node) node.indeterminate = indeterminate;
      if (typeof ref === 'function') ref(node);
      else if (ref) ref.current = node;
    },
    [ref, indeterminate],
  );
  return (
    <span data-slot="checkbox" className={cn(styles.root, className)} style={style}>
      <input
        ref={setRef}
        type="checkbox"
        className={styles.input}
        checked={checked === undefined ? undefined : checked === true}
        onChange={(event: ChangeEvent<HTMLInputElement>) => {
          onChange?.(event);
          onCheckedChange?.(event.currentTarget.checked);
        }}
        {...props}
        {...fieldProps}
      />
      {indeterminate ? <span className={styles.dash} /> : <CheckIcon className={styles.check} />}
    </span>
  );
}

export { Checkbox };
