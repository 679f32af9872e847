// Invitations: what an invitation is, for the pages' loaders. Joining and accepting are
// mutations.ts.
import { type ApiClient, type InvitationInfo, isProblem, unwrap } from '@dbcloud/api-client';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { keysOf } from '../../app/session';

export const invitationKeys = {
  info: (link: string) => keysOf('public', 'invitation')(link),
};

/** The pending invitation `link`: 400 malformed, 404 unknown/cancelled/used, 422 expired. */
export const invitationInfoQuery = (api: ApiClient, link: string) =>
  queryOptions({
    queryKey: invitationKeys.info(link),
    queryFn: ({ signal }) => unwrap(api.GET('/invitation-info', { params: { query: { link } }, signal })),
    staleTime: 0,
  });

export type InvitationLoad = { valid: true; info: InvitationInfo } | { valid: false; expired: boolean };

const INVITATION_LINK = /^[A-Za-z0-9_-]{16,128}$/;

/**
 * For the invitation pages' loaders: an invitation that is malformed, unknown, withdrawn, used
 * (400/404) or expired (422) is an expected state of the page, not a failed load; anything else throws.
 */
export async function loadInvitation(
  queryClient: QueryClient,
  api: ApiClient,
  link: string,
): Promise<InvitationLoad> {
  if (!INVITATION_LINK.test(link)) return { valid: false, expired: false };
  try {
    return { valid: true, info: await queryClient.fetchQuery(invitationInfoQuery(api, link)) };
  } catch (error) {
    if (isProblem(error, 'validation', 'not-found', 'rule')) {
      return { valid: false, expired: isProblem(error, 'rule') };
    }
    throw error;
  }
}
