// API keys: the account's keys for programs. What the route loaders and the home
// page use; the changes are in mutations.ts.
import { type ApiClient, type ApiKey, unwrap } from '@dbcloud/api-client';
import { queryOptions } from '@tanstack/react-query';
import { keysOf } from '../../app/session';

export const apiKeyKeys = {
  list: (domainName: string) => keysOf('tenant', 'apiKeys')(domainName),
};

/** GET api-keys/{domainName}: every key, active and inactive, newest first, never with a secret. */
export const apiKeysQuery = (api: ApiClient, domainName: string) =>
  queryOptions({
    queryKey: apiKeyKeys.list(domainName),
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api-keys/{domainName}', { params: { path: { domainName } }, signal })),
  });

const DAY_MS = 24 * 60 * 60 * 1000;

/** Under this many days left, a key says "Expires in N days" and the home page lists it. */
export const EXPIRING_SOON_DAYS = 30;

/** Whole days until a key expires, rounded up ("expires in 1 day" until the last moment). */
export const daysLeft = (key: Pick<ApiKey, 'expiresAt'>, now = Date.now()): number =>
  Math.ceil((Date.parse(key.expiresAt) - now) / DAY_MS);

/** Active keys that stop working within 30 days, soonest first. */
export function expiringSoon(keys: readonly ApiKey[], now = Date.now()): ApiKey[] {
  return keys
    .filter((key) => key.isActive && daysLeft(key, now) <= EXPIRING_SOON_DAYS)
    .sort((a, b) => Date.parse(a.expiresAt) - Date.parse(b.expiresAt));
}

/** "Expires in 1 day", "Expires in 9 days", "Expired". */
export function expiresInWords(key: Pick<ApiKey, 'expiresAt'>, now = Date.now()): string {
  const days = daysLeft(key, now);
  if (days <= 0) return 'Expired';
  return `Expires in ${days} day${days === 1 ? '' : 's'}`;
}
