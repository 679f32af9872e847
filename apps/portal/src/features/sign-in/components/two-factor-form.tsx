import type { TwoFactorLoginRequest } from '@dbcloud/api-client';
import { Button, Checkbox, Field, Input, Muted } from '@dbcloud/ui-kit';
import { Link } from '@tanstack/react-router';
import type * as v from 'valibot';
import type { ServerFields } from '../../../app/form-errors';
import { useServerForm } from '../../../app/use-server-form';
import { Alert } from '../../../components/alert';
import { useSignInWithCode } from '../mutations';
import { totpSchema } from '../schemas';
import styles from './sign-in.module.css';
import { useCodeSignIn } from './use-code-sign-in';

type Values = v.InferOutput<typeof totpSchema>;

const FIELDS: ServerFields<TwoFactorLoginRequest, Values> = {
  code: { name: 'code', label: 'Authentication code' },
};

export function TwoFactorForm({
  returnPath,
  email,
}: {
  returnPath: string | undefined;
  /** Who is signing in, for the login form should this sign-in end. */
  email: string | undefined;
}) {
  const { form, submit, alert } = useServerForm({
    schema: totpSchema,
    serverFields: FIELDS,
    defaultValues: { code: '', rememberBrowser: false },
  });
  const step = useCodeSignIn(useSignInWithCode, returnPath, email);

  return (
    <section className={styles.panel} aria-labelledby="two-factor-title">
      <h1 id="two-factor-title">Enter your authentication code</h1>
      <Muted size="md">Open your authenticator app and enter the 6-digit code for DBCloud.</Muted>
      <form className={styles.form} onSubmit={submit((values) => step.mutateAsync(values))} noValidate>
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
