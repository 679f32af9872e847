// The account's own information and its users: account info, billing summary, the user list, removing
// a member, and the token that opens the account in the studio.
import { memberMayCall } from '../../core/access.js';
import { iso, MINUTE_MS } from '../../core/clock.js';
import { type Implementation, requireTenant } from '../../core/context.js';
import { token } from '../../core/ids.js';
import { fieldError, forbidden, notFound, unprocessable } from '../../core/problem.js';
import {
  type AccountRecord,
  ALL_ROLES,
  type MembershipRecord,
  membership,
  normaliseEmail,
  type World,
} from '../../core/world.js';
import { deactivateKeysOfCreator } from '../api-keys/index.js';
import { accountBillingSummaryOf } from '../billing/index.js';
import { listedProductsOf } from '../products/index.js';
import { invitationRow, sortRoles } from './records.js';

const STUDIO_TOKEN_LIFETIME_MS = 5 * MINUTE_MS;

function accountUsers(world: World, account: AccountRecord, now: number) {
  const members = world.memberships.filter((m) => m.domainName === account.domainName);
  const row = (m: MembershipRecord) => {
    const user = world.users.get(m.email);
    return {
      email: m.email,
      name: user?.name ?? null,
      status: m.isOwner ? ('owner' as const) : ('active' as const),
      roles: m.isOwner ? [...ALL_ROLES] : sortRoles(m.roles),
      invitedAt: null,
      invitedBy: null,
      joinedAt: iso(m.joinedAt),
      invitationExpiresAt: null,
    };
  };
  const byEmail = <T extends { email: string }>(a: T, b: T) => a.email.localeCompare(b.email);
  const owners = members.filter((m) => m.isOwner).map(row);
  const active = members
    .filter((m) => !m.isOwner)
    .map(row)
    .sort(byEmail);
  const pending = world.invitations
    .filter((i) => i.domainName === account.domainName && i.state === 'pending' && i.expiresAt > now)
    .map((i) => invitationRow(world, i))
    .sort(byEmail);
  return [...owners, ...active, ...pending];
}

export const accountOperations = {
  getAccountInfo({ response }, ctx) {
    const { tenant } = requireTenant(ctx);
    const members = ctx.world.memberships.filter((m) => m.domainName === tenant.domainName);
    const pending = ctx.world.invitations.filter(
      (i) => i.domainName === tenant.domainName && i.state === 'pending' && i.expiresAt > ctx.now,
    );
    return response(200).json({
      domainName: tenant.domainName,
      accountType: tenant.accountType,
      managedBy: tenant.managedBy,
      createdAt: iso(tenant.createdAt),
      ownerEmail: tenant.ownerEmail,
      productCount: listedProductsOf(ctx.world, tenant.domainName).length,
      userCount: members.length,
      pendingInvitationCount: pending.length,
      marketplaceSubscriptionId: tenant.marketplaceSubscriptionId,
    });
  },

  getAccountBillingInfo({ response }, ctx) {
    const { tenant } = requireTenant(ctx);
    return response(200).json({ results: accountBillingSummaryOf(ctx.world, tenant) });
  },

  getAccountUsers({ response }, ctx) {
    const { tenant } = requireTenant(ctx);
    return response(200).json(accountUsers(ctx.world, tenant, ctx.now));
  },

  getStudioToken({ response }, ctx) {
    const { tenant } = requireTenant(ctx);
    return response(200).json({
      token: `studio_${token(24)}`,
      domainName: tenant.domainName,
      expiresAt: iso(ctx.now + STUDIO_TOKEN_LIFETIME_MS),
    });
  },

  async unlinkUser({ request, response }, ctx) {
    const { tenant, membership: caller } = requireTenant(ctx);
    const body = await request.json();
    const email = normaliseEmail(body.email);
    // Leaving needs no role; removing someone else is user management, as inviting is.
    if (email !== caller.email && !memberMayCall(caller, 'inviteUser')) {
      throw forbidden(
        `You don’t have access to user management in ${tenant.domainName}; ask the account owner.`,
      );
    }
    const target = membership(ctx.world, email, tenant.domainName);
    if (!target) throw notFound(`${email} is not a member of ${tenant.domainName}.`);
    if (target.isOwner)
      throw unprocessable('The account owner cannot be removed.', fieldError('email', 'is the owner'));
    ctx.world.memberships.splice(ctx.world.memberships.indexOf(target), 1);
    // Their keys act as them: they go with them.
    deactivateKeysOfCreator(ctx.world, tenant.domainName, email, caller.email, ctx.now);
    return response(200).json({ success: true });
  },
} satisfies Partial<Implementation>;
