import { createFileRoute, type ErrorComponentProps } from '@tanstack/react-router';
import { RouteLoadError } from '../../../components/route-load-error';
import { profileQuery } from '../../../features/profile/api';
import { DisableTwoFactor } from '../../../features/profile/components/disable-two-factor';

export const Route = createFileRoute('/portal/profile/disable-2fa')({
  loader: ({ context }) => context.queryClient.ensureQueryData(profileQuery(context.api)),
  errorComponent: ProfileFailed,
  component: DisableTwoFactor,
});

function ProfileFailed(props: ErrorComponentProps) {
  return <RouteLoadError {...props} what="Your profile" />;
}
