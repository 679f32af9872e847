import type { RecoveryCodes } from '@dbcloud/api-client';
import { Button, Page, PageHeader, TextLink } from '@dbcloud/ui-kit';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { shownOnScreen } from '../../../app/mutations';
import { useRootContext } from '../../../app/use-root-context';
import { Alert } from '../../../components/alert';
import { ConfirmDialog } from '../../../components/lazy-confirm-dialog';
import { profileQuery } from '../api';
import { useRegenerateRecoveryCodes } from '../mutations';
import { BackToProfile } from './back-to-profile';
import styles from './profile.module.css';
import { RecoveryCodesView } from './recovery-codes';

/** `/portal/profile/generate-recovery-codes`: ten new codes replace the old ones, after confirmation. */
export function RegenerateRecoveryCodes() {
  const { api } = useRootContext();
  const { data: profile } = useSuspenseQuery(profileQuery(api));
  const [codes, setCodes] = useState<RecoveryCodes | undefined>();
  const regenerate = useRegenerateRecoveryCodes({ onSuccess: setCodes, onError: shownOnScreen });
  const { enabled, recoveryCodesLeft } = profile.twoFactor;
  return (
    <Page narrow gap="xl">
      <PageHeader
        eyebrow={<BackToProfile />}
        title="Make new recovery codes"
        description="Recovery codes sign you in when you cannot use your authenticator app, each one once."
      />
      {codes ? (
        <RecoveryCodesView email={profile.email} codes={codes.recoveryCodes} />
      ) : !enabled ? (
        <Alert tone="info" title="Two-factor authentication is off">
          Recovery codes come with an authenticator app.{' '}
          <TextLink asChild>
            <Link to="/portal/profile/enable-authenticator">Set one up</Link>
          </TextLink>{' '}
          first.
        </Alert>
      ) : (
        <div className={styles.step}>
          <p>
            You have {recoveryCodesLeft} of 10 codes unused. New codes replace all of them: the old ones stop
            working at once, used or not.
          </p>
          <div className={styles.actions}>
            <ConfirmDialog
              title="Replace your recovery codes?"
              description="Your current recovery codes stop working now. Only the new ones, shown next, will sign you in."
              confirmLabel="Replace my codes"
              pending={regenerate.isPending}
              error={regenerate.error}
              onConfirm={() => regenerate.mutate()}
              trigger={<Button variant="primary">Make new recovery codes</Button>}
            />
          </div>
        </div>
      )}
    </Page>
  );
}
