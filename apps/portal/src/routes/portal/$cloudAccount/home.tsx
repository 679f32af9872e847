import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, type ErrorComponentProps } from '@tanstack/react-router';
import { can } from '../../../app/access';
import { budgetQuery } from '../../../components/budget/api';
import { BudgetBanner } from '../../../components/budget/budget-banner';
import { RouteLoadError } from '../../../components/route-load-error';
import { apiKeysQuery } from '../../../features/api-keys/api';
import { ExpiringKeys } from '../../../features/api-keys/components/expiring-keys';
import { dashboardQuery } from '../../../features/dashboard/api';
import { AccountHome } from '../../../features/dashboard/components/account-home';

export const Route = createFileRoute('/portal/$cloudAccount/home')({
  staticData: { area: 'home' },
  loader: ({ context, params }) => {
    // The keys expiring soon load beside the home page's data, without holding it up.
    if (can(context.account, 'getApiKeys')) {
      void context.queryClient.prefetchQuery(apiKeysQuery(context.api, params.cloudAccount));
    }
    if (can(context.account, 'getBillingBudget')) {
      void context.queryClient.prefetchQuery(budgetQuery(context.api, params.cloudAccount));
    }
    return context.queryClient.ensureQueryData(dashboardQuery(context.api, params.cloudAccount));
  },
  errorComponent: HomeFailed,
  component: HomePage,
});

function HomePage() {
  const { cloudAccount } = Route.useParams();
  const { api, account } = Route.useRouteContext();
  const { data } = useSuspenseQuery(dashboardQuery(api, cloudAccount));
  return (
    <AccountHome domainName={cloudAccount} home={data} banner={<BudgetBanner account={account} />}>
      <ExpiringKeys account={account} />
    </AccountHome>
  );
}

function HomeFailed(props: ErrorComponentProps) {
  return <RouteLoadError {...props} what="Your account’s home page" />;
}
