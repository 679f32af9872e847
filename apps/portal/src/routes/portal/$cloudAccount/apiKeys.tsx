import { createFileRoute } from '@tanstack/react-router';
import { can } from '../../../app/access';
import { apiKeysQuery } from '../../../features/api-keys/api';
import { ApiKeysPage } from '../../../features/api-keys/components/api-keys-page';

/** The account's API keys. The page shows at once and its list loads in place. */
export const Route = createFileRoute('/portal/$cloudAccount/apiKeys')({
  staticData: { area: 'apiKeys' },
  loader: ({ context, params }) => {
    if (can(context.account, 'getApiKeys')) {
      void context.queryClient.prefetchQuery(apiKeysQuery(context.api, params.cloudAccount));
    }
  },
  component: ApiKeysRoute,
});

function ApiKeysRoute() {
  const { account } = Route.useRouteContext();
  return <ApiKeysPage key={account.domainName} account={account} />;
}
