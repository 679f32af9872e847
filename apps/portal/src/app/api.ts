import { createApiClient } from '@dbcloud/api-client';

let unauthorized: (() => void) | undefined;

/**
 * The portal's one api client, on the same origin. It holds no account: a tenant call is made for the
 * account its path names, which is also the account its query key names. A call whose path names no
 * account names it itself, always written `headers: { 'X-Tenant-ID': domainName }` (apps/portal/README.md,
 * "Tenancy", says why not the api-client's `withTenant`).
 */
export const api = createApiClient({
  baseUrl: '/api/v1',
  onUnauthorized: () => unauthorized?.(),
  // React Query has its own retry policy (query-client.ts: GETs with backoff, a 429's Retry-After,
  // never a mutation): the client's own retries would multiply its attempts.
  retry: false,
});

/** What to do when any call answers 401 (set once by the app). */
export function handleUnauthorized(handler: () => void): void {
  unauthorized = handler;
}
