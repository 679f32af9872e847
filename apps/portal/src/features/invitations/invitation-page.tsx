import type { InvitationInfo } from '@dbcloud/api-client';
import { useLoaderData, useSearch } from '@tanstack/react-router';
import type { ComponentType } from 'react';
import { InvitationGone } from './components/invitation-error';

/**
 * The page an invitation e-mail's link opens (`loadInvitation` before it): the invitation, or why it
 * can no longer be used.
 */
export function invitationPage(
  routeId: '/_site/invitation/accept' | '/_site/user/invitation',
  Invitation: ComponentType<{ info: InvitationInfo; link: string }>,
) {
  return function InvitationPage() {
    const invitation = useLoaderData({ from: routeId });
    const { link } = useSearch({ from: routeId });
    return (
      <main>
        {invitation.valid ? (
          <Invitation info={invitation.info} link={link} />
        ) : (
          <InvitationGone expired={invitation.expired} />
        )}
      </main>
    );
  };
}
