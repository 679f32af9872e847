// Who may call what within an account: the contract's `x-required-roles` of every operation, read from
// the generated table (`requiredRoles` of @dbcloud/api-client/roles). Nothing here lists roles per operation.
import type { Operation, OperationId, Role } from '@dbcloud/api-client';
import { changesState, rolesAllow } from '@dbcloud/api-client/roles';
import { ALL_ROLES, type MembershipRecord } from './world.js';

/** A member's roles in their account: every role for the owner. */
export function rolesOf(member: MembershipRecord): readonly Role[] {
  return member.isOwner ? ALL_ROLES : member.roles;
}

/**
 * The roles an API key acts with: those it was given that its creator (`member`) still holds in the
 * account. Giving a key a role never gives it more than its creator has today.
 */
export function keyRoles(given: readonly Role[] | null, member: MembershipRecord): Role[] {
  const held = rolesOf(member);
  return given === null ? [...held] : held.filter((role) => given.includes(role));
}

/**
 * Why an API key may not call an operation (null when it may): read-only and the operation changes
 * state (the contract's `x-changes-state`), its own roles lack the one needed, or its creator's do.
 */
export function keyRefusal(
  key: { roles: readonly Role[] | null; readOnly: boolean },
  member: MembershipRecord,
  op: Operation,
  domainName: string,
): string | null {
  if (key.readOnly && changesState[op.operationId]) {
    return `This API key is read-only: it may only read, and ${op.operationId} changes ${domainName}’s ${areaName(op)}. Use a key that is not read-only for changes.`;
  }
  if (rolesAllow(keyRoles(key.roles, member), op.operationId)) return null;
  if (key.roles !== null && !rolesAllow(key.roles, op.operationId)) {
    return `This API key was not given access to ${areaName(op)} in ${domainName} (its roles: ${key.roles.join(', ')}); use a key given one of the roles ${op.operationId} needs.`;
  }
  return noAccessMessage(op, domainName, true);
}

/** Whether a member (or a key acting as them) may call an operation in their account. */
export function memberMayCall(member: MembershipRecord, operationId: OperationId): boolean {
  return rolesAllow(rolesOf(member), operationId);
}

/** In words, for a 403: "billing", "API keys", … */
function areaName({ tag }: Operation): string {
  return tag === 'Payment info' ? 'payment information' : tag === 'API keys' ? 'API keys' : tag.toLowerCase();
}

/** The 403 message when a member (or their key) lacks the roles an operation needs. */
export function noAccessMessage(op: Operation, domainName: string, viaKey: boolean): string {
  return viaKey
    ? `This API key acts with its creator’s roles, and they don’t have access to ${areaName(op)} in ${domainName}.`
    : `You don’t have access to ${areaName(op)} in ${domainName}; ask the account owner.`;
}
