import { Button, Field, Input, Muted } from '@dbcloud/ui-kit';
import { Link } from '@tanstack/react-router';
import { Alert } from '../../../components/alert';
import { useSignInWithRecoveryCode } from '../mutations';
import { recoveryCodeSchema } from '../schemas';
import styles from './sign-in.module.css';
import { type CodeFormProps, useCodeForm } from './use-code-sign-in';

export function RecoveryCodeForm(props: CodeFormProps) {
  const { form, alert, mutation, onSubmit } = useCodeForm(
    {
      schema: recoveryCodeSchema,
      label: 'Recovery code',
      defaultValues: { code: '' },
      useStep: useSignInWithRecoveryCode,
    },
    props,
  );

  return (
    <section className={styles.panel} aria-labelledby="recovery-title">
      <h1 id="recovery-title">Sign in with a recovery code</h1>
      <Muted size="md">Each of your ten recovery codes works once.</Muted>
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        {alert && <Alert tone="danger">{alert}</Alert>}
        <Field label="Recovery code" error={form.formState.errors.code?.message}>
          <Input autoComplete="off" spellCheck={false} {...form.register('code')} />
        </Field>
        <Button type="submit" variant="primary" loading={mutation.isPending}>
          Sign in
        </Button>
      </form>
      <p>
        <Link to="/user/login-with-2fa" search={{ redirect: props.returnPath }}>
          Use your authenticator app instead
        </Link>
      </p>
    </section>
  );
}
