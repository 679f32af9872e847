import type { ProfileConfiguration } from '@dbcloud/api-client';
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Facts,
  Muted,
  Page,
  PageHeader,
} from '@dbcloud/ui-kit';
import { Link } from '@tanstack/react-router';
import { shownOnScreen } from '../../../app/mutations';
import { toast } from '../../../app/notify';
import { ConfirmDialog } from '../../../components/lazy-confirm-dialog';
import { useForgetBrowsers } from '../mutations';
import { PhoneNumberForm } from './phone-number-form';
import styles from './profile.module.css';

/** `/portal/profile`: the user's e-mail, phone number and two-factor status, the same in every account. */
export function ProfilePage({ profile }: { profile: ProfileConfiguration }) {
  return (
    <Page narrow gap="xl">
      <PageHeader
        title="Your profile"
        description="How you sign in and how we reach you. It is the same in every cloud account you belong to."
      />
      <div className={styles.grid}>
        <Card>
          <CardHeader>
            <CardTitle>Contact</CardTitle>
            <CardDescription>Sign-in links are mailed to your e-mail address.</CardDescription>
          </CardHeader>
          <CardContent className={styles.stack}>
            <Facts>
              <dt>E-mail</dt>
              <dd>{profile.email}</dd>
            </Facts>
            <PhoneNumberForm phoneNumber={profile.phoneNumber} />
          </CardContent>
        </Card>
        <TwoFactorCard twoFactor={profile.twoFactor} />
      </div>
    </Page>
  );
}

function TwoFactorCard({ twoFactor }: { twoFactor: ProfileConfiguration['twoFactor'] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Two-factor authentication</CardTitle>
        <CardDescription>
          A code from an authenticator app on your phone, asked after each sign-in link.
        </CardDescription>
      </CardHeader>
      <CardContent className={styles.stack}>
        <Facts>
          <dt>Status</dt>
          <dd>{twoFactor.enabled ? <Badge tone="success">On</Badge> : <Badge tone="warning">Off</Badge>}</dd>
          {twoFactor.enabled && (
            <>
              <dt>Method</dt>
              <dd>Authenticator app</dd>
              <dt>Recovery codes</dt>
              <dd>
                {twoFactor.recoveryCodesLeft} of 10 unused
                {twoFactor.recoveryCodesLeft <= 2 && (
                  <>
                    {' '}
                    <Badge tone="warning">Make new ones</Badge>
                  </>
                )}
              </dd>
              <dt>Remembered browsers</dt>
              <dd>
                {twoFactor.rememberedBrowsers === 0
                  ? 'None: every sign-in asks for a code'
                  : `${twoFactor.rememberedBrowsers} skip${twoFactor.rememberedBrowsers === 1 ? 's' : ''} the code for a year`}
              </dd>
            </>
          )}
        </Facts>
        {twoFactor.enabled ? (
          <div className={styles.actions}>
            <Button asChild>
              <Link to="/portal/profile/generate-recovery-codes">Make new recovery codes</Link>
            </Button>
            {twoFactor.rememberedBrowsers > 0 && <ForgetBrowsers count={twoFactor.rememberedBrowsers} />}
            <Button asChild variant="danger">
              <Link to="/portal/profile/disable-2fa">Turn off two-factor</Link>
            </Button>
          </div>
        ) : (
          <div className={styles.actions}>
            <Muted size="md">
              Anyone who gets into your mailbox can sign in as you. Add a code from your phone.
            </Muted>
            <Button asChild variant="primary">
              <Link to="/portal/profile/enable-authenticator">Set up an authenticator app</Link>
            </Button>
          </div>
        )}
      </CardContent>
    </Card>
  );
}

/** POST 2fa/forget-browser after confirmation: every remembered browser asks for a code again. */
function ForgetBrowsers({ count }: { count: number }) {
  const forget = useForgetBrowsers({
    onSuccess: () =>
      toast('success', 'Remembered browsers forgotten', {
        description: 'Your next sign-in on any browser asks for a code.',
      }),
    onError: shownOnScreen,
  });
  return (
    <ConfirmDialog
      title="Forget remembered browsers?"
      description={`${count === 1 ? 'One browser skips' : `${count} browsers skip`} the code today, this one perhaps among them. After this, every sign-in asks for a code from your authenticator app again, on every browser.`}
      confirmLabel="Forget browsers"
      pending={forget.isPending}
      error={forget.error}
      onConfirm={() => forget.mutate()}
      trigger={<Button>Forget remembered browsers</Button>}
    />
  );
}
