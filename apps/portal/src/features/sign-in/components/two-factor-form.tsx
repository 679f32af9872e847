import type { TwoFactorLoginRequest } from '@dbcloud/api-client';
import { Checkbox, Field, Input } from '@dbcloud/ui-kit';
import { Link } from '@tanstack/react-router';
import type * as v from 'valibot';
import type { ServerFields } from '../../../app/form-errors';
import { useSignInWithCode } from '../mutations';
import { totpSchema } from '../schemas';
import { CodeStepPanel } from './code-step';
import { type CodeStepProps, useCodeStepForm } from './use-code-sign-in';

type Values = v.InferOutput<typeof totpSchema>;

const FIELDS: ServerFields<TwoFactorLoginRequest, Values> = {
  code: { name: 'code', label: 'Authentication code' },
};

export function TwoFactorForm(props: CodeStepProps) {
  const { form, ...state } = useCodeStepForm(useSignInWithCode, props, {
    schema: totpSchema,
    serverFields: FIELDS,
    defaultValues: { code: '', rememberBrowser: false },
  });

  return (
    <CodeStepPanel
      id="two-factor-title"
      title="Enter your authentication code"
      lead="Open your authenticator app and enter the 6-digit code for DBCloud."
      {...state}
      otherWay={
        <>
          Lost your device?{' '}
          <Link to="/user/login-with-recovery-code" search={{ redirect: props.returnPath }}>
            Use a recovery code
          </Link>
        </>
      }
    >
      <Field label="Authentication code" error={form.formState.errors.code?.message}>
        <Input inputMode="numeric" autoComplete="one-time-code" maxLength={6} {...form.register('code')} />
      </Field>
      <Field orientation="horizontal" label="Don’t ask again on this browser for a year">
        <Checkbox {...form.register('rememberBrowser')} />
      </Field>
    </CodeStepPanel>
  );
}
