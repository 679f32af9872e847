// `@dbcloud/api-client/roles`: who may call what within an account, as the contract declares it
// (`x-required-roles`). A sub-path of its own, so that an app's pages that gate nothing do not load it.
import type { OperationId } from './generated/operations.js';
import { changesState, keyRoles, requiredRoles } from './generated/roles.js';
import type { Role } from './generated/types.js';

export { changesState, keyRoles, requiredRoles };

/**
 * Whether a member holding `roles` in an account may call an operation there, by the contract's
 * `x-required-roles`: `none` and `member` need no role, a list needs one of its roles. An owner's
 * `roles` list every role; an API key is judged by its creator's roles.
 */
export function rolesAllow(roles: readonly Role[], operationId: OperationId): boolean {
  const required = requiredRoles[operationId];
  if (required === 'none' || required === 'member') return true;
  return required.some((role) => roles.includes(role));
}

/** The roles of which an operation needs one (empty when it needs none). */
export function rolesNeeded(operationId: OperationId): readonly Role[] {
  const required = requiredRoles[operationId];
  return typeof required === 'string' ? [] : required;
}

/** What an API key may do: the roles it acts with today and whether it may only read. */
export interface KeyPowers {
  readonly roles: readonly Role[];
  readonly readOnly: boolean;
}

/**
 * Whether an API key may call an operation: its roles allow it (`x-required-roles`) and, for a read-only
 * key, the operation changes nothing (`x-changes-state: false`).
 */
export function keyMayCall(key: KeyPowers, operationId: OperationId): boolean {
  return rolesAllow(key.roles, operationId) && !(key.readOnly && changesState[operationId]);
}
