// The profile's changes (profile, sign-in and two-factor). Each refreshes the profile; the
// two-factor ones also the user info and mark every account's pages stale (the home page shows
// whether two-factor is on).
import type { ProfileConfiguration, RecoveryCodes } from '@dbcloud/api-client';
import { unwrap } from '@dbcloud/api-client';
import type { QueryClient } from '@tanstack/react-query';
import { mutationHook } from '../../app/mutation-hook';
import { allTenantsKey } from '../../app/mutations';
import { sessionKeys } from '../../app/session';
import { profileKeys } from './api';

/** After two-factor changed: the profile now, the user info and the accounts' pages when next shown. */
async function twoFactorChanged(queryClient: QueryClient): Promise<void> {
  // Not the pending authenticator secret (under the same prefix): refetching it would replace it.
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: profileKeys.configuration() }),
    queryClient.invalidateQueries({ queryKey: sessionKeys.user(), refetchType: 'none' }),
    queryClient.invalidateQueries({ queryKey: allTenantsKey, refetchType: 'none' }),
  ]);
}

/** After a change the answer does not show: the profile loads again. */
const profileChanged = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: profileKeys.configuration() });

/** POST profile/update-phone-number (null removes it): the answer is the profile. */
export const useUpdatePhoneNumber = mutationHook<ProfileConfiguration, { phoneNumber: string | null }>({
  call: (api, { phoneNumber }) => unwrap(api.POST('/profile/update-phone-number', { body: { phoneNumber } })),
  settle: (queryClient, profile) => queryClient.setQueryData(profileKeys.configuration(), profile),
  failed: 'The phone number was not changed',
});

/** POST 2fa/verify-app-code: turns two-factor on and answers the recovery codes, shown once. */
export const useVerifyAuthenticator = mutationHook<RecoveryCodes, { code: string }>({
  call: (api, { code }) => unwrap(api.POST('/2fa/verify-app-code', { body: { code } })),
  settle: twoFactorChanged,
  failed: 'Two-factor authentication was not turned on',
});

/** POST 2fa/generate-recovery-codes: ten new codes replace every earlier one. */
export const useRegenerateRecoveryCodes = mutationHook<RecoveryCodes, void>({
  call: (api) => unwrap(api.POST('/2fa/generate-recovery-codes')),
  settle: profileChanged,
  failed: 'No new recovery codes were made',
});

/** POST 2fa/disable with a current code: removes the authenticator, recovery codes and remembered browsers. */
export const useDisableTwoFactor = mutationHook<unknown, { code: string }>({
  call: (api, { code }) => unwrap(api.POST('/2fa/disable', { body: { code } })),
  settle: twoFactorChanged,
  failed: 'Two-factor authentication is still on',
});

/** POST 2fa/forget-browser: every remembered browser, this one included, asks for a code again. */
export const useForgetBrowsers = mutationHook<unknown, void>({
  call: (api) => unwrap(api.POST('/2fa/forget-browser')),
  settle: profileChanged,
  failed: 'The browsers were not forgotten',
});
