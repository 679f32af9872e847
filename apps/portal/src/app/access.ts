// What the user may do in an account, by the contract's `x-required-roles` (the one statement of who may
// call what, which the server enforces too). Pages, navigation and buttons ask this rather than naming
// roles. Apart from roles.ts (the roles' names), so that public pages naming roles do not load the table.
import type { OperationId, Role, UserCloudAccount } from '@dbcloud/api-client';
import { rolesAllow, rolesNeeded } from '@dbcloud/api-client/roles';

/** Whether the user's roles in the account allow an operation. */
export const can = (account: UserCloudAccount, operationId: OperationId): boolean =>
  rolesAllow(account.roles, operationId);

/** The role that opens an operation (the first the contract names), for "ask for the … role". */
export function roleFor(operationId: OperationId): Role {
  const [role] = rolesNeeded(operationId);
  if (!role) throw new Error(`${operationId} needs no role`);
  return role;
}
