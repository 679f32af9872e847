import { isProblem } from '@dbcloud/api-client';
import { useNavigate } from '@tanstack/react-router';
import type { FieldValues } from 'react-hook-form';
import { shownOnScreen } from '../../../app/mutations';
import { type ServerFormOptions, useServerForm } from '../../../app/use-server-form';
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

/** What the pages of the sign-in steps with a code hand their form. */
export interface CodeStepProps {
  returnPath: string | undefined;
  /** Who is signing in, for the login form should this sign-in end. */
  email: string | undefined;
}

/** A code step's form (`useServerForm` with `options`), whose submit sends the code with `useStep` as above. */
export function useCodeStepForm<TInput extends FieldValues, TValues, TBody>(
  useStep: CodeStep<TValues>,
  { returnPath, email }: CodeStepProps,
  options: ServerFormOptions<TInput, TValues, TBody>,
) {
  const { form, submit, alert } = useServerForm(options);
  const step = useCodeSignIn(useStep, returnPath, email);
  return { form, onSubmit: submit((values) => step.mutateAsync(values)), alert, pending: step.isPending };
}
