import { useMutation } from '@tanstack/react-query';
import { errorToast, type MutationCallbacks } from './mutations';
import { signOut } from './session';
import { useRootContext } from './use-root-context';

/** Signing out from a page (to sign in as someone else); the page says where to go next. */
export function useSignOut({ onSuccess, onError }: MutationCallbacks<void, void> = {}) {
  const context = useRootContext();
  return useMutation({
    mutationFn: () => signOut(context),
    onSuccess,
    onError: onError ?? errorToast('You are still signed in'),
  });
}
