import { Button, Field, Input } from '@dbcloud/ui-kit';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import { applyServerFieldErrors, formAlertMessage, type ServerField } from '../../../app/form-errors';
import { toast } from '../../../app/notify';
import { Alert } from '../../../components/alert';
import forms from '../../../components/forms/forms.module.css';
import { useUpdatePhoneNumber } from '../mutations';
import { type PhoneNumberInput, type PhoneNumberValues, phoneNumberSchema } from '../schemas';

const FIELDS: Record<string, ServerField<PhoneNumberInput>> = {
  phoneNumber: { name: 'phoneNumber', label: 'Phone number' },
};

/** POST profile/update-phone-number: a number in E.164 form, or none. What was typed stays on a failure. */
export function PhoneNumberForm({ phoneNumber }: { phoneNumber: string | null }) {
  const form = useForm<PhoneNumberInput, unknown, PhoneNumberValues>({
    resolver: valibotResolver(phoneNumberSchema),
    defaultValues: { phoneNumber: phoneNumber ?? '' },
  });
  const save = useUpdatePhoneNumber({
    onSuccess: (profile) => {
      form.reset({ phoneNumber: profile.phoneNumber ?? '' });
      toast('success', profile.phoneNumber ? 'Phone number saved' : 'Phone number removed');
    },
    onError: (error) => applyServerFieldErrors(error, form.setError, FIELDS),
  });
  const saving = useRef(false);
  const submit = form.handleSubmit(({ phoneNumber: next }) => {
    if (saving.current) return;
    saving.current = true;
    save.mutate(
      { phoneNumber: next },
      {
        onSettled: () => {
          saving.current = false;
        },
      },
    );
  });
  const alert = formAlertMessage(save.error, FIELDS);

  return (
    <form className={forms.form} onSubmit={submit} noValidate aria-label="Phone number">
      {alert && (
        <Alert tone="danger" title="The phone number was not saved">
          {alert}
        </Alert>
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
