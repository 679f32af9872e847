import { isApiError } from '@dbcloud/api-client';
import { useNavigate } from '@tanstack/react-router';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { formAlertMessage } from '../../../app/form-errors';
import { whereAfterSignIn } from '../api';
import type { CodeStep } from '../mutations';

/**
 * The last sign-in step with a code (authenticator or recovery): on success, on to where the user was
 * going. A refused code (422) is shown at the `code` field, anything else above the form (`alert`).
 */
export function useCodeSignIn<TVariables, T extends FieldValues & { code: string }>(
  useStep: CodeStep<TVariables>,
  setError: UseFormSetError<T>,
  returnPath: string | undefined,
  refusedMessage: string,
) {
  const navigate = useNavigate();
  const step = useStep({
    onSuccess: (user) => navigate({ href: whereAfterSignIn(user, returnPath) }),
    onError: (error) => {
      if (!isApiError(error, 422)) return;
      const message = error.problem.detail ?? refusedMessage;
      setError('code' as Path<T>, { message }, { shouldFocus: true });
    },
  });
  const alert = isApiError(step.error, 422) ? undefined : formAlertMessage(step.error);
  return { step, alert };
}
