import { createFileRoute } from '@tanstack/react-router';
import { LoginExists } from '../../../../features/registration/components/login-exists';
import { emailSearch } from '../../../../features/registration/search';

export const Route = createFileRoute('/_site/user/register/thank-you-login-exists')({
  validateSearch: emailSearch,
  component: LoginExistsPage,
});

function LoginExistsPage() {
  const { email } = Route.useSearch();
  return (
    <main>
      <LoginExists email={email} />
    </main>
  );
}
