import { Button, Field, Input } from '@dbcloud/ui-kit';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Link } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import type * as v from 'valibot';
import { Alert } from '../../../components/alert';
import { useSignInWithRecoveryCode } from '../mutations';
import { recoveryCodeSchema } from '../schemas';
import styles from './sign-in.module.css';
import { useCodeSignIn } from './use-code-sign-in';

type Values = v.InferOutput<typeof recoveryCodeSchema>;

export function RecoveryCodeForm({ returnPath }: { returnPath: string | undefined }) {
  const form = useForm<Values>({
    resolver: valibotResolver(recoveryCodeSchema),
    defaultValues: { code: '' },
  });
  const { step, alert } = useCodeSignIn(
    useSignInWithRecoveryCode,
    form.setError,
    returnPath,
    'This recovery code is not valid.',
  );
  const submit = form.handleSubmit((values) => step.mutate(values));

  return (
    <section className={styles.panel} aria-labelledby="recovery-title">
      <h1 id="recovery-title">Sign in with a recovery code</h1>
      <p className={styles.muted}>Each of your ten recovery codes works once.</p>
      <form className={styles.form} onSubmit={submit} noValidate>
        {alert && <Alert tone="danger">{alert}</Alert>}
        <Field label="Recovery code" error={form.formState.errors.code?.message}>
          <Input autoComplete="off" spellCheck={false} {...form.register('code')} />
        </Field>
        <Button type="submit" variant="primary" loading={step.isPending}>
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
