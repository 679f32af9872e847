import { isApiError } from '@dbcloud/api-client';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { afterSignIn } from '../../../app/session';
import { selectedAccount } from '../../../app/tenant';
import { useAppContext } from '../../../app/use-app-context';
import { reloadUser } from '../api';

/**
 * The last sign-in step with a code (authenticator or recovery): send it, reload user info and go on
 * to where the user was going. A refused code (422) is shown at the `code` field, anything else above
 * the form.
 */
export function useCodeSignIn<T extends FieldValues & { code: string }>(
  setError: UseFormSetError<T>,
  returnPath: string | undefined,
  refusedMessage: string,
) {
  const { api, queryClient } = useAppContext();
  const navigate = useNavigate();
  const [serverError, setServerError] = useState<string>();

  const signIn = async (send: () => Promise<unknown>) => {
    setServerError(undefined);
    try {
      await send();
      const user = await reloadUser(queryClient, api);
      await navigate({ href: afterSignIn(user, returnPath, selectedAccount.get()) });
    } catch (error) {
      if (isApiError(error, 422)) {
        setError(
          'code' as Path<T>,
          { message: error.problem.detail ?? refusedMessage },
          { shouldFocus: true },
        );
      } else {
        setServerError(
          isApiError(error)
            ? (error.problem.detail ?? error.problem.title)
            : 'Check your connection and try again.',
        );
      }
    }
  };
  return { api, serverError, signIn };
}
