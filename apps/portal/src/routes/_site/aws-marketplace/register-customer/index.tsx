import { createFileRoute } from '@tanstack/react-router';
import { userQuery } from '../../../../app/session';
import { MarketplaceRegisterPage } from '../../../../features/marketplace/components/register-page';
import { awsSearch } from '../../../../features/marketplace/search';

/** AWS Marketplace's landing page for a new customer (`?token=` or `?registrationToken=`). */
export const Route = createFileRoute('/_site/aws-marketplace/register-customer/')({
  validateSearch: awsSearch,
  loader: ({ context }) => context.queryClient.ensureQueryData(userQuery(context.api)),
  component: RegisterCustomerPage,
});

function RegisterCustomerPage() {
  const user = Route.useLoaderData();
  const { token, registrationToken } = Route.useSearch();
  return (
    <main>
      <MarketplaceRegisterPage marketplace="aws" token={token ?? registrationToken ?? ''} user={user} />
    </main>
  );
}
