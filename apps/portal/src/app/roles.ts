// Roles in the product's words (ROLE_NAMES of site-labels.ts), in the contract's order.
import { ROLES, type Role } from '@dbcloud/api-client';
import { ROLE_NAMES } from './site-labels';

/** "Products, Backups, API keys": in the portal's order, whatever order the server sent. */
export function roleNames(roles: readonly Role[]): string {
  return ROLES.filter((role) => roles.includes(role))
    .map((role) => ROLE_NAMES[role])
    .join(', ');
}
