// The list's quick actions besides the certificate download (components/certificate-download.ts): the
// studio token is a read, but a click starts it, so it gets a pending state and an error toast like any
// mutation (apps/portal/README.md, Mutations). Here rather than in the area's mutations.ts, which the
// create wizard and the product page load too: only the list needs it.
import { unwrap } from '@dbcloud/api-client';
import { useMutation } from '@tanstack/react-query';
import { errorToast } from '../../../app/mutations';
import { useRootContext } from '../../../app/use-root-context';
import { studioUrl } from './list';

/**
 * Opens the database studio on a node in a new tab, with a token of `user/get-token` that expires in
 * five minutes (a new one each time).
 */
export function useOpenStudio() {
  const { api } = useRootContext();
  return useMutation({
    mutationFn: async ({ domainName, nodeUrl }: { domainName: string; nodeUrl: string }) => {
      const { token } = await unwrap(api.GET('/user/get-token', { headers: { 'X-Tenant-ID': domainName } }));
      const url = studioUrl(nodeUrl, token);
      window.open(url, '_blank', 'noopener,noreferrer');
      return url;
    },
    onError: errorToast('The database studio did not open'),
  });
}
