// The signed-in user: who they are with their cloud accounts, and their dashboard in an account.
import type { UserCloudAccount } from '@dbcloud/api-client';
import { memberMayCall } from '../../core/access.js';
import { iso, isoDate } from '../../core/clock.js';
import { type Implementation, requireTenant, requireUser } from '../../core/context.js';
import { ALL_ROLES, membershipsOf } from '../../core/world.js';
import { unpaidBalanceOf } from '../billing/index.js';
import { listedProductsOf } from '../products/index.js';
import { cloudAccountOf, sortRoles } from './records.js';

export const currentUserOperations = {
  getUser({ response }, ctx) {
    const user = ctx.session?.stage === 'Authenticated' ? ctx.user : undefined;
    if (!user) return response(200).json({ isAuthenticated: false, cloudAccounts: [] });
    const cloudAccounts = membershipsOf(ctx.world, user.email)
      .map((m) => cloudAccountOf(ctx.world, m))
      .filter((a): a is UserCloudAccount => a !== undefined)
      .sort((a, b) => a.domainName.localeCompare(b.domainName));
    return response(200).json({
      isAuthenticated: true,
      email: user.email,
      name: user.name,
      twoFactorEnabled: user.twoFactor.secret !== null,
      cloudAccounts,
    });
  },

  getDashboardUserInfo({ response }, ctx) {
    const { tenant, membership: member } = requireTenant(ctx);
    const user = requireUser(ctx);
    const visible = listedProductsOf(ctx.world, tenant.domainName);
    const byStatus = {
      creating: 0,
      running: 0,
      scaling: 0,
      restarting: 0,
      terminating: 0,
      terminated: 0,
      failed: 0,
    };
    for (const product of visible) byStatus[product.status] += 1;
    const recent = [...visible]
      .slice(0, 5)
      .map(({ productId, displayName, status, tier }) => ({ productId, displayName, status, tier }));
    const unpaid = memberMayCall(member, 'getPayNow')
      ? unpaidBalanceOf(ctx.world, tenant.domainName, ctx.now)
      : null;
    return response(200).json({
      user: {
        email: user.email,
        name: user.name,
        twoFactorEnabled: user.twoFactor.secret !== null,
        lastLoginAt: user.lastLoginAt === null ? null : iso(user.lastLoginAt),
        roles: member.isOwner ? [...ALL_ROLES] : sortRoles(member.roles),
      },
      products: memberMayCall(member, 'getProducts') ? { total: visible.length, byStatus, recent } : null,
      unpaidBalance: unpaid ? { amount: unpaid.amount, dueSince: isoDate(unpaid.dueSince) } : null,
    });
  },
} satisfies Partial<Implementation>;
