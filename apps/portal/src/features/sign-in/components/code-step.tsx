import { Button, Muted } from '@dbcloud/ui-kit';
import type { FormEventHandler, ReactNode } from 'react';
import { Alert } from '../../../components/alert';
import styles from './sign-in.module.css';

/**
 * A sign-in step with a code (authenticator or recovery): its title and lead, the form (the refusal
 * above the fields, then "Sign in") and the other way to sign in below it.
 */
export function CodeStepPanel({
  id,
  title,
  lead,
  onSubmit,
  alert,
  pending,
  children,
  otherWay,
}: {
  /** The heading's id. */
  id: string;
  title: string;
  lead: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  alert: string | undefined;
  pending: boolean;
  /** The form's fields. */
  children: ReactNode;
  otherWay: ReactNode;
}) {
  return (
    <section className={styles.panel} aria-labelledby={id}>
      <h1 id={id}>{title}</h1>
      <Muted size="md">{lead}</Muted>
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        {alert && <Alert tone="danger">{alert}</Alert>}
        {children}
        <Button type="submit" variant="primary" loading={pending}>
          Sign in
        </Button>
      </form>
      <p>{otherWay}</p>
    </section>
  );
}
