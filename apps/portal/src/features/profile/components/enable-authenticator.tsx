import type { RecoveryCodes, VerifyAuthenticatorRequest } from '@dbcloud/api-client';
import { Button, CopyButton, Field, Input, Page, PageHeader, Skeleton } from '@dbcloud/ui-kit';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import type { ServerFields } from '../../../app/form-errors';
import { shownOnScreen } from '../../../app/mutations';
import { useRootContext } from '../../../app/use-root-context';
import { useServerForm } from '../../../app/use-server-form';
import { Alert } from '../../../components/alert';
import { ProblemAlert } from '../../../components/problem-alert';
import { authenticatorSetupQuery, profileKeys, profileQuery } from '../api';
import { useVerifyAuthenticator } from '../mutations';
import { type AuthenticatorCodeValues, authenticatorCodeSchema } from '../schemas';
import { BackToProfile } from './back-to-profile';
import styles from './profile.module.css';
import { RecoveryCodesView } from './recovery-codes';

const AuthenticatorQr = lazy(() => import('./authenticator-qr'));

const CODE_FIELD: ServerFields<VerifyAuthenticatorRequest, AuthenticatorCodeValues> = {
  code: { name: 'code', label: 'Authentication code' },
};

/**
 * `/portal/profile/enable-authenticator`: scan the QR code (or type the key), confirm a code, then the
 * recovery codes, shown once.
 */
export function EnableAuthenticator() {
  const { api } = useRootContext();
  const { data: profile } = useSuspenseQuery(profileQuery(api));
  const [codes, setCodes] = useState<RecoveryCodes | undefined>();
  return (
    <Page narrow gap="xl">
      <PageHeader
        eyebrow={<BackToProfile />}
        title="Set up an authenticator app"
        description="After each sign-in link, DBCloud will ask for a code from the app on your phone."
      />
      {codes ? (
        <RecoveryCodesView email={profile.email} codes={codes.recoveryCodes} />
      ) : profile.twoFactor.enabled ? (
        <Alert tone="info" title="Two-factor authentication is already on">
          To move it to another app, turn it off in your profile and set it up again.
        </Alert>
      ) : (
        <SetupSteps onEnabled={setCodes} />
      )}
    </Page>
  );
}

function SetupSteps({ onEnabled }: { onEnabled: (codes: RecoveryCodes) => void }) {
  const { api } = useRootContext();
  const queryClient = useQueryClient();
  const { data: setup } = useSuspenseQuery(authenticatorSetupQuery(api));
  // The pending secret is this visit's: the next visit asks for a new one.
  useEffect(
    () => () => queryClient.removeQueries({ queryKey: profileKeys.authenticatorSetup(), exact: true }),
    [queryClient],
  );
  return (
    <ol className={styles.steps}>
      <li className={styles.step}>
        <h2>1. Scan this QR code</h2>
        <p>
          Use any authenticator app: Google Authenticator, Microsoft Authenticator, 1Password, Authy or
          another that reads time-based codes.
        </p>
        <div className={styles.scan}>
          <div className={styles.qr}>
            <Suspense fallback={<Skeleton className={styles.qr} aria-label="Loading the QR code" />}>
              <AuthenticatorQr uri={setup.otpauthUri} />
            </Suspense>
          </div>
          <div className={styles.secret}>
            <p>Can’t scan it? Enter this key in the app instead (time-based, for {setup.accountName}):</p>
            <p className={styles.key}>{setup.secret.replace(/(.{4})(?=.)/g, '$1 ')}</p>
            <div>
              <CopyButton value={setup.secret} label="Copy key" />
            </div>
          </div>
        </div>
      </li>
      <li className={styles.step}>
        <h2>2. Enter the code the app shows</h2>
        <VerifyCodeForm onEnabled={onEnabled} />
      </li>
    </ol>
  );
}

function VerifyCodeForm({ onEnabled }: { onEnabled: (codes: RecoveryCodes) => void }) {
  const { form, submit, error, alert } = useServerForm({
    schema: authenticatorCodeSchema,
    serverFields: CODE_FIELD,
    defaultValues: { code: '' },
  });
  const verify = useVerifyAuthenticator({ onSuccess: (codes) => onEnabled(codes), onError: shownOnScreen });
  return (
    <form
      className={styles.codeForm}
      onSubmit={submit(({ code }) => verify.mutateAsync({ code }))}
      noValidate
      aria-label="Confirm the authenticator"
    >
      {alert && (
        <ProblemAlert tone="danger" error={error} title="Two-factor authentication was not turned on">
          {alert}
        </ProblemAlert>
      )}
      <Field label="Authentication code" error={form.formState.errors.code?.message}>
        <Input inputMode="numeric" autoComplete="one-time-code" maxLength={7} {...form.register('code')} />
      </Field>
      <div>
        <Button type="submit" variant="primary" loading={verify.isPending}>
          Turn on two-factor
        </Button>
      </div>
    </form>
  );
}
