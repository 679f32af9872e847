import { isApiError } from '@dbcloud/api-client';
import { Button, Checkbox, Field, Input } from '@dbcloud/ui-kit';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type * as v from 'valibot';
import { afterSignIn } from '../../../app/session';
import { selectedAccount } from '../../../app/tenant';
import { useAppContext } from '../../../app/use-app-context';
import { Alert } from '../../../components/alert';
import { reloadUser, signInWithCode } from '../api';
import { totpSchema } from '../schemas';
import styles from './sign-in.module.css';

type Values = v.InferOutput<typeof totpSchema>;

export function TwoFactorForm({ returnPath }: { returnPath: string | undefined }) {
  const { api, queryClient } = useAppContext();
  const navigate = useNavigate();
  const [serverError, setServerError] = useState<string>();
  const form = useForm<Values>({
    resolver: valibotResolver(totpSchema),
    defaultValues: { code: '', rememberBrowser: false },
  });

  const submit = form.handleSubmit(async ({ code, rememberBrowser }) => {
    setServerError(undefined);
    try {
      await signInWithCode(api, code, rememberBrowser);
      const user = await reloadUser(queryClient, api);
      await navigate({ href: afterSignIn(user, returnPath, selectedAccount.get()) });
    } catch (error) {
      if (isApiError(error, 422)) {
        form.setError(
          'code',
          { message: error.problem.detail ?? 'This code is not right.' },
          { shouldFocus: true },
        );
      } else {
        setServerError(
          isApiError(error)
            ? (error.problem.detail ?? error.problem.title)
            : 'Check your connection and try again.',
        );
      }
    }
  });

  return (
    <section className={styles.panel} aria-labelledby="two-factor-title">
      <h1 id="two-factor-title">Enter your authentication code</h1>
      <p className={styles.muted}>Open your authenticator app and enter the 6-digit code for DBCloud.</p>
      <form className={styles.form} onSubmit={submit} noValidate>
        {serverError && <Alert tone="danger">{serverError}</Alert>}
        <Field label="Authentication code" error={form.formState.errors.code?.message}>
          <Input inputMode="numeric" autoComplete="one-time-code" maxLength={6} {...form.register('code')} />
        </Field>
        <Field orientation="horizontal" label="Don’t ask again on this browser for a year">
          <Checkbox {...form.register('rememberBrowser')} />
        </Field>
        <Button type="submit" loading={form.formState.isSubmitting}>
          Sign in
        </Button>
      </form>
      <p>
        Lost your device?{' '}
        <Link to="/user/login-with-recovery-code" search={{ redirect: returnPath }}>
          Use a recovery code
        </Link>
      </p>
    </section>
  );
}
