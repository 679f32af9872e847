// The profile's changes (profile, sign-in and two-factor). Each refreshes the profile; the
// two-factor ones also the user info and mark every account's pages stale (the home page shows
// whether two-factor is on).
import type { ProfileConfiguration, RecoveryCodes } from '@dbcloud/api-client';
import { unwrap } from '@dbcloud/api-client';
import { type QueryClient, useMutation } from '@tanstack/react-query';
import { allTenantsKey, errorToast, type MutationCallbacks } from '../../app/mutations';
import { sessionKeys } from '../../app/session';
import { useRootContext } from '../../app/use-root-context';
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

/** POST profile/update-phone-number (null removes it): the answer is the profile. */
export function useUpdatePhoneNumber({
  onSuccess,
  onError,
}: MutationCallbacks<ProfileConfiguration, { phoneNumber: string | null }> = {}) {
  const { api, queryClient } = useRootContext();
  return useMutation({
    mutationFn: ({ phoneNumber }: { phoneNumber: string | null }) =>
      unwrap(api.POST('/profile/update-phone-number', { body: { phoneNumber } })),
    onSuccess: async (profile, variables) => {
      queryClient.setQueryData(profileKeys.configuration(), profile);
      await onSuccess?.(profile, variables);
    },
    onError: onError ?? errorToast('The phone number was not changed'),
  });
}

/** POST 2fa/verify-app-code: turns two-factor on and answers the recovery codes, shown once. */
export function useVerifyAuthenticator({
  onSuccess,
  onError,
}: MutationCallbacks<RecoveryCodes, { code: string }> = {}) {
  const { api, queryClient } = useRootContext();
  return useMutation({
    mutationFn: ({ code }: { code: string }) => unwrap(api.POST('/2fa/verify-app-code', { body: { code } })),
    onSuccess: async (codes, variables) => {
      await twoFactorChanged(queryClient);
      await onSuccess?.(codes, variables);
    },
    onError: onError ?? errorToast('Two-factor authentication was not turned on'),
  });
}

/** POST 2fa/generate-recovery-codes: ten new codes replace every earlier one. */
export function useRegenerateRecoveryCodes({
  onSuccess,
  onError,
}: MutationCallbacks<RecoveryCodes, void> = {}) {
  const { api, queryClient } = useRootContext();
  return useMutation({
    mutationFn: () => unwrap(api.POST('/2fa/generate-recovery-codes')),
    onSuccess: async (codes, variables) => {
      await queryClient.invalidateQueries({ queryKey: profileKeys.configuration() });
      await onSuccess?.(codes, variables);
    },
    onError: onError ?? errorToast('No new recovery codes were made'),
  });
}

/** POST 2fa/disable with a current code: removes the authenticator, recovery codes and remembered browsers. */
export function useDisableTwoFactor({
  onSuccess,
  onError,
}: MutationCallbacks<unknown, { code: string }> = {}) {
  const { api, queryClient } = useRootContext();
  return useMutation({
    mutationFn: ({ code }: { code: string }) => unwrap(api.POST('/2fa/disable', { body: { code } })),
    onSuccess: async (data, variables) => {
      await twoFactorChanged(queryClient);
      await onSuccess?.(data, variables);
    },
    onError: onError ?? errorToast('Two-factor authentication is still on'),
  });
}

/** POST 2fa/forget-browser: every remembered browser, this one included, asks for a code again. */
export function useForgetBrowsers({ onSuccess, onError }: MutationCallbacks<unknown, void> = {}) {
  const { api, queryClient } = useRootContext();
  return useMutation({
    mutationFn: () => unwrap(api.POST('/2fa/forget-browser')),
    onSuccess: async (data, variables) => {
      await queryClient.invalidateQueries({ queryKey: profileKeys.configuration() });
      await onSuccess?.(data, variables);
    },
    onError: onError ?? errorToast('The browsers were not forgotten'),
  });
}
