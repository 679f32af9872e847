import { isApiError } from '@dbcloud/api-client';
import { Button, Field, Input } from '@dbcloud/ui-kit';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type * as v from 'valibot';
import { afterSignIn } from '../../../app/session';
import { selectedAccount } from '../../../app/tenant';
import { useAppContext } from '../../../app/use-app-context';
import { Alert } from '../../../components/alert';
import { reloadUser, signInWithRecoveryCode } from '../api';
import { recoveryCodeSchema } from '../schemas';
import styles from './sign-in.module.css';

type Values = v.InferOutput<typeof recoveryCodeSchema>;

export function RecoveryCodeForm({ returnPath }: { returnPath: string | undefined }) {
  const { api, queryClient } = useAppContext();
  const navigate = useNavigate();
  const [serverError, setServerError] = useState<string>();
  const form = useForm<Values>({
    resolver: valibotResolver(recoveryCodeSchema),
    defaultValues: { code: '' },
  });

  const submit = form.handleSubmit(async ({ code }) => {
    setServerError(undefined);
    try {
      await signInWithRecoveryCode(api, code);
      const user = await reloadUser(queryClient, api);
      await navigate({ href: afterSignIn(user, returnPath, selectedAccount.get()) });
    } catch (error) {
      if (isApiError(error, 422)) {
        form.setError(
          'code',
          { message: error.problem.detail ?? 'This recovery code is not valid.' },
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
    <section className={styles.panel} aria-labelledby="recovery-title">
      <h1 id="recovery-title">Sign in with a recovery code</h1>
      <p className={styles.muted}>Each of your ten recovery codes works once.</p>
      <form className={styles.form} onSubmit={submit} noValidate>
        {serverError && <Alert tone="danger">{serverError}</Alert>}
        <Field label="Recovery code" error={form.formState.errors.code?.message}>
          <Input autoComplete="off" spellCheck={false} {...form.register('code')} />
        </Field>
        <Button type="submit" loading={form.formState.isSubmitting}>
          Sign in
        </Button>
      </form>
      <p>
        <Link to="/user/login-with-2fa" search={{ redirect: returnPath }}>
          Use your authenticator app instead
        </Link>
      </p>
    </section>
  );
}
