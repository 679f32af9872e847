import { createFileRoute } from '@tanstack/react-router';
import { requireCodeStage } from '../../../features/sign-in/api';
import { RecoveryCodeForm } from '../../../features/sign-in/components/recovery-code-form';
import { redirectSearch } from '../../../features/sign-in/search';

export const Route = createFileRoute('/_site/user/login-with-recovery-code')({
  validateSearch: redirectSearch,
  beforeLoad: ({ context, search }) => requireCodeStage(context, search.redirect),
  component: RecoveryCodePage,
});

function RecoveryCodePage() {
  const { redirect: returnPath } = Route.useSearch();
  const email = Route.useRouteContext({ select: (context) => context.signInEmail });
  return (
    <main>
      <RecoveryCodeForm returnPath={returnPath} email={email} />
    </main>
  );
}
