import { type SignUpRequest, type SignUpResult, unwrap } from '@dbcloud/api-client';
import { useMutation } from '@tanstack/react-query';
import { errorToast, type MutationCallbacks } from '../../app/mutations';
import { useRootContext } from '../../app/use-root-context';

/** POST users/create: the account and its owner's login; the server mails a sign-in link. */
export function useSignUp({ onSuccess, onError }: MutationCallbacks<SignUpResult, SignUpRequest> = {}) {
  const { api } = useRootContext();
  return useMutation({
    mutationFn: (request: SignUpRequest) => unwrap(api.POST('/users/create', { body: request })),
    onSuccess,
    onError: onError ?? errorToast('Your account was not created'),
  });
}
