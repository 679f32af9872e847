import { createFileRoute } from '@tanstack/react-router';
import { SignUpForm } from '../../../../features/registration/components/sign-up-form';
import { registerSearch } from '../../../../features/registration/search';

export const Route = createFileRoute('/_site/user/register/')({
  validateSearch: registerSearch,
  component: RegisterPage,
});

function RegisterPage() {
  const { promoCode } = Route.useSearch();
  return (
    <main>
      <SignUpForm promoCode={promoCode} />
    </main>
  );
}
