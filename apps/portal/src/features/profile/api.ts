// The signed-in user's own settings (profile, sign-in and two-factor): keys and queries for the
// profile pages' loaders. They are the user's, not an account's: keys under ['session', ...].
import { type ApiClient, unwrap } from '@dbcloud/api-client';
import { queryOptions } from '@tanstack/react-query';
import { keysOf } from '../../app/session';

const profile = keysOf('session', 'profile');
export const profileKeys = {
  all: profile(),
  configuration: () => profile('configuration'),
  authenticatorSetup: () => profile('authenticator-setup'),
};

/** GET profile/configuration: e-mail, phone number, two-factor status. */
export const profileQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: profileKeys.configuration(),
    queryFn: ({ signal }) => unwrap(api.GET('/profile/configuration', { signal })),
  });

/**
 * GET 2fa/generate-code: a new pending secret each call, replacing the last. It is fetched once per
 * visit of the page and never again behind the user's back (a refetch would change the QR code while
 * it is being scanned); leaving the page forgets it.
 */
export const authenticatorSetupQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: profileKeys.authenticatorSetup(),
    queryFn: ({ signal }) => unwrap(api.GET('/2fa/generate-code', { signal })),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    retry: false,
  });
