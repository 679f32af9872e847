import { createFileRoute } from '@tanstack/react-router';
import { loadInvitation } from '../../../features/invitations/api';
import { InvitationLoadError } from '../../../features/invitations/components/invitation-error';
import { JoinInvitation } from '../../../features/invitations/components/join-invitation';
import { invitationPage } from '../../../features/invitations/invitation-page';
import { invitationSearch } from '../../../features/invitations/search';

/** The invitation e-mail's link for a new user. */
export const Route = createFileRoute('/_site/user/invitation')({
  validateSearch: invitationSearch,
  loaderDeps: ({ search }) => ({ link: search.link }),
  loader: ({ context, deps }) => loadInvitation(context.queryClient, context.api, deps.link),
  errorComponent: InvitationLoadError,
  component: invitationPage('/_site/user/invitation', JoinInvitation),
});
