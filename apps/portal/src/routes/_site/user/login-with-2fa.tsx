import { createFileRoute, redirect } from '@tanstack/react-router';
import { afterSignIn, loginStageQuery, userQuery } from '../../../app/session';
import { selectedAccount } from '../../../app/tenant';
import { TwoFactorForm } from '../../../features/sign-in/components/two-factor-form';
import { redirectSearch } from '../../../features/sign-in/search';

export const Route = createFileRoute('/_site/user/login-with-2fa')({
  validateSearch: redirectSearch,
  beforeLoad: async ({ context, search }) => {
    const { stage } = await context.queryClient.fetchQuery(loginStageQuery(context.api));
    if (stage === 'Anonymous') throw redirect({ to: '/user/login', search: { redirect: search.redirect } });
    if (stage === 'Authenticated') {
      const user = await context.queryClient.fetchQuery(userQuery(context.api));
      throw redirect({ href: afterSignIn(user, search.redirect, selectedAccount.get()) });
    }
  },
  component: TwoFactorPage,
});

function TwoFactorPage() {
  const { redirect: returnPath } = Route.useSearch();
  return (
    <main>
      <TwoFactorForm returnPath={returnPath} />
    </main>
  );
}
