import { Button, Field, Input, Muted, Page, PageHeader } from '@dbcloud/ui-kit';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { type MouseEvent, useState } from 'react';
import * as v from 'valibot';
import { shownOnScreen } from '../../../app/mutations';
import { toast } from '../../../app/notify';
import { useRootContext } from '../../../app/use-root-context';
import { useServerForm } from '../../../app/use-server-form';
import { Alert } from '../../../components/alert';
import { ConfirmDialog } from '../../../components/lazy-confirm-dialog';
import { profileQuery } from '../api';
import { useDisableTwoFactor } from '../mutations';
import { authenticatorCodeSchema } from '../schemas';
import { BackToProfile } from './back-to-profile';
import styles from './profile.module.css';

/** `/portal/profile/disable-2fa`: a current code, a confirmation, then two-factor is off. */
export function DisableTwoFactor() {
  const { api } = useRootContext();
  const { data: profile } = useSuspenseQuery(profileQuery(api));
  return (
    <Page narrow gap="xl">
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
    </Page>
  );
}

/**
 * The current code, then a confirmation that sends it. The code is checked as the confirmation is asked
 * for: a malformed one stays at its field and nothing opens.
 */
function DisableForm() {
  const navigate = useNavigate();
  const { form } = useServerForm({ schema: authenticatorCodeSchema, defaultValues: { code: '' } });
  const [code, setCode] = useState('');
  const disable = useDisableTwoFactor({
    onSuccess: async () => {
      toast('success', 'Two-factor authentication is off', {
        description: 'Your recovery codes and remembered browsers are gone too.',
      });
      await navigate({ to: '/portal/profile' });
    },
    onError: shownOnScreen,
  });
  const check = (event: MouseEvent) => {
    const checked = v.safeParse(authenticatorCodeSchema, form.getValues());
    if (checked.success) {
      setCode(checked.output.code);
      return;
    }
    event.preventDefault();
    void form.trigger('code', { shouldFocus: true });
  };
  return (
    <form
      className={styles.codeForm}
      // The trigger below is the submit button: Enter in the field asks for the confirmation too.
      onSubmit={(event) => event.preventDefault()}
      noValidate
      aria-label="Turn off two-factor"
    >
      <Muted size="md">
        Your authenticator, recovery codes and remembered browsers are removed. You can set it up again any
        time.
      </Muted>
      <Field
        label="Authentication code"
        description="The code your authenticator app shows now."
        error={form.formState.errors.code?.message}
      >
        <Input inputMode="numeric" autoComplete="one-time-code" maxLength={7} {...form.register('code')} />
      </Field>
      <div>
        <ConfirmDialog
          title="Turn off two-factor authentication?"
          description="Anyone who can read your e-mail could then sign in as you."
          confirmLabel="Turn it off"
          pending={disable.isPending}
          error={disable.error}
          onConfirm={() => disable.mutate({ code })}
          trigger={
            <Button type="submit" variant="danger" onClick={check}>
              Turn off two-factor
            </Button>
          }
        />
      </div>
    </form>
  );
}
