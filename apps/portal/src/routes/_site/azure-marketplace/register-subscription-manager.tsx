import { createFileRoute } from '@tanstack/react-router';
import { userQuery } from '../../../app/session';
import { LinkSubscription } from '../../../features/marketplace/components/link-subscription';
import { azureSearch } from '../../../features/marketplace/search';

/** For the manager of an Azure subscription who already has accounts. */
export const Route = createFileRoute('/_site/azure-marketplace/register-subscription-manager')({
  validateSearch: azureSearch,
  loader: ({ context }) => context.queryClient.ensureQueryData(userQuery(context.api)),
  component: RegisterSubscriptionManagerPage,
});

function RegisterSubscriptionManagerPage() {
  const user = Route.useLoaderData();
  const { token } = Route.useSearch();
  return (
    <main>
      <LinkSubscription token={token} user={user} />
    </main>
  );
}
