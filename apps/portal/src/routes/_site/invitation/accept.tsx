import { createFileRoute } from '@tanstack/react-router';
import { userQuery } from '../../../app/session';
import { loadInvitation } from '../../../features/invitations/api';
import { AcceptInvitation } from '../../../features/invitations/components/accept-invitation';
import { InvitationLoadError } from '../../../features/invitations/components/invitation-error';
import { invitationPage } from '../../../features/invitations/invitation-page';
import { invitationSearch } from '../../../features/invitations/search';

/** The invitation e-mail's link for a user who already has a login. */
export const Route = createFileRoute('/_site/invitation/accept')({
  validateSearch: invitationSearch,
  loaderDeps: ({ search }) => ({ link: search.link }),
  loader: async ({ context, deps }) => {
    const [invitation] = await Promise.all([
      loadInvitation(context.queryClient, context.api, deps.link),
      context.queryClient.ensureQueryData(userQuery(context.api)),
    ]);
    return invitation;
  },
  errorComponent: InvitationLoadError,
  component: invitationPage('/_site/invitation/accept', AcceptInvitation),
});
