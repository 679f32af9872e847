import type { Field, Method, Parameter } from './model';
import styles from './operation.module.css';
import { Inline } from './rich-text';

/** A method as a coloured label (`GET`, `POST`, …). */
export function MethodBadge({ method }: { method: Method }) {
  return (
    <span className={styles.method} data-method={method}>
      {method.toUpperCase()}
    </span>
  );
}

/** Fields (of a body or an answer) or parameters: name, type, required, bounds, description, example. */
export function FieldList({ fields }: { fields: readonly (Field | Parameter)[] }) {
  return (
    <ul className={styles.fields}>
      {fields.map((field) => {
        const where = 'in' in field ? field.in : undefined;
        const example = 'example' in field ? field.example : undefined;
        return (
          <li key={`${where ?? ''}${field.name}`} className={styles.field}>
            <p className={styles.fieldHead}>
              <code className={styles.fieldName}>{field.name}</code>
              <span className={styles.fieldType}>{field.type}</span>
              {where ? <span className={styles.fieldIn}>in {where}</span> : null}
              {field.required ? <span className={styles.required}>required</span> : null}
              {field.readOnly ? <span className={styles.fieldIn}>read-only</span> : null}
            </p>
            {field.description ? (
              <p className={styles.fieldText}>
                <Inline text={field.description} />
              </p>
            ) : null}
            {field.bounds || example !== undefined ? (
              <p className={styles.fieldBounds}>
                {field.bounds}
                {field.bounds && example !== undefined ? ' · ' : null}
                {example !== undefined ? (
                  <>
                    example <code>{JSON.stringify(example)}</code>
                  </>
                ) : null}
              </p>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

/** A JSON example in a scrolling block (reachable by keyboard, as a scrolling region must be). */
export function JsonExample({ value, label }: { value: unknown; label: string }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (axe's scrollable-region-focusable).
    <section className={styles.json} aria-label={label} tabIndex={0}>
      <pre>
        <code>{JSON.stringify(value, null, 2)}</code>
      </pre>
    </section>
  );
}
