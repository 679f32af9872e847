// Who may call what within an account: the contract's `x-required-roles` of every operation, read from
// the generated table (`requiredRoles` of @dbcloud/api-client/roles). Nothing here lists roles per operation.
import type { Operation, OperationId, Role } from '@dbcloud/api-client';
import { rolesAllow } from '@dbcloud/api-client/roles';
import { ALL_ROLES, type MembershipRecord } from './world.js';

/** A member's roles in their account: every role for the owner. */
export function rolesOf(member: MembershipRecord): readonly Role[] {
  return member.isOwner ? ALL_ROLES : member.roles;
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
