import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, type ErrorComponentProps } from '@tanstack/react-router';
import { RouteLoadError } from '../../../components/route-load-error';
import { dashboardQuery } from '../../../features/dashboard/api';
import { AccountHome } from '../../../features/dashboard/components/account-home';

export const Route = createFileRoute('/portal/$cloudAccount/home')({
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(dashboardQuery(context.api, params.cloudAccount)),
  errorComponent: HomeFailed,
  component: HomePage,
});

function HomePage() {
  const { cloudAccount } = Route.useParams();
  const { api } = Route.useRouteContext();
  const { data } = useSuspenseQuery(dashboardQuery(api, cloudAccount));
  return <AccountHome domainName={cloudAccount} home={data} />;
}

function HomeFailed(props: ErrorComponentProps) {
  return <RouteLoadError {...props} what="Your account’s home page" />;
}
