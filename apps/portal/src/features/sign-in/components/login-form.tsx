import { isApiError } from '@dbcloud/api-client';
import { Button, Field, Input } from '@dbcloud/ui-kit';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type * as v from 'valibot';
import { configurationQuery } from '../../../app/configuration';
import { demoSignInLink } from '../../../app/demo-mailbox';
import { safeReturnPath } from '../../../app/session';
import { useAppContext } from '../../../app/use-app-context';
import { Alert } from '../../../components/alert';
import forms from '../../../components/forms/forms.module.css';
import { requestSignInLink } from '../api';
import { emailSchema } from '../schemas';
import styles from './sign-in.module.css';

type Values = v.InferOutput<typeof emailSchema>;

/** Passwordless sign-in: the e-mail, then "check your e-mail" (with the link itself in demo mode). */
export function LoginForm({ redirect }: { redirect: string | undefined }) {
  const { api } = useAppContext();
  const configuration = useQuery(configurationQuery(api));
  const [sentTo, setSentTo] = useState<string>();
  const [demoLink, setDemoLink] = useState<string>();
  const [serverError, setServerError] = useState<string>();
  const form = useForm<Values>({ resolver: valibotResolver(emailSchema), defaultValues: { email: '' } });
  const isDemo = configuration.data?.environment === 'demo';

  const submit = form.handleSubmit(async ({ email }) => {
    setServerError(undefined);
    try {
      // Only a same-origin path is ever sent on; anything else is dropped (DESIGN §5).
      await requestSignInLink(api, email, safeReturnPath(redirect));
      setSentTo(email);
      setDemoLink(isDemo ? ((await demoSignInLink(email)) ?? undefined) : undefined);
    } catch (error) {
      setServerError(
        isApiError(error)
          ? (error.problem.detail ?? error.problem.title)
          : 'We could not send the link. Check your connection and try again.',
      );
    }
  });

  if (sentTo) {
    return (
      <section className={styles.panel} aria-labelledby="check-email-title">
        <h1 id="check-email-title">Check your e-mail</h1>
        <p>
          If <strong>{sentTo}</strong> has a DBCloud login, a sign-in link is on its way. It works once, for
          15 minutes.
        </p>
        {isDemo && (
          <div className={forms.demo}>
            <p>
              <strong>Demo mode:</strong> no e-mail leaves this machine.{' '}
              {demoLink ? (
                <a href={demoLink}>Open the sign-in link</a>
              ) : (
                'There is no demo user with this e-mail, so no link was sent.'
              )}
            </p>
          </div>
        )}
        <div className={styles.row}>
          <Button variant="secondary" onClick={() => setSentTo(undefined)}>
            Use another e-mail
          </Button>
        </div>
      </section>
    );
  }

  return (
    <section className={styles.panel} aria-labelledby="login-title">
      <h1 id="login-title">Sign in to DBCloud</h1>
      <p className={styles.muted}>We e-mail you a sign-in link: no password to remember.</p>
      <form className={styles.form} onSubmit={submit} noValidate>
        {serverError && <Alert tone="danger">{serverError}</Alert>}
        <Field label="E-mail" error={form.formState.errors.email?.message}>
          <Input type="email" autoComplete="email" {...form.register('email')} />
        </Field>
        <Button type="submit" loading={form.formState.isSubmitting}>
          E-mail me a sign-in link
        </Button>
      </form>
      {isDemo && (
        <p className={styles.muted}>
          Demo: sign in as <code>owner@demo.dbcloud.dev</code> (accounts acme and acme-health).
        </p>
      )}
    </section>
  );
}
