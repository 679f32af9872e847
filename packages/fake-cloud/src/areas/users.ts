// Sign-up, the signed-in user, accounts, members and invitations (DESIGN §5, §7).
import type { Role, UserCloudAccount } from '@dbcloud/api-client';
import { DAY, iso, isoDate, MINUTE } from '../core/clock.js';
import { type Implementation, type RequestContext, requireTenant, requireUser } from '../core/context.js';
import { token } from '../core/ids.js';
import { conflict, fieldError, forbidden, notFound, unprocessable } from '../core/problem.js';
import { clientOf, limitAttempts } from '../core/rate-limit.js';
import {
  type AccountRecord,
  ALL_ROLES,
  type InvitationRecord,
  type MembershipRecord,
  membership,
  membershipsOf,
  normaliseEmail,
  sendMail,
  type UserRecord,
  type World,
} from '../core/world.js';
import { mailSignInLink, openSession } from './auth.js';
import { accountBillingSummaryOf, setBillingContact, unpaidBalanceOf } from './billing.js';
import { listedProductsOf } from './products.js';

const INVITATION_LIFETIME_MS = 7 * DAY;
const STUDIO_TOKEN_LIFETIME_MS = 5 * MINUTE;
const ROLE_ORDER = new Map(ALL_ROLES.map((role, index) => [role, index]));
const sortRoles = (roles: Role[]): Role[] =>
  [...new Set(roles)].sort((a, b) => (ROLE_ORDER.get(a) ?? 0) - (ROLE_ORDER.get(b) ?? 0));

export function newUser(email: string, now: number, name: string | null = null): UserRecord {
  return {
    email: normaliseEmail(email),
    name,
    phoneNumber: null,
    createdAt: now,
    lastLoginAt: null,
    twoFactor: {
      secret: null,
      pendingSecret: null,
      usedSteps: [],
      recoveryCodeHashes: [],
      wrongCodes: [],
      rememberedBrowsers: [],
    },
  };
}

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

function pendingInvitation(world: World, link: string, now: number): InvitationRecord {
  const invitation = world.invitations.find((i) => i.link === link && i.state === 'pending');
  if (!invitation) throw notFound('This invitation is not valid any more. Ask for a new one.');
  if (invitation.expiresAt <= now) {
    throw unprocessable(
      'This invitation has expired. Ask the account owner to invite you again.',
      undefined,
      'invitation-expired',
    );
  }
  return invitation;
}

function isTaken(world: World, domainName: string): boolean {
  return world.accounts.has(domainName.toLowerCase());
}

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
    .map((i) => ({
      email: i.email,
      name: world.users.get(i.email)?.name ?? null,
      status: 'pending' as const,
      roles: sortRoles(i.roles),
      invitedAt: iso(i.invitedAt),
      invitedBy: i.invitedBy,
      joinedAt: null,
      invitationExpiresAt: iso(i.expiresAt),
    }))
    .sort(byEmail);
  return [...owners, ...active, ...pending];
}

function invitationRow(world: World, invitation: InvitationRecord) {
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

function hasRole(m: MembershipRecord, role: Role): boolean {
  return m.isOwner || m.roles.includes(role);
}

function joinAccount(ctx: RequestContext, invitation: InvitationRecord, email: string): MembershipRecord {
  invitation.state = 'accepted';
  const member: MembershipRecord = {
    domainName: invitation.domainName,
    email,
    roles: sortRoles(invitation.roles),
    isOwner: false,
    joinedAt: ctx.now,
  };
  ctx.world.memberships.push(member);
  return member;
}

export const usersImplementation = {
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

  async signUp({ request, response }, ctx) {
    limitAttempts(ctx.world, `sign-up:${clientOf(request)}`, 5, 60 * MINUTE, ctx.now);
    const body = await request.json();
    const email = normaliseEmail(body.email);
    const domainName = body.domainName.toLowerCase();
    if (isTaken(ctx.world, domainName)) {
      throw conflict(
        `The domain name ${domainName} is already taken.`,
        fieldError('domainName', 'is already taken'),
      );
    }
    if (ctx.world.users.has(email)) {
      throw conflict(
        'This e-mail already has a login. Sign in instead.',
        fieldError('email', 'already has a login'),
      );
    }
    let promoCode: string | null = null;
    if (body.promoCode) {
      const promo = ctx.world.promoCodes.get(body.promoCode.toUpperCase());
      if (!promo || promo.expiresAt <= ctx.now) {
        throw unprocessable('This promo code is not valid.', fieldError('promoCode', 'is not valid'));
      }
      promoCode = promo.code;
    }
    ctx.world.users.set(email, newUser(email, ctx.now));
    const account: AccountRecord = {
      domainName,
      accountType: body.accountType,
      managedBy: 'direct',
      createdAt: ctx.now,
      ownerEmail: email,
      status: 'active',
      promoCode,
      marketplaceSubscriptionId: null,
    };
    ctx.world.accounts.set(domainName, account);
    ctx.world.memberships.push({
      domainName,
      email,
      roles: [...ALL_ROLES],
      isOwner: true,
      joinedAt: ctx.now,
    });
    if (body.billingContact) setBillingContact(ctx.world, domainName, body.billingContact);
    mailSignInLink(ctx, email, null, 'Welcome to DBCloud');
    return response(201).json({
      email,
      domainName,
      accountType: account.accountType,
      managedBy: 'direct',
      createdAt: iso(ctx.now),
    });
  },

  getPromoCodeDescription({ query, request, response }, ctx) {
    limitAttempts(ctx.world, `promo:${clientOf(request)}`, 30, 15 * MINUTE, ctx.now);
    const code = (query.get('promoCode') ?? '').toUpperCase();
    const promo = ctx.world.promoCodes.get(code);
    if (!promo || promo.expiresAt <= ctx.now) throw notFound('This promo code is not valid.');
    return response(200).json({
      promoCode: promo.code,
      description: promo.description,
      discount: { percentOff: promo.percentOff, durationMonths: promo.durationMonths },
    });
  },

  async isEmailAlreadyUsed({ request, response }, ctx) {
    limitAttempts(ctx.world, `email-check:${clientOf(request)}`, 30, 15 * MINUTE, ctx.now);
    const body = await request.json();
    return response(200).json({ alreadyUsed: ctx.world.users.has(normaliseEmail(body.email)) });
  },

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

  async inviteUser({ request, response }, ctx) {
    const { tenant } = requireTenant(ctx);
    const user = requireUser(ctx);
    const body = await request.json();
    const email = normaliseEmail(body.email);
    if (membership(ctx.world, email, tenant.domainName)) {
      throw conflict(
        `${email} is already a member of ${tenant.domainName}.`,
        fieldError('email', 'is already a member'),
      );
    }
    const open = ctx.world.invitations.find(
      (i) =>
        i.domainName === tenant.domainName &&
        i.email === email &&
        i.state === 'pending' &&
        i.expiresAt > ctx.now,
    );
    if (open)
      throw conflict(`${email} already has a pending invitation.`, fieldError('email', 'is already invited'));
    const invitation: InvitationRecord = {
      link: token(24),
      domainName: tenant.domainName,
      email,
      roles: sortRoles(body.roles),
      invitedBy: user.email,
      invitedAt: ctx.now,
      expiresAt: ctx.now + INVITATION_LIFETIME_MS,
      state: 'pending',
    };
    ctx.world.invitations.push(invitation);
    const path = ctx.world.users.has(email) ? '/invitation/accept' : '/user/invitation';
    const link = new URL(path, ctx.origin);
    link.searchParams.set('link', invitation.link);
    sendMail(ctx.world, ctx.now, {
      to: email,
      subject: `You are invited to ${tenant.domainName} on DBCloud`,
      link: link.toString(),
    });
    return response(201).json(invitationRow(ctx.world, invitation));
  },

  async cancelInvitation({ request, response }, ctx) {
    const { tenant } = requireTenant(ctx);
    const body = await request.json();
    const email = normaliseEmail(body.email);
    const invitation = ctx.world.invitations.find(
      (i) => i.domainName === tenant.domainName && i.email === email && i.state === 'pending',
    );
    if (!invitation) throw notFound(`There is no pending invitation for ${email} in ${tenant.domainName}.`);
    invitation.state = 'cancelled';
    return response(200).json({ success: true });
  },

  async confirmInvitation({ params, request, response }, ctx) {
    const user = requireUser(ctx);
    const body = await request.json();
    const invitation = ctx.world.invitations.find(
      (i) => i.link === body.link && i.domainName === params.domainName && i.state === 'pending',
    );
    if (!invitation) throw notFound('This invitation is not valid any more. Ask for a new one.');
    if (invitation.email !== user.email) {
      throw forbidden(
        `This invitation was sent to ${invitation.email}. Sign in with that e-mail to accept it.`,
      );
    }
    if (membership(ctx.world, user.email, invitation.domainName)) {
      throw conflict(`You are already a member of ${invitation.domainName}.`);
    }
    pendingInvitation(ctx.world, invitation.link, ctx.now);
    const member = joinAccount(ctx, invitation, user.email);
    const account = cloudAccountOf(ctx.world, member);
    if (!account) throw notFound(`The account ${invitation.domainName} does not exist any more.`);
    return response(200).json(account);
  },

  async unlinkUser({ request, response }, ctx) {
    const { tenant, membership: caller } = requireTenant(ctx);
    const body = await request.json();
    const email = normaliseEmail(body.email);
    if (email !== caller.email && !hasRole(caller, 'UserManagement')) {
      throw forbidden(
        `You don’t have access to user management in ${tenant.domainName}; ask the account owner.`,
      );
    }
    const target = membership(ctx.world, email, tenant.domainName);
    if (!target) throw notFound(`${email} is not a member of ${tenant.domainName}.`);
    if (target.isOwner)
      throw unprocessable('The account owner cannot be removed.', fieldError('email', 'is the owner'));
    ctx.world.memberships.splice(ctx.world.memberships.indexOf(target), 1);
    return response(200).json({ success: true });
  },

  getInvitationInfo({ query, request, response }, ctx) {
    limitAttempts(ctx.world, `invitation-info:${clientOf(request)}`, 30, 15 * MINUTE, ctx.now);
    const invitation = pendingInvitation(ctx.world, query.get('link') ?? '', ctx.now);
    const account = ctx.world.accounts.get(invitation.domainName);
    if (!account) throw notFound('This invitation is not valid any more.');
    return response(200).json({
      domainName: account.domainName,
      accountType: account.accountType,
      email: invitation.email,
      invitedBy: invitation.invitedBy,
      roles: sortRoles(invitation.roles),
      existingUser: ctx.world.users.has(invitation.email),
      expiresAt: iso(invitation.expiresAt),
    });
  },

  async createUserViaInvitation({ request, response }, ctx) {
    limitAttempts(ctx.world, `invitation-create:${clientOf(request)}`, 20, 15 * MINUTE, ctx.now);
    const body = await request.json();
    const invitation = pendingInvitation(ctx.world, body.link, ctx.now);
    if (ctx.world.users.has(invitation.email)) {
      throw conflict('This e-mail already has a login: sign in and accept the invitation instead.');
    }
    const user = newUser(invitation.email, ctx.now, body.name?.trim() || null);
    ctx.world.users.set(user.email, user);
    const member = joinAccount(ctx, invitation, user.email);
    openSession(ctx, user, null);
    const cloudAccount = cloudAccountOf(ctx.world, member);
    if (!cloudAccount) throw notFound(`The account ${invitation.domainName} does not exist any more.`);
    return response(201).json({ email: user.email, cloudAccount });
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
    const unpaid = hasRole(member, 'Billing') ? unpaidBalanceOf(ctx.world, tenant.domainName, ctx.now) : null;
    return response(200).json({
      user: {
        email: user.email,
        name: user.name,
        twoFactorEnabled: user.twoFactor.secret !== null,
        lastLoginAt: user.lastLoginAt === null ? null : iso(user.lastLoginAt),
        roles: member.isOwner ? [...ALL_ROLES] : sortRoles(member.roles),
      },
      products: hasRole(member, 'Products') ? { total: visible.length, byStatus, recent } : null,
      unpaidBalance: unpaid ? { amount: unpaid.amount, dueSince: isoDate(unpaid.dueSince) } : null,
    });
  },
} satisfies Partial<Implementation>;
