import { useNavigate } from '@tanstack/react-router';
import { shownOnScreen } from '../../../app/mutations';
import { whereAfterSignIn } from '../api';
import type { CodeStep } from '../mutations';

/**
 * The last sign-in step with a code (authenticator or recovery): on success, on to where the user was
 * going. Its form shows a refusal itself (`useServerForm`): a refused code beside the field.
 */
export function useCodeSignIn<TVariables>(useStep: CodeStep<TVariables>, returnPath: string | undefined) {
  const navigate = useNavigate();
  return useStep({
    onSuccess: (user) => navigate({ href: whereAfterSignIn(user, returnPath) }),
    onError: shownOnScreen,
  });
}
