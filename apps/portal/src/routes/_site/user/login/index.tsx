import { createFileRoute } from '@tanstack/react-router';
import { configurationQuery } from '../../../../app/configuration';
import { LoginForm } from '../../../../features/sign-in/components/login-form';
import { loginSearch } from '../../../../features/sign-in/search';

export const Route = createFileRoute('/_site/user/login/')({
  validateSearch: loginSearch,
  loader: ({ context }) => context.queryClient.ensureQueryData(configurationQuery(context.api)),
  component: LoginPage,
});

function LoginPage() {
  const { redirect, email, ended } = Route.useSearch();
  return (
    <main>
      <LoginForm redirect={redirect} email={email} ended={ended} />
    </main>
  );
}
