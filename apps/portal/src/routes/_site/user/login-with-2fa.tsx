import { createFileRoute } from '@tanstack/react-router';
import { requireCodeStage } from '../../../features/sign-in/api';
import { TwoFactorForm } from '../../../features/sign-in/components/two-factor-form';
import { redirectSearch } from '../../../features/sign-in/search';

export const Route = createFileRoute('/_site/user/login-with-2fa')({
  validateSearch: redirectSearch,
  beforeLoad: ({ context, search }) => requireCodeStage(context, search.redirect),
  component: TwoFactorPage,
});

function TwoFactorPage() {
  const { redirect: returnPath } = Route.useSearch();
  const email = Route.useRouteContext({ select: (context) => context.signInEmail });
  return (
    <main>
      <TwoFactorForm returnPath={returnPath} email={email} />
    </main>
  );
}
