import { createFileRoute } from '@tanstack/react-router';
import { can } from '../../../app/access';
import { Authorization } from '../../../components/role-required';
import { supportContextQuery } from '../../../features/support/api';
import { SupportPage } from '../../../features/support/components/support-page';

/** The account's support page: needs the Support role; anyone else is told who can give it. */
export const Route = createFileRoute('/portal/$cloudAccount/support')({
  staticData: { area: 'support' },
  // Starts the page's data and does not wait: the page shows its title and skeleton, then the forms.
  loader: ({ context, params }) => {
    if (!can(context.account, 'getSupportContext')) return;
    void context.queryClient.prefetchQuery(supportContextQuery(context.api, params.cloudAccount));
  },
  component: Support,
});

function Support() {
  const { account, user } = Route.useRouteContext();
  return (
    <Authorization
      account={account}
      operation="getSupportContext"
      title={`You don’t have access to support in ${account.domainName}`}
      reason="Support requests need the Support role."
    >
      <SupportPage account={account} user={user} />
    </Authorization>
  );
}
