// The calculator's labelled controls, wired as ui-kit's Field and RadioGroup wire theirs (label, help,
// message beside the field, aria-describedby, aria-invalid), on plain elements: every ui-kit form
// control imports ui-kit's field module, which the sign-in and sign-up pages load with react-hook-form
// in one chunk; a page without react-hook-form using it splits that chunk and makes each of them
// larger (`pnpm check:bundle`: the register page has the least room).
import type { ReactNode } from 'react';
import styles from './pricing.module.css';

/** What a control inside `Field` takes: its id and what describes it. */
export interface Control {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
}

export function Field({
  id,
  label,
  description,
  error,
  className,
  children,
}: {
  id: string;
  label: string;
  description?: ReactNode;
  /** Shown beside the field; the control is marked invalid. */
  error?: string | undefined;
  className?: string | undefined;
  children: (control: Control) => ReactNode;
}) {
  const descriptionId = description ? `${id}-description` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [descriptionId, errorId].filter(Boolean).join(' ');
  return (
    <div className={className ? `${styles.field} ${className}` : styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {children({
        id,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(error ? { 'aria-invalid': true } : {}),
      })}
      {description && (
        <p id={descriptionId} className={styles.description}>
          {description}
        </p>
      )}
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}

export interface RadioCard {
  value: string;
  label: ReactNode;
  description: string;
}

/** A choice of a few options, each a card: native radios under a legend (arrow keys move, one Tab stop). */
export function RadioCards({
  legend,
  name,
  value,
  onChange,
  options,
}: {
  legend: string;
  /** The radios' shared name, unique on the page. */
  name: string;
  value: string;
  onChange: (value: string) => void;
  options: RadioCard[];
}) {
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.options}>
        {options.map((option) => {
          const id = `pricing-${name}-${option.value}`;
          return (
            <div key={option.value} className={styles.option}>
              <input
                type="radio"
                id={id}
                name={name}
                value={option.value}
                checked={option.value === value}
                aria-describedby={`${id}-description`}
                className={styles.radio}
                onChange={() => onChange(option.value)}
              />
              <label htmlFor={id}>{option.label}</label>
              <p id={`${id}-description`} className={styles.description}>
                {option.description}
              </p>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}

/** A native select of `[value, label]` options, styled as the calculator's other controls. */
export function Select({
  control,
  value,
  onChange,
  options,
}: {
  control: Control;
  value: string;
  onChange: (value: string) => void;
  /** [value, label] */
  options: [string, string][];
}) {
  return (
    <span className={styles.selectWrap}>
      <select
        {...control}
        className={`${styles.control} ${styles.select}`}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {options.map(([option, label]) => (
          <option key={option} value={option}>
            {label}
          </option>
        ))}
      </select>
    </span>
  );
}

/** One part of the calculator's form: a section with its `<h2>` and what it is about. */
export function Section({
  title,
  id,
  description,
  children,
}: {
  title: string;
  id: string;
  description?: string | undefined;
  children: ReactNode;
}) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <div className={styles.sectionHead}>
        <h2 id={id}>{title}</h2>
        {description && <p>{description}</p>}
      </div>
      {children}
    </section>
  );
}
