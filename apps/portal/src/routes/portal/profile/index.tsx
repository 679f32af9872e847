import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, type ErrorComponentProps } from '@tanstack/react-router';
import { RouteLoadError } from '../../../components/route-load-error';
import { profileQuery } from '../../../features/profile/api';
import { ProfilePage } from '../../../features/profile/components/profile-page';

export const Route = createFileRoute('/portal/profile/')({
  loader: ({ context }) => context.queryClient.ensureQueryData(profileQuery(context.api)),
  errorComponent: ProfileFailed,
  component: ProfileRoute,
});

function ProfileRoute() {
  const { api } = Route.useRouteContext();
  const { data } = useSuspenseQuery(profileQuery(api));
  return <ProfilePage profile={data} />;
}

function ProfileFailed(props: ErrorComponentProps) {
  return <RouteLoadError {...props} what="Your profile" />;
}
