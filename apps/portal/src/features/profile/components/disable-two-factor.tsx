import { isApiError } from '@dbcloud/api-client';
import { Button, ConfirmDialog, Field, Input, PageHeader } from '@dbcloud/ui-kit';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { formAlertMessage } from '../../../app/form-errors';
import { toast } from '../../../app/notify';
import { useAppContext } from '../../../app/use-app-context';
import { useSubmitOnce } from '../../../app/use-submit-once';
import { Alert } from '../../../components/alert';
import { profileQuery } from '../api';
import { useDisableTwoFactor } from '../mutations';
import { type AuthenticatorCodeValues, authenticatorCodeSchema } from '../schemas';
import { BackToProfile } from './back-to-profile';
import styles from './profile.module.css';

/** `/portal/profile/disable-2fa`: a current code, a confirmation, then two-factor is off. */
export function DisableTwoFactor() {
  const { api } = useAppContext();
  const { data: profile } = useSuspenseQuery(profileQuery(api));
  return (
    <div className={styles.page}>
      <PageHeader
        eyebrow={<BackToProfile />}
        title="Turn off two-factor authentication"
        description="Then a sign-in link alone opens your session, on any browser."
      />
      {profile.twoFactor.enabled ? (
        <DisableForm />
      ) : (
        <Alert tone="info" title="Two-factor authentication is already off">
          Your sign-in links need no code.
        </Alert>
      )}
    </div>
  );
}

function DisableForm() {
  const navigate = useNavigate();
  const form = useForm<AuthenticatorCodeValues>({
    resolver: valibotResolver(authenticatorCodeSchema),
    defaultValues: { code: '' },
  });
  const [confirming, setConfirming] = useState<string | undefined>();
  const disable = useDisableTwoFactor({
    onSuccess: async () => {
      toast('success', 'Two-factor authentication is off', {
        description: 'Your recovery codes and remembered browsers are gone too.',
      });
      await navigate({ to: '/portal/profile' });
    },
    onError: (error) => {
      if (!isApiError(error, 422) && !isApiError(error, 429)) return;
      const message = error.problem.detail ?? 'This code is not right. Enter the code the app shows now.';
      form.setError('code', { type: 'server', message }, { shouldFocus: true });
    },
  });
  const once = useSubmitOnce();
  const submit = form.handleSubmit(({ code }) => setConfirming(code));
  const alert =
    isApiError(disable.error, 422) || isApiError(disable.error, 429)
      ? undefined
      : formAlertMessage(disable.error);
  return (
    <form className={styles.codeForm} onSubmit={submit} noValidate aria-label="Turn off two-factor">
      <p className={styles.muted}>
        Your authenticator, recovery codes and remembered browsers are removed. You can set it up again any
        time.
      </p>
      {alert && (
        <Alert tone="danger" title="Two-factor authentication is still on">
          {alert}
        </Alert>
      )}
      <Field
        label="Authentication code"
        description="The code your authenticator app shows now."
        error={form.formState.errors.code?.message}
      >
        <Input inputMode="numeric" autoComplete="one-time-code" maxLength={7} {...form.register('code')} />
      </Field>
      <div>
        <Button type="submit" variant="danger" loading={disable.isPending}>
          Turn off two-factor
        </Button>
      </div>
      <ConfirmDialog
        open={confirming !== undefined}
        onOpenChange={(open) => {
          if (!open) setConfirming(undefined);
        }}
        title="Turn off two-factor authentication?"
        description="Anyone who can read your e-mail could then sign in as you."
        confirmLabel="Turn it off"
        onConfirm={() => {
          const code = confirming;
          setConfirming(undefined);
          if (code === undefined) return;
          void once(() => disable.mutateAsync({ code }));
        }}
      />
    </form>
  );
}
