import type { RecoveryCodeLoginRequest } from '@dbcloud/api-client';
import { Button, Field, Input, Muted } from '@dbcloud/ui-kit';
import { Link } from '@tanstack/react-router';
import type * as v from 'valibot';
import type { ServerFields } from '../../../app/form-errors';
import { useServerForm } from '../../../app/use-server-form';
import { Alert } from '../../../components/alert';
import { useSignInWithRecoveryCode } from '../mutations';
import { recoveryCodeSchema } from '../schemas';
import styles from './sign-in.module.css';
import { useCodeSignIn } from './use-code-sign-in';

type Values = v.InferOutput<typeof recoveryCodeSchema>;

const FIELDS: ServerFields<RecoveryCodeLoginRequest, Values> = {
  code: { name: 'code', label: 'Recovery code' },
};

export function RecoveryCodeForm({
  returnPath,
  email,
}: {
  returnPath: string | undefined;
  /** Who is signing in, for the login form should this sign-in end. */
  email: string | undefined;
}) {
  const { form, submit, alert } = useServerForm({
    schema: recoveryCodeSchema,
    serverFields: FIELDS,
    defaultValues: { code: '' },
  });
  const step = useCodeSignIn(useSignInWithRecoveryCode, returnPath, email);

  return (
    <section className={styles.panel} aria-labelledby="recovery-title">
      <h1 id="recovery-title">Sign in with a recovery code</h1>
      <Muted size="md">Each of your ten recovery codes works once.</Muted>
      <form className={styles.form} onSubmit={submit((values) => step.mutateAsync(values))} noValidate>
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
