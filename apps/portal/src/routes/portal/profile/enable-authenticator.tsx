import { createFileRoute, type ErrorComponentProps } from '@tanstack/react-router';
import { RouteLoadError } from '../../../components/route-load-error';
import { authenticatorSetupQuery, profileQuery } from '../../../features/profile/api';
import { EnableAuthenticator } from '../../../features/profile/components/enable-authenticator';

export const Route = createFileRoute('/portal/profile/enable-authenticator')({
  // Asking for a secret replaces the pending one: only when the user opens the page, never on a hover.
  preload: false,
  // A new secret only while two-factor is off (the server refuses one when it is on).
  loader: async ({ context: { queryClient, api } }) => {
    const profile = await queryClient.ensureQueryData(profileQuery(api));
    if (!profile.twoFactor.enabled) await queryClient.ensureQueryData(authenticatorSetupQuery(api));
  },
  errorComponent: SetupFailed,
  component: EnableAuthenticator,
});

function SetupFailed(props: ErrorComponentProps) {
  return <RouteLoadError {...props} what="The authenticator setup" />;
}
