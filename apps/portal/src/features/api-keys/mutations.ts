// The API keys' changes (README "Mutations"): each hook owns its call and refreshes the key list.
import { type ApiKey, type CreatedApiKey, unwrap } from '@dbcloud/api-client';
import type { QueryClient } from '@tanstack/react-query';
import { mutationHook } from '../../app/mutation-hook';
import { apiKeyKeys } from './api';
import type { ApiKeyChange } from './schemas';

export type { ApiKeyChange };

export interface ApiKeyRef {
  domainName: string;
  apiKeyId: string;
}

/** The account's key list loads again (it never carries secrets). */
const keysChanged = (queryClient: QueryClient, _data: unknown, { domainName }: { domainName: string }) =>
  queryClient.invalidateQueries({ queryKey: apiKeyKeys.list(domainName) });

/** POST api-keys/create: answers the key and its secret, the only time the secret is ever sent. */
export const useCreateApiKey = mutationHook<CreatedApiKey, ApiKeyChange>({
  // The path names no account: the body's does, and X-Tenant-ID must equal it.
  call: (api, body) =>
    unwrap(api.POST('/api-keys/create', { body, headers: { 'X-Tenant-ID': body.domainName } })),
  settle: keysChanged,
  failed: 'The key was not created',
  // The secret stays out of every cache: the list is fetched again, and the screen drops the
  // mutation's answer when its dialog closes.
  gcTime: 0,
});

/** POST api-keys/modify: a new description and expiry, roles or read-only; the secret does not change. */
export const useModifyApiKey = mutationHook<ApiKey, ApiKeyRef & ApiKeyChange>({
  call: (api, body) =>
    unwrap(api.POST('/api-keys/modify', { body, headers: { 'X-Tenant-ID': body.domainName } })),
  settle: keysChanged,
  failed: 'The key was not changed',
});

/** POST api-keys/deactivate: for good; the key stays listed as inactive. */
export const useDeactivateApiKey = mutationHook<ApiKey, ApiKeyRef>({
  call: (api, { domainName, apiKeyId }) =>
    unwrap(
      api.POST('/api-keys/deactivate/{domainName}/{apiKeyId}', {
        params: { path: { domainName, apiKeyId } },
      }),
    ),
  settle: keysChanged,
  failed: 'The key was not deactivated',
});
