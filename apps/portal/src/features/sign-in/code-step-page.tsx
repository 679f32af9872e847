import { useRouteContext, useSearch } from '@tanstack/react-router';
import type { ComponentType } from 'react';
import type { CodeFormProps } from './components/use-code-sign-in';

/**
 * The page of a sign-in's last step (`requireCodeStage` before it): its form, with where the user was
 * going and who is signing in.
 */
export function codeStepPage(
  routeId: '/_site/user/login-with-2fa' | '/_site/user/login-with-recovery-code',
  Form: ComponentType<CodeFormProps>,
) {
  return function CodeStepPage() {
    const { redirect: returnPath } = useSearch({ from: routeId });
    const email = useRouteContext({ from: routeId, select: (context) => context.signInEmail });
    return (
      <main>
        <Form returnPath={returnPath} email={email} />
      </main>
    );
  };
}
