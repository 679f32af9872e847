// Invitations: inviting someone to the account, cancelling, and accepting, by a signed-in
// user or by someone who creates their login from the invitation.
import { rolesOf } from '../../core/access.js';
import { DAY_MS, HOUR_MS, iso, MINUTE_MS } from '../../core/clock.js';
import { type Implementation, type RequestContext, requireTenant, requireUser } from '../../core/context.js';
import { token } from '../../core/ids.js';
import { conflict, fieldError, forbidden, notFound, unprocessable } from '../../core/problem.js';
import { limitAttempts, limitAttemptsAll, retryInWords } from '../../core/rate-limit.js';
import {
  type InvitationRecord,
  type MembershipRecord,
  membership,
  normaliseEmail,
  sendMail,
  type World,
} from '../../core/world.js';
import { openSession } from '../auth/index.js';
import { cloudAccountOf, invitationRow, newUser, sortRoles } from './records.js';

const INVITATION_LIFETIME_MS = 7 * DAY_MS;
const INVITATIONS_PER_HOUR = 20;
const INVITATIONS_PER_RECIPIENT_PER_DAY = 3;

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

export const invitationOperations = {
  async inviteUser({ request, response }, ctx) {
    const { tenant } = requireTenant(ctx);
    const { membership: inviter } = requireTenant(ctx);
    const user = requireUser(ctx);
    const body = await request.json();
    const email = normaliseEmail(body.email);
    // An invitation grants at most the inviter's roles (the owner has them all).
    const beyond = body.roles.filter((role) => !rolesOf(inviter).includes(role));
    if (beyond.length > 0) {
      throw unprocessable(
        `You can grant only roles you have in ${tenant.domainName}; you don’t have ${beyond.join(', ')}.`,
        fieldError('roles', `includes roles you don’t have: ${beyond.join(', ')}`),
      );
    }
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
    // Each invitation mails someone: limited per account and per recipient (from any account), and a
    // cancelled invitation still counts, so invite-then-cancel cannot flood a mailbox.
    limitAttemptsAll(
      ctx.world,
      [
        {
          key: `invitation-recipient:${email}`,
          limit: INVITATIONS_PER_RECIPIENT_PER_DAY,
          windowMs: DAY_MS,
          detail: (usage) =>
            `${email} has already been sent ${INVITATIONS_PER_RECIPIENT_PER_DAY} invitations today, the most one address receives in a day. Try again ${retryInWords(usage.resetSeconds)}.`,
        },
        {
          key: `invitations:${tenant.domainName}`,
          limit: INVITATIONS_PER_HOUR,
          windowMs: HOUR_MS,
          detail: (usage) =>
            `${tenant.domainName} has sent ${INVITATIONS_PER_HOUR} invitations in the last hour, its limit. Try again ${retryInWords(usage.resetSeconds)}.`,
        },
      ],
      ctx.now,
    );
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
    const link = new URL(path, ctx.publicOrigin());
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

  getInvitationInfo({ query, response }, ctx) {
    limitAttempts(ctx.world, `invitation-info:${ctx.client}`, 30, 15 * MINUTE_MS, ctx.now);
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
    limitAttempts(ctx.world, `invitation-create:${ctx.client}`, 20, 15 * MINUTE_MS, ctx.now);
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
} satisfies Partial<Implementation>;
