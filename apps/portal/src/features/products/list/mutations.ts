// The list's quick actions besides the certificate download (components/certificate-download.ts): the
// studio token is a read, but a click starts it, so it gets a pending state and an error toast like any
// mutation (apps/portal/README.md, Mutations). Here rather than in the area's mutations.ts, which the
// create wizard and the product page load too: only the list needs it.
import { unwrap } from '@dbcloud/api-client';
import { mutationHook } from '../../../app/mutation-hook';
import { studioUrl } from './list';

/**
 * Opens the database studio on a node in a new tab, with a token of `user/get-token` that expires in
 * five minutes (a new one each time). Nothing cached changes.
 */
export const useOpenStudio = mutationHook<string, { domainName: string; nodeUrl: string }>({
  call: async (api, { domainName, nodeUrl }) => {
    const { token } = await unwrap(api.GET('/user/get-token', { headers: { 'X-Tenant-ID': domainName } }));
    const url = studioUrl(nodeUrl, token);
    window.open(url, '_blank', 'noopener,noreferrer');
    return url;
  },
  failed: 'The database studio did not open',
});
