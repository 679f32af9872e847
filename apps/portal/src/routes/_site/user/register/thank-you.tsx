import { createFileRoute } from '@tanstack/react-router';
import { configurationQuery } from '../../../../app/configuration';
import { SignUpThankYou } from '../../../../features/registration/components/sign-up-thank-you';
import { emailSearch } from '../../../../features/registration/search';

export const Route = createFileRoute('/_site/user/register/thank-you')({
  validateSearch: emailSearch,
  loader: ({ context }) => context.queryClient.ensureQueryData(configurationQuery(context.api)),
  component: ThankYouPage,
});

function ThankYouPage() {
  const { email } = Route.useSearch();
  return (
    <main>
      <SignUpThankYou email={email} />
    </main>
  );
}
