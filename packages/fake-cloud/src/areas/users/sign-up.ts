// Sign-up: a new login with its own cloud account, and the checks the sign-up form makes as it is filled.
import { iso, MINUTE_MS } from '../../core/clock.js';
import type { Implementation } from '../../core/context.js';
import { conflict, fieldError, notFound, unprocessable } from '../../core/problem.js';
import { limitAttempts } from '../../core/rate-limit.js';
import { type AccountRecord, ALL_ROLES, normaliseEmail, type World } from '../../core/world.js';
import { mailSignInLink } from '../auth/index.js';
import { setBillingContact } from '../billing/index.js';
import { newUser } from './records.js';

function isTaken(world: World, domainName: string): boolean {
  return world.accounts.has(domainName.toLowerCase());
}

export const signUpOperations = {
  async signUp({ request, response }, ctx) {
    limitAttempts(ctx.world, `sign-up:${ctx.client}`, 5, 60 * MINUTE_MS, ctx.now);
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

  getPromoCodeDescription({ query, response }, ctx) {
    limitAttempts(ctx.world, `promo:${ctx.client}`, 30, 15 * MINUTE_MS, ctx.now);
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
    limitAttempts(ctx.world, `email-check:${ctx.client}`, 30, 15 * MINUTE_MS, ctx.now);
    const body = await request.json();
    return response(200).json({ alreadyUsed: ctx.world.users.has(normaliseEmail(body.email)) });
  },
} satisfies Partial<Implementation>;
