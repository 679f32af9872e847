import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, type ErrorComponentProps } from '@tanstack/react-router';
import { can } from '../../../app/access';
import { Authorization } from '../../../components/role-required';
import { RouteLoadError } from '../../../components/route-load-error';
import { supportContextQuery } from '../../../features/support/api';
import { SupportPage } from '../../../features/support/components/support-page';

/** The account's support page: needs the Support role; anyone else is told who can give it. */
export const Route = createFileRoute('/portal/$cloudAccount/support')({
  staticData: { area: 'support' },
  loader: async ({ context, params }) => {
    if (!can(context.account, 'getSupportContext')) return;
    await context.queryClient.ensureQueryData(supportContextQuery(context.api, params.cloudAccount));
  },
  errorComponent: SupportFailed,
  component: Support,
});

function Support() {
  const { account } = Route.useRouteContext();
  return (
    <Authorization
      account={account}
      title={`You don’t have access to support in ${account.domainName}`}
      reason="Support requests need the Support role."
      operation="getSupportContext"
    >
      <SupportContent />
    </Authorization>
  );
}

function SupportContent() {
  const { cloudAccount } = Route.useParams();
  const { api, account, user } = Route.useRouteContext();
  const { data } = useSuspenseQuery(supportContextQuery(api, cloudAccount));
  return <SupportPage account={account} user={user} context={data} />;
}

function SupportFailed(props: ErrorComponentProps) {
  return <RouteLoadError {...props} what="The support page" />;
}
