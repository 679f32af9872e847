import { type ComponentProps, createContext, type ReactNode, useContext, useId } from 'react';
import { cn } from './cn';
import styles from './field.module.css';

interface FieldContextValue {
  /** A `Fieldset` names a group: its controls keep their own ids and descriptions. */
  group: boolean;
  controlId: string;
  labelId: string;
  descriptionId: string | undefined;
  errorId: string | undefined;
  required: boolean;
}

const FieldContext = createContext<FieldContextValue | null>(null);

/** ARIA props a form control inside a `Field` or `Fieldset` receives. */
export interface FieldControlProps {
  id?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: ComponentProps<'input'>['aria-invalid'];
  'aria-errormessage'?: string;
  'aria-required'?: ComponentProps<'input'>['aria-required'];
  'aria-labelledby'?: string;
}

/**
 * Merges the enclosing `Field`'s ids into a control's props: `id`, `aria-describedby`
 * (description and error), `aria-invalid` and `aria-errormessage` when there is an error.
 * Props the caller passes win, except `aria-describedby`, which is joined.
 * Use it to make a custom control work inside `Field`.
 */
export function useFieldControl(props: FieldControlProps): FieldControlProps {
  const field = useContext(FieldContext);
  if (!field || field.group) return props;
  const describedBy = [props['aria-describedby'], field.descriptionId, field.errorId]
    .filter(Boolean)
    .join(' ');
  const invalid = field.errorId !== undefined;
  return {
    id: props.id ?? field.controlId,
    'aria-describedby': describedBy || undefined,
    'aria-invalid': props['aria-invalid'] ?? (invalid || undefined),
    'aria-errormessage': props['aria-errormessage'] ?? field.errorId,
    'aria-required': props['aria-required'] ?? (field.required || undefined),
  };
}

/**
 * The id of the enclosing `Fieldset`'s legend, for a group control (a `RadioGroup`) to take its name
 * from; undefined outside a `Fieldset`.
 */
export function useFieldsetLabelId(): string | undefined {
  const field = useContext(FieldContext);
  return field?.group ? field.labelId : undefined;
}

interface FieldOwnProps {
  /** Visible label. */
  label: ReactNode;
  /** Help text under the label, read after the label (`aria-describedby`). */
  description?: ReactNode;
  /**
   * Error message; when set the control gets `aria-invalid` and the message is read with it.
   * Pass `errors.email?.message` from react-hook-form directly.
   */
  error?: ReactNode;
  /**
   * The control's id. Defaults to a generated one; pass the field name when an `ErrorSummary`
   * links to this field.
   */
  id?: string;
  /** Marks the label and sets `aria-required` on the control (no native validation bubble). */
  required?: boolean;
  /** The control: `Input`, `Textarea`, `NativeSelect`, `Select`, `Checkbox` or one using `useFieldControl`. */
  children: ReactNode;
}

export type FieldProps = FieldOwnProps &
  Omit<ComponentProps<'div'>, keyof FieldOwnProps> & {
    /** `horizontal` puts the control before its label, for a single checkbox. Default `vertical`. */
    orientation?: 'vertical' | 'horizontal';
  };

function useFieldIds(
  group: boolean,
  id: string | undefined,
  description: ReactNode,
  error: ReactNode,
  required: boolean,
) {
  const generated = useId();
  const controlId = id ?? `field${generated}`;
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  const value: FieldContextValue = {
    group,
    controlId,
    labelId: `${controlId}-label`,
    descriptionId: description ? `${controlId}-description` : undefined,
    errorId: hasError ? `${controlId}-error` : undefined,
    required,
  };
  return value;
}

/**
 * A labelled form control with optional help text and error message. The control inside reads
 * the ids from context, so react-hook-form's `register` spreads straight onto it:
 * `<Field label="E-mail" error={errors.email?.message}><Input type="email" {...register('email')} /></Field>`.
 */
function Field({
  label,
  description,
  error,
  id,
  required = false,
  orientation = 'vertical',
  className,
  children,
  ...props
}: FieldProps) {
  const ids = useFieldIds(false, id, description, error, required);
  return (
    <FieldContext.Provider value={ids}>
      <div
        data-slot="field"
        data-invalid={ids.errorId ? true : undefined}
        className={cn(styles.field, orientation === 'horizontal' && styles.horizontal, className)}
        {...props}
      >
        <label id={ids.labelId} htmlFor={ids.controlId} className={styles.label}>
          {label}
          {required ? (
            <span aria-hidden="true" className={styles.required}>
              *
            </span>
          ) : null}
        </label>
        {children}
        {description ? (
          <p id={ids.descriptionId} className={styles.description}>
            {description}
          </p>
        ) : null}
        {ids.errorId ? (
          <p id={ids.errorId} data-slot="field-error" className={styles.error}>
            {error}
          </p>
        ) : null}
      </div>
    </FieldContext.Provider>
  );
}

export type FieldsetProps = FieldOwnProps & Omit<ComponentProps<'fieldset'>, keyof FieldOwnProps>;

/**
 * A group of controls under a legend (a `RadioGroup`, a set of checkboxes), with the same
 * description and error wiring as `Field` on the group. `id` goes to the `<fieldset>`;
 * an `ErrorSummary` link to it focuses the first control inside.
 */
function Fieldset({
  label,
  description,
  error,
  id,
  required = false,
  className,
  children,
  ...props
}: FieldsetProps) {
  const ids = useFieldIds(true, id, description, error, required);
  return (
    <FieldContext.Provider value={ids}>
      <fieldset
        data-slot="fieldset"
        id={ids.controlId}
        data-invalid={ids.errorId ? true : undefined}
        aria-describedby={[ids.descriptionId, ids.errorId].filter(Boolean).join(' ') || undefined}
        className={cn(styles.fieldset, className)}
        {...props}
      >
        <legend id={ids.labelId} className={styles.legend}>
          {label}
          {required ? (
            <span aria-hidden="true" className={styles.required}>
              *
            </span>
          ) : null}
        </legend>
        {description ? (
          <p id={ids.descriptionId} className={styles.description}>
            {description}
          </p>
        ) : null}
        {children}
        {ids.errorId ? (
          <p id={ids.errorId} data-slot="field-error" className={styles.error}>
            {error}
          </p>
        ) : null}
      </fieldset>
    </FieldContext.Provider>
  );
}

export { Field, Fieldset };
