import { Button, Checkbox, Field, Input } from '@dbcloud/ui-kit';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Link } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import type * as v from 'valibot';
import { Alert } from '../../../components/alert';
import { useSignInWithCode } from '../mutations';
import { totpSchema } from '../schemas';
import styles from './sign-in.module.css';
import { useCodeSignIn } from './use-code-sign-in';

type Values = v.InferOutput<typeof totpSchema>;

export function TwoFactorForm({ returnPath }: { returnPath: string | undefined }) {
  const form = useForm<Values>({
    resolver: valibotResolver(totpSchema),
    defaultValues: { code: '', rememberBrowser: false },
  });
  const { step, alert } = useCodeSignIn(
    useSignInWithCode,
    form.setError,
    returnPath,
    'This code is not right.',
  );
  const submit = form.handleSubmit((values) => step.mutate(values));

  return (
    <section className={styles.panel} aria-labelledby="two-factor-title">
      <h1 id="two-factor-title">Enter your authentication code</h1>
      <p className={styles.muted}>Open your authenticator app and enter the 6-digit code for DBCloud.</p>
      <form className={styles.form} onSubmit={submit} noValidate>
        {alert && <Alert tone="danger">{alert}</Alert>}
        <Field label="Authentication code" error={form.formState.errors.code?.message}>
          <Input inputMode="numeric" autoComplete="one-time-code" maxLength={6} {...form.register('code')} />
        </Field>
        <Field orientation="horizontal" label="Don’t ask again on this browser for a year">
          <Checkbox {...form.register('rememberBrowser')} />
        </Field>
        <Button type="submit" variant="primary" loading={step.isPending}>
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
