// Roles in the product's words: each opens an area of the portal, named as the area is.
import {
  ROLES as CONTRACT_ROLES,
  type OperationId,
  type Role,
  rolesAllow,
  rolesNeeded,
  type UserCloudAccount,
} from '@dbcloud/api-client';

/** Every role, in the order the portal lists them (the contract's); an account's owner has all of them. */
export const ROLES: readonly Role[] = CONTRACT_ROLES;

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

/**
 * Whether the user's roles in the account allow an operation, by the contract's `x-required-roles` (the
 * one statement of who may call what, which the server enforces too). Pages, navigation and buttons ask
 * this rather than naming roles.
 */
export const can = (account: UserCloudAccount, operationId: OperationId): boolean =>
  rolesAllow(account.roles, operationId);

/** The role that opens an operation (the first the contract names), for "ask for the … role". */
export function roleFor(operationId: OperationId): Role {
  const [role] = rolesNeeded(operationId);
  if (!role) throw new Error(`${operationId} needs no role`);
  return role;
}

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
