import { Button, Field, Input, Muted } from '@dbcloud/ui-kit';
import { useSuspenseQuery } from '@tanstack/react-query';
import { configurationQuery } from '../../../app/configuration';
import { shownOnScreen } from '../../../app/mutations';
import { useAppContext } from '../../../app/use-app-context';
import { useServerForm } from '../../../app/use-server-form';
import { Alert } from '../../../components/alert';
import { DemoSignInLink } from '../../../components/forms/demo-sign-in-link';
import { useRequestSignInLink } from '../mutations';
import { signInSchema } from '../schemas';
import styles from './sign-in.module.css';

/** Passwordless sign-in: the e-mail, then "check your e-mail" (with the link itself in demo mode). */
export function LoginForm({ redirect }: { redirect: string | undefined }) {
  const { api } = useAppContext();
  const { data: configuration } = useSuspenseQuery(configurationQuery(api));
  const requestLink = useRequestSignInLink({ onError: shownOnScreen });
  const { form, submit, alert } = useServerForm({ schema: signInSchema, defaultValues: { email: '' } });
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
