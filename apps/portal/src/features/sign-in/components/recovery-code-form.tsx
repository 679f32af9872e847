import type { RecoveryCodeLoginRequest } from '@dbcloud/api-client';
import { Field, Input } from '@dbcloud/ui-kit';
import { Link } from '@tanstack/react-router';
import type * as v from 'valibot';
import type { ServerFields } from '../../../app/form-errors';
import { useSignInWithRecoveryCode } from '../mutations';
import { recoveryCodeSchema } from '../schemas';
import { CodeStepPanel } from './code-step';
import { type CodeStepProps, useCodeStepForm } from './use-code-sign-in';

type Values = v.InferOutput<typeof recoveryCodeSchema>;

const FIELDS: ServerFields<RecoveryCodeLoginRequest, Values> = {
  code: { name: 'code', label: 'Recovery code' },
};

export function RecoveryCodeForm(props: CodeStepProps) {
  const { form, ...state } = useCodeStepForm(useSignInWithRecoveryCode, props, {
    schema: recoveryCodeSchema,
    serverFields: FIELDS,
    defaultValues: { code: '' },
  });

  return (
    <CodeStepPanel
      id="recovery-title"
      title="Sign in with a recovery code"
      lead="Each of your ten recovery codes works once."
      {...state}
      otherWay={
        <Link to="/user/login-with-2fa" search={{ redirect: props.returnPath }}>
          Use your authenticator app instead
        </Link>
      }
    >
      <Field label="Recovery code" error={form.formState.errors.code?.message}>
        <Input autoComplete="off" spellCheck={false} {...form.register('code')} />
      </Field>
    </CodeStepPanel>
  );
}
