// Roles in the product's words: each opens an area of the portal, named as the area is. Apart from
// labels.ts: public pages name roles too (an invitation lists the roles it gives).
import { ROLES, type Role, type UserCloudAccount } from '@dbcloud/api-client';

/** Each role's name; the type asks for every role of the contract. */
export const ROLE_NAMES: Record<Role, string> = {
  Products: 'Products',
  Backups: 'Backups',
  Billing: 'Billing',
  ApiAccess: 'API keys',
  Support: 'Support',
  Account: 'Account',
  UserManagement: 'User management',
  BillingInformation: 'Billing information',
};

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
