import type { UpdatePhoneNumberRequest } from '@dbcloud/api-client';
import { Button, Field, Input } from '@dbcloud/ui-kit';
import type { ServerFields } from '../../../app/form-errors';
import { shownOnScreen } from '../../../app/mutations';
import { toast } from '../../../app/notify';
import { useServerForm } from '../../../app/use-server-form';
import forms from '../../../components/forms/forms.module.css';
import { ProblemAlert } from '../../../components/problem-alert';
import { useUpdatePhoneNumber } from '../mutations';
import { type PhoneNumberInput, type PhoneNumberValues, phoneNumberSchema } from '../schemas';

const FIELDS: ServerFields<UpdatePhoneNumberRequest, PhoneNumberInput> = {
  phoneNumber: { name: 'phoneNumber', label: 'Phone number' },
};

/** POST profile/update-phone-number: a number in E.164 form, or none. What was typed stays on a failure. */
export function PhoneNumberForm({ phoneNumber }: { phoneNumber: string | null }) {
  const { form, submit, error, alert } = useServerForm<
    PhoneNumberInput,
    PhoneNumberValues,
    UpdatePhoneNumberRequest
  >({
    schema: phoneNumberSchema,
    serverFields: FIELDS,
    defaultValues: { phoneNumber: phoneNumber ?? '' },
  });
  const save = useUpdatePhoneNumber({
    onSuccess: (profile) => {
      form.reset({ phoneNumber: profile.phoneNumber ?? '' });
      toast('success', profile.phoneNumber ? 'Phone number saved' : 'Phone number removed');
    },
    onError: shownOnScreen,
  });

  return (
    <form
      className={forms.form}
      onSubmit={submit(({ phoneNumber: next }) => save.mutateAsync({ phoneNumber: next }))}
      noValidate
      aria-label="Phone number"
    >
      {alert && (
        <ProblemAlert tone="danger" error={error} title="The phone number was not saved">
          {alert}
        </ProblemAlert>
      )}
      <Field
        label="Phone number"
        description="With the country code, like +1 415 555 0123. Leave it empty to remove it."
        error={form.formState.errors.phoneNumber?.message}
      >
        <Input type="tel" autoComplete="tel" {...form.register('phoneNumber')} />
      </Field>
      <div className={forms.actions}>
        <Button type="submit" loading={save.isPending}>
          Save phone number
        </Button>
      </div>
    </form>
  );
}
