import { isProblem } from '@dbcloud/api-client';
import { useNavigate } from '@tanstack/react-router';
import { shownOnScreen } from '../../../app/mutations';
import { whereAfterSignIn } from '../api';
import type { CodeStep } from '../mutations';
import { signInEndedBy } from '../search';

/**
 * The last sign-in step with a code (authenticator or recovery): on success, on to where the user was
 * going. Its form shows a refusal itself (`useServerForm`): a refused code beside the field, with how
 * many more wrong codes end the sign-in. A 401 means the sign-in is over (the 5th wrong code in a row,
 * or its 15 minutes passed): on to the login page, saying so, with the e-mail filled in for a new link.
 */
export function useCodeSignIn<TVariables>(
  useStep: CodeStep<TVariables>,
  returnPath: string | undefined,
  email: string | undefined,
) {
  const navigate = useNavigate();
  return useStep({
    onSuccess: (user) => navigate({ href: whereAfterSignIn(user, returnPath) }),
    onError: (error) => {
      if (!isProblem(error, 'unauthorized')) return shownOnScreen();
      return navigate({
        to: '/user/login',
        search: { redirect: returnPath, email, ended: signInEndedBy(error.problem.type) },
      });
    },
  });
}
