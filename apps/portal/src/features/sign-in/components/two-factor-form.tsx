import { Button, Checkbox, Field, Input, Muted } from '@dbcloud/ui-kit';
import { Link } from '@tanstack/react-router';
import { Alert } from '../../../components/alert';
import { useSignInWithCode } from '../mutations';
import { totpSchema } from '../schemas';
import styles from './sign-in.module.css';
import { type CodeFormProps, useCodeForm } from './use-code-sign-in';

export function TwoFactorForm(props: CodeFormProps) {
  const { form, alert, mutation, onSubmit } = useCodeForm(
    {
      schema: totpSchema,
      label: 'Authentication code',
      defaultValues: { code: '', rememberBrowser: false },
      useStep: useSignInWithCode,
    },
    props,
  );

  return (
    <section className={styles.panel} aria-labelledby="two-factor-title">
      <h1 id="two-factor-title">Enter your authentication code</h1>
      <Muted size="md">Open your authenticator app and enter the 6-digit code for DBCloud.</Muted>
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        {alert && <Alert tone="danger">{alert}</Alert>}
        <Field label="Authentication code" error={form.formState.errors.code?.message}>
          <Input inputMode="numeric" autoComplete="one-time-code" maxLength={6} {...form.register('code')} />
        </Field>
        <Field orientation="horizontal" label="Don’t ask again on this browser for a year">
          <Checkbox {...form.register('rememberBrowser')} />
        </Field>
        <Button type="submit" variant="primary" loading={mutation.isPending}>
          Sign in
        </Button>
      </form>
      <p>
        Lost your device?{' '}
        <Link to="/user/login-with-recovery-code" search={{ redirect: props.returnPath }}>
          Use a recovery code
        </Link>
      </p>
    </section>
  );
}
