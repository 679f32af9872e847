import { createFileRoute, type ErrorComponentProps } from '@tanstack/react-router';
import { RouteLoadError } from '../../../components/route-load-error';
import { profileQuery } from '../../../features/profile/api';
import { RegenerateRecoveryCodes } from '../../../features/profile/components/regenerate-recovery-codes';

export const Route = createFileRoute('/portal/profile/generate-recovery-codes')({
  loader: ({ context }) => context.queryClient.ensureQueryData(profileQuery(context.api)),
  errorComponent: ProfileFailed,
  component: RegenerateRecoveryCodes,
});

function ProfileFailed(props: ErrorComponentProps) {
  return <RouteLoadError {...props} what="Your profile" />;
}
