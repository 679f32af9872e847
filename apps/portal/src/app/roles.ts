// Roles in the product's words (ROLE_NAMES of site-labels.ts), in the contract's order.
import { ROLES, type Role, type UserCloudAccount } from '@dbcloud/api-client';
import { ROLE_NAMES } from './site-labels';

/** "Products, Backups, API keys": in the portal's order, whatever order the server sent. */
export function roleNames(roles: readonly Role[]): string {
  return ROLES.filter((role) => roles.includes(role))
    .map((role) => ROLE_NAMES[role])
    .join(', ');
}

/**
 * Whether the user owns the account. `GET user` does not say so directly; the owner is the one member
 * with every role. The server has the last word (403).
 */
export const looksOwned = (account: UserCloudAccount): boolean =>
  ROLES.every((role) => account.roles.includes(role));
