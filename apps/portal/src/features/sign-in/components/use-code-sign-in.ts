import { isProblem } from '@dbcloud/api-client';
import { useNavigate } from '@tanstack/react-router';
import type { DefaultValues, Path } from 'react-hook-form';
import type { GenericSchema } from 'valibot';
import type { ServerFields } from '../../../app/form-errors';
import { shownOnScreen } from '../../../app/mutations';
import { useServerForm } from '../../../app/use-server-form';
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

/** What a code step's form gets from its page. */
export interface CodeFormProps {
  returnPath: string | undefined;
  /** Who is signing in, for the login form should this sign-in end. */
  email: string | undefined;
}

/**
 * A code step's form: its rules and first values, the code field's label (the words of a refusal the
 * server puts beside it) and the step it sends. Both steps' requests name the code `code`.
 */
export function useCodeForm<TValues extends { code: string }>(
  step: {
    schema: GenericSchema<TValues>;
    label: string;
    defaultValues: DefaultValues<TValues>;
    useStep: CodeStep<TValues>;
  },
  { returnPath, email }: CodeFormProps,
) {
  const serverFields: ServerFields<{ code: string }, TValues> = {
    code: { name: 'code' as Path<TValues>, label: step.label },
  };
  const { form, submit, alert } = useServerForm({
    schema: step.schema,
    serverFields,
    defaultValues: step.defaultValues,
  });
  const mutation = useCodeSignIn(step.useStep, returnPath, email);
  return { form, alert, mutation, onSubmit: submit((values) => mutation.mutateAsync(values)) };
}
