import { createFileRoute } from '@tanstack/react-router';
import { userQuery } from '../../../../app/session';
import { MarketplaceRegisterPage } from '../../../../features/marketplace/components/register-page';
import { azureSearch } from '../../../../features/marketplace/search';

/** Azure Marketplace's landing page for a new subscription (`?token=`). */
export const Route = createFileRoute('/_site/azure-marketplace/register-subscription/')({
  validateSearch: azureSearch,
  // Signed in, the same call links the subscription to an existing account: the page must know.
  loader: ({ context }) => context.queryClient.ensureQueryData(userQuery(context.api)),
  component: RegisterSubscriptionPage,
});

function RegisterSubscriptionPage() {
  const user = Route.useLoaderData();
  const { token } = Route.useSearch();
  return (
    <main>
      <MarketplaceRegisterPage marketplace="azure" token={token} user={user} />
    </main>
  );
}
