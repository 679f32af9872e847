import { valibotResolver } from '@hookform/resolvers/valibot';
import { useState } from 'react';
import { type FieldValues, type SubmitErrorHandler, type UseFormProps, useForm } from 'react-hook-form';
import type { GenericSchema } from 'valibot';
import { applyServerFieldErrors, formAlertMessage, type ServerFields } from './form-errors';
import { useSubmitOnce } from './use-submit-once';

export interface ServerFormOptions<TInput extends FieldValues, TValues, TBody>
  extends UseFormProps<TInput, unknown, TValues> {
  /** The form's rules (or pass `resolver`, for rules that load later). */
  schema?: GenericSchema<TInput, TValues>;
  /** Where the server's field errors go; the rest is the form's alert. */
  serverFields?: ServerFields<TBody, TInput>;
}

/**
 * The portal's form: react-hook-form with its rules, and a submit that sends once and puts what the
 * server refuses where the customer looks. `submit(action, onInvalid?)` is the form's `onSubmit`: once
 * the rules pass (else `onInvalid`, as for `handleSubmit`) it runs `action` (a mutation's
 * `mutateAsync`, say) unless an earlier one is still on its way; a rejection's field errors go beside their fields
 * (the first focused), anything else is `alert`, shown above the fields. What was typed stays. The
 * mutation's `onError` is then `shownOnScreen`. `send(action)` does the same for an action that sends
 * without the form's values (a second button).
 *
 *     const FIELDS: ServerFields<InviteUserRequest, InviteInput> = { email: { name: 'email', label: 'E-mail' } };
 *     const { form, submit, alert } = useServerForm({ schema: inviteSchema, defaultValues, serverFields: FIELDS });
 *     <form onSubmit={submit((values) => invite.mutateAsync(inviteBody(values)))}>
 */
export function useServerForm<TInput extends FieldValues, TValues = TInput, TBody = never>({
  schema,
  serverFields = {},
  ...options
}: ServerFormOptions<TInput, TValues, TBody>) {
  const form = useForm<TInput, unknown, TValues>({
    ...(schema && { resolver: valibotResolver(schema) }),
    ...options,
  });
  const [error, setError] = useState<unknown>();
  const once = useSubmitOnce();
  const send = (action: () => unknown) =>
    once(async () => {
      setError(undefined);
      try {
        await action();
      } catch (caught) {
        applyServerFieldErrors(caught, form.setError, serverFields);
        setError(caught);
      }
    });
  const submit = (action: (values: TValues) => unknown, onInvalid?: SubmitErrorHandler<TInput>) =>
    form.handleSubmit((values) => send(() => action(values)), onInvalid);
  // `setError` sets or clears what failed by hand (a check of the form's own before sending).
  return { form, submit, send, error, alert: formAlertMessage(error, serverFields), setError };
}
