// The API keys' changes (README "Mutations"): each hook owns its call and refreshes the key list.
import { type ApiKey, type CreatedApiKey, unwrap } from '@dbcloud/api-client';
import { useMutation } from '@tanstack/react-query';
import { errorToast, type MutationCallbacks } from '../../app/mutations';
import { useRootContext } from '../../app/use-root-context';
import { apiKeyKeys } from './api';
import type { ApiKeyChange } from './schemas';

export type { ApiKeyChange };

export interface ApiKeyRef {
  domainName: string;
  apiKeyId: string;
}

/** POST api-keys/create: answers the key and its secret, the only time the secret is ever sent. */
export function useCreateApiKey({ onSuccess, onError }: MutationCallbacks<CreatedApiKey, ApiKeyChange> = {}) {
  const { api, queryClient } = useRootContext();
  return useMutation({
    // The path names no account: the body's does, and X-Tenant-ID must equal it.
    mutationFn: (body: ApiKeyChange) =>
      unwrap(api.POST('/api-keys/create', { body, headers: { 'X-Tenant-ID': body.domainName } })),
    // The secret stays out of every cache: the list is fetched again (it never carries secrets), and the
    // screen drops the mutation's answer when its dialog closes.
    gcTime: 0,
    onSuccess: async (data, key) => {
      await queryClient.invalidateQueries({ queryKey: apiKeyKeys.list(key.domainName) });
      await onSuccess?.(data, key);
    },
    onError: onError ?? errorToast('The key was not created'),
  });
}

/** POST api-keys/modify: a new description and expiry, roles or read-only; the secret does not change. */
export function useModifyApiKey({
  onSuccess,
  onError,
}: MutationCallbacks<ApiKey, ApiKeyRef & ApiKeyChange> = {}) {
  const { api, queryClient } = useRootContext();
  return useMutation({
    mutationFn: (body: ApiKeyRef & ApiKeyChange) =>
      unwrap(api.POST('/api-keys/modify', { body, headers: { 'X-Tenant-ID': body.domainName } })),
    onSuccess: async (data, key) => {
      await queryClient.invalidateQueries({ queryKey: apiKeyKeys.list(key.domainName) });
      await onSuccess?.(data, key);
    },
    onError: onError ?? errorToast('The key was not changed'),
  });
}

/** POST api-keys/deactivate: for good; the key stays listed as inactive. */
export function useDeactivateApiKey({ onSuccess, onError }: MutationCallbacks<ApiKey, ApiKeyRef> = {}) {
  const { api, queryClient } = useRootContext();
  return useMutation({
    mutationFn: ({ domainName, apiKeyId }: ApiKeyRef) =>
      unwrap(
        api.POST('/api-keys/deactivate/{domainName}/{apiKeyId}', {
          params: { path: { domainName, apiKeyId } },
        }),
      ),
    onSuccess: async (data, key) => {
      await queryClient.invalidateQueries({ queryKey: apiKeyKeys.list(key.domainName) });
      await onSuccess?.(data, key);
    },
    onError: onError ?? errorToast('The key was not deactivated'),
  });
}
