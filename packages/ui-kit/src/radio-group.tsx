import { type ComponentProps, createContext, type ReactNode, useContext, useId } from 'react';
import { cn } from './cn';
import { useFieldsetLabelId } from './field';
import styles from './radio-group.module.css';

interface RadioGroupContextValue {
  name: string;
  value: string | undefined;
  defaultValue: string | undefined;
  onValueChange: ((value: string) => void) | undefined;
  disabled: boolean;
  required: boolean;
}

const RadioGroupContext = createContext<RadioGroupContextValue | null>(null);

export interface RadioGroupProps extends Omit<ComponentProps<'div'>, 'onChange' | 'defaultValue'> {
  /** The checked option's value (controlled); leave it undefined for an uncontrolled group. */
  value?: string | undefined;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** The radios' shared `name` (submitted with a native form); generated when omitted. */
  name?: string;
  disabled?: boolean;
  required?: boolean;
}

/**
 * A set of radio buttons: native `<input type="radio">`s sharing a name, so the browser gives arrow-key
 * movement, one Tab stop and form submission. Put it in a `Fieldset` for its legend, description and
 * error; the group takes its name from the legend. react-hook-form: spread `register('field')` on each `RadioGroupItem`; or control it with
 * `value`/`onValueChange`.
 */
function RadioGroup({
  className,
  value,
  defaultValue,
  onValueChange,
  name,
  disabled = false,
  required = false,
  ...props
}: RadioGroupProps) {
  const generated = useId();
  const legendId = useFieldsetLabelId();
  const named = props['aria-label'] !== undefined || props['aria-labelledby'] !== undefined;
  const context: RadioGroupContextValue = {
    name: name ?? `radio${generated}`,
    value,
    defaultValue,
    onValueChange,
    disabled,
    required,
  };
  return (
    <RadioGroupContext.Provider value={context}>
      <div
        role="radiogroup"
        data-slot="radio-group"
        aria-labelledby={named ? undefined : legendId}
        className={cn(styles.root, className)}
        {...props}
      />
    </RadioGroupContext.Provider>
  );
}

export interface RadioGroupItemProps extends Omit<ComponentProps<'input'>, 'type' | 'value' | 'name'> {
  value: string;
  /** Visible label of this option. */
  label: ReactNode;
  /** Help text under the label. */
  description?: ReactNode;
}

/** One labelled option of a `RadioGroup`. */
function RadioGroupItem({
  value,
  label,
  description,
  id,
  className,
  disabled,
  ...props
}: RadioGroupItemProps) {
  const group = useContext(RadioGroupContext);
  if (!group) throw new Error('RadioGroupItem must be inside a RadioGroup.');
  const generated = useId();
  const itemId = id ?? `radio${generated}`;
  const descriptionId = description ? `${itemId}-description` : undefined;
  const checked =
    group.value !== undefined
      ? { checked: group.value === value }
      : group.defaultValue !== undefined
        ? { defaultChecked: group.defaultValue === value }
        : {};
  return (
    <div data-slot="radio-group-item" className={cn(styles.row, className)}>
      <input
        type="radio"
        id={itemId}
        name={group.name}
        value={value}
        aria-describedby={descriptionId}
        className={styles.item}
        disabled={group.disabled || disabled}
        required={group.required}
        {...checked}
        onChange={() => group.onValueChange?.(value)}
        {...props}
      />
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
