import { Button, Facts, Muted } from '@dbcloud/ui-kit';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import styles from './payment-information.module.css';

/** One part of the payment section: a titled panel with its action (Edit, Add card) and content. */
export function Panel({
  title,
  description,
  actions,
  children,
  flush = false,
}: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
  /** Content that runs to the panel's edges (the card list). */
  flush?: boolean;
}) {
  const id = useId();
  return (
    <section className={styles.panel} aria-labelledby={id}>
      <div className={styles.panelHeader}>
        <div className={styles.panelHeading}>
          <h3 id={id}>{title}</h3>
          {description && <Muted>{description}</Muted>}
        </div>
        {actions && <div className={styles.panelActions}>{actions}</div>}
      </div>
      {flush ? children : <div className={styles.panelBody}>{children}</div>}
    </section>
  );
}

/**
 * Edit in place: what is on file with an "Edit" button, which opens the form in its stead. Closing the
 * form (saved or cancelled) shows the values again and gives the focus back to the button.
 */
export function EditablePanel({
  title,
  description,
  editText = 'Edit',
  editLabel,
  view,
  form,
}: {
  title: string;
  description?: ReactNode;
  /** The button's text. Default "Edit". */
  editText?: string;
  /** Its accessible name when the text alone is vague, e.g. "Edit billing contact". */
  editLabel?: string;
  view: ReactNode;
  form: (close: () => void) => ReactNode;
}) {
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);
  useEffect(() => {
    if (wasEditing.current && !editing) editButton.current?.focus();
    wasEditing.current = editing;
  }, [editing]);
  return (
    <Panel
      title={title}
      description={description}
      actions={
        !editing && (
          <Button ref={editButton} size="sm" aria-label={editLabel} onClick={() => setEditing(true)}>
            {editText}
          </Button>
        )
      }
    >
      {editing ? form(() => setEditing(false)) : view}
    </Panel>
  );
}

/**
 * An editable panel of something the account may not have on file yet: its facts with "Edit" (named
 * "Edit <what>"), or a line saying there is none with "Add <what>".
 */
export function OnFilePanel({
  what,
  facts,
  none,
  ...panel
}: {
  title: string;
  description: string;
  /** What is on file, in the button's words: "billing contact". */
  what: string;
  /** The `<dt>`/`<dd>` pairs of what is on file; null when there is nothing yet. */
  facts: ReactNode;
  /** The line shown while there is nothing on file. */
  none: ReactNode;
  form: (close: () => void) => ReactNode;
}) {
  return (
    <EditablePanel
      {...panel}
      editText={facts ? 'Edit' : `Add ${what}`}
      editLabel={facts ? `Edit ${what}` : undefined}
      view={facts ? <Facts aligned>{facts}</Facts> : <p className={styles.nothing}>{none}</p>}
    />
  );
}
