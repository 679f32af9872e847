// The user and membership records as the contract shows them, shared by the users operations.
import type { Role, UserCloudAccount } from '@dbcloud/api-client';
import { iso } from '../../core/clock.js';
import { ALL_ROLES, type InvitationRecord, type MembershipRecord, type World } from '../../core/world.js';

const ROLE_ORDER = new Map(ALL_ROLES.map((role, index) => [role, index]));
export const sortRoles = (roles: Role[]): Role[] =>
  [...new Set(roles)].sort((a, b) => (ROLE_ORDER.get(a) ?? 0) - (ROLE_ORDER.get(b) ?? 0));

export function cloudAccountOf(world: World, m: MembershipRecord): UserCloudAccount | undefined {
  const account = world.accounts.get(m.domainName);
  if (!account) return undefined;
  return {
    domainName: account.domainName,
    accountType: account.accountType,
    managedBy: account.managedBy,
    roles: m.isOwner ? [...ALL_ROLES] : sortRoles(m.roles),
  };
}

/** An invitation as a row of the account's user list. */
export function invitationRow(world: World, invitation: InvitationRecord) {
  return {
    email: invitation.email,
    name: world.users.get(invitation.email)?.name ?? null,
    status: 'pending' as const,
    roles: sortRoles(invitation.roles),
    invitedAt: iso(invitation.invitedAt),
    invitedBy: invitation.invitedBy,
    joinedAt: null,
    invitationExpiresAt: iso(invitation.expiresAt),
  };
}

export { newUser } from '../../core/world.js';
