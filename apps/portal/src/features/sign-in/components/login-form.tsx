import { Button, Field, Input, Muted } from '@dbcloud/ui-kit';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { configurationQuery } from '../../../app/configuration';
import { shownOnScreen } from '../../../app/mutations';
import { useRootContext } from '../../../app/use-root-context';
import { useServerForm } from '../../../app/use-server-form';
import { Alert } from '../../../components/alert';
import { DemoSignInLink } from '../../../components/forms/demo-sign-in-link';
import { useRequestSignInLink } from '../mutations';
import { signInSchema } from '../schemas';
import type { SignInEnded } from '../search';
import styles from './sign-in.module.css';

/** What the login page says when a sign-in has to start again (the code pages send it here). */
const ENDED: Record<SignInEnded, string> = {
  'too-many-codes': 'Too many wrong codes: this sign-in has ended. Request a new sign-in link.',
  expired:
    'This sign-in has ended: a code is due within 15 minutes of opening the sign-in link. Request a new sign-in link.',
};

/**
 * Passwordless sign-in: the e-mail, then "check your e-mail" (with the link itself in demo mode). When a
 * sign-in has ended half-way (`ended`), it says so above the form, the e-mail filled in (`email`), until a
 * new link is requested.
 */
export function LoginForm({
  redirect,
  email = '',
  ended,
}: {
  redirect: string | undefined;
  email?: string | undefined;
  ended?: SignInEnded | undefined;
}) {
  const { api } = useRootContext();
  const { data: configuration } = useSuspenseQuery(configurationQuery(api));
  const [endedShown, setEndedShown] = useState(ended !== undefined);
  const requestLink = useRequestSignInLink({ onSuccess: () => setEndedShown(false), onError: shownOnScreen });
  const { form, submit, alert } = useServerForm({ schema: signInSchema, defaultValues: { email } });
  const isDemo = configuration.environment === 'demo';

  if (requestLink.isSuccess) {
    const sentTo = requestLink.variables.email;
    return (
      <section className={styles.panel} aria-labelledby="check-email-title">
        <h1 id="check-email-title">Check your e-mail</h1>
        <p>
          If <strong>{sentTo}</strong> has a DBCloud login, a sign-in link is on its way. It works once, for
          15 minutes.
        </p>
        <DemoSignInLink
          email={sentTo}
          whenMissing="There is no demo user with this e-mail, so no link was sent."
        />
        <div className={styles.row}>
          <Button variant="secondary" onClick={() => requestLink.reset()}>
            Use another e-mail
          </Button>
        </div>
      </section>
    );
  }

  return (
    <section className={styles.panel} aria-labelledby="login-title">
      <h1 id="login-title">Sign in to DBCloud</h1>
      <Muted size="md">We e-mail you a sign-in link: no password to remember.</Muted>
      <form
        className={styles.form}
        onSubmit={submit(({ email }) => requestLink.mutateAsync({ email, redirect }))}
        noValidate
      >
        {endedShown && ended && !alert && <Alert tone="warning">{ENDED[ended]}</Alert>}
        {alert && <Alert tone="danger">{alert}</Alert>}
        <Field label="E-mail" error={form.formState.errors.email?.message}>
          <Input type="email" autoComplete="email" {...form.register('email')} />
        </Field>
        <Button type="submit" variant="primary" loading={requestLink.isPending}>
          E-mail me a sign-in link
        </Button>
      </form>
      {isDemo && (
        <Muted size="md">
          Demo: sign in as <code>owner@demo.dbcloud.dev</code> (accounts acme and acme-health).
        </Muted>
      )}
    </section>
  );
}
