import { createApiClient } from '@dbcloud/api-client';
import { selectedAccount } from './tenant';

let unauthorized: (() => void) | undefined;

/** The portal's one api client: same origin, X-Tenant-ID from the selected account. */
export const api = createApiClient({
  baseUrl: '/api/v1',
  getTenantId: () => selectedAccount.get(),
  onUnauthorized: () => unauthorized?.(),
});

/** What to do when any call answers 401 (set once by the app). */
export function handleUnauthorized(handler: () => void): void {
  unauthorized = handler;
}
