// Passwordless sign-in, sessions and the two-factor settings.
import { DAY_MS, MINUTE_MS, ONE_YEAR_SECONDS } from '../../core/clock.js';
import { type Implementation, type RequestContext, requireUser } from '../../core/context.js';
import { REMEMBER_COOKIE, SESSION_COOKIE } from '../../core/cookies.js';
import { hash, token } from '../../core/ids.js';
import { notFound, unprocessable } from '../../core/problem.js';
import { limitAttempts, limitAttemptsAll, retryInWords } from '../../core/rate-limit.js';
import { normaliseEmail, sendMail, type UserRecord, type World } from '../../core/world.js';
import {
  assertAuthenticatorAccepted,
  checkRecoveryCode,
  checkTotp,
  countWrongCode,
  newRecoveryCodes,
  newSecret,
  otpauthUri,
  rightCode,
  wrongCode,
  wrongSignInCode,
} from './two-factor.js';

const LINK_LIFETIME_MS = 15 * MINUTE_MS;
/**
 * Sign-in links per address: 5 per 15 minutes and 10 a day (policies `login` and `login-day`), counted
 * per address whether or not it has a login, so the answer never tells. The daily cap bounds the mail a
 * victim's mailbox gets, and with 5 wrong codes per sign-in the guesses of whoever holds it.
 */
const LINKS_PER_15_MINUTES = 5;
const LINKS_PER_DAY = 10;
/** Codes sent to turn two-factor on or off: 5 per 5 minutes per user (policy `two-factor-code`). */
const CODE_ATTEMPTS = 5;
const CODE_ATTEMPTS_WINDOW_MS = 5 * MINUTE_MS;
export const REMEMBERED_BROWSER_COOKIE = REMEMBER_COOKIE;

/** Counts a code sent to turn two-factor on or off, right or wrong, against the user's limit. */
function limitCodeAttempts(ctx: RequestContext, user: UserRecord): void {
  limitAttempts(
    ctx.world,
    `two-factor-code:${user.email}`,
    CODE_ATTEMPTS,
    CODE_ATTEMPTS_WINDOW_MS,
    ctx.now,
    (usage) =>
      `Too many codes: at most ${CODE_ATTEMPTS} in 5 minutes to turn two-factor on or off. Try again ${retryInWords(usage.resetSeconds)}.`,
  );
}

/** Issues a single-use sign-in token and mails its link (on the configured public origin). */
export function mailSignInLink(
  ctx: RequestContext,
  email: string,
  redirect: string | null,
  subject = 'Sign in to DBCloud',
): void {
  const value = token();
  ctx.world.loginTokens.set(value, { token: value, email, redirect, issuedAt: ctx.now, usedAt: null });
  const link = new URL('/user/login/link', ctx.publicOrigin());
  link.searchParams.set('token', value);
  if (redirect) link.searchParams.set('redirect', redirect);
  sendMail(ctx.world, ctx.now, { to: email, subject, link: link.toString() });
}

/** Opens a session for a user (replacing the browser's), full unless a two-factor code is due. */
export function openSession(
  ctx: RequestContext,
  user: UserRecord,
  redirect: string | null,
  options: { allowRemembered?: boolean } = {},
): 'TwoFactorRequired' | 'Authenticated' {
  if (ctx.session) {
    ctx.world.sessions.delete(ctx.session.id);
    ctx.world.replacedSessions.add(ctx.session.id);
  }
  const remembered = options.allowRemembered !== false && isRememberedBrowser(ctx, user);
  const stage = user.twoFactor.secret && !remembered ? 'TwoFactorRequired' : 'Authenticated';
  const id = token(32);
  ctx.world.sessions.set(id, {
    id,
    email: user.email,
    stage,
    redirect,
    createdAt: ctx.now,
    lastSeenAt: ctx.now,
  });
  ctx.setCookie(SESSION_COOKIE, id);
  if (stage === 'Authenticated') completeSignIn(ctx.world, user, ctx.now);
  return stage;
}

function completeSignIn(world: World, user: UserRecord, now: number): void {
  user.lastLoginAt = now;
  const account = [...world.accounts.values()].find(
    (a) => a.ownerEmail === user.email && a.status === 'pending',
  );
  if (account) account.status = 'active';
}

function isRememberedBrowser(ctx: RequestContext, user: UserRecord): boolean {
  const cookie = ctx.cookies[REMEMBER_COOKIE];
  if (!cookie) return false;
  const tokenHash = hash(cookie);
  return user.twoFactor.rememberedBrowsers.some((b) => b.tokenHash === tokenHash && b.expiresAt > ctx.now);
}

/** Completes a partial session after a second factor; wrong codes count from 0 again. */
function upgradeSession(ctx: RequestContext, user: UserRecord) {
  const session = ctx.session;
  if (!session) throw new Error('no session');
  rightCode(user);
  session.stage = 'Authenticated';
  completeSignIn(ctx.world, user, ctx.now);
  return { stage: 'Authenticated' as const, redirect: session.redirect };
}

function assertPartial(ctx: RequestContext): void {
  if (ctx.session?.stage !== 'TwoFactorRequired') {
    throw unprocessable('You are already signed in.', undefined, 'already-signed-in');
  }
}

/**
 * A code refused at sign-in: counted; each 5th wrong code in a row ends the sign-in (its partial
 * session is ended here, and the answer clears its cookie, see core/pipeline.ts) with a 401.
 */
function refuseSignInCode(ctx: RequestContext, user: UserRecord, refusal: string): never {
  const { ended, problem } = wrongSignInCode(user, refusal);
  if (ended && ctx.session) ctx.world.sessions.delete(ctx.session.id);
  throw problem;
}

function assertTwoFactorOn(user: UserRecord): string {
  if (!user.twoFactor.secret)
    throw unprocessable('Two-factor authentication is off.', undefined, 'two-factor-off');
  return user.twoFactor.secret;
}

export const authImplementation = {
  async requestLoginLink({ request, response }, ctx) {
    const body = await request.json();
    const email = normaliseEmail(body.email);
    // Both or neither: a request the 15-minute limit refuses does not use up the day's.
    limitAttemptsAll(
      ctx.world,
      [
        {
          key: `login:${email}`,
          limit: LINKS_PER_15_MINUTES,
          windowMs: LINK_LIFETIME_MS,
          detail: (usage) =>
            `Sign-in links for this address were requested ${LINKS_PER_15_MINUTES} times in 15 minutes, the most we send. Use one of them, or try again ${retryInWords(usage.resetSeconds)}.`,
        },
        {
          key: `login-day:${email}`,
          limit: LINKS_PER_DAY,
          windowMs: DAY_MS,
          detail: (usage) =>
            `Sign-in links for this address were requested ${LINKS_PER_DAY} times today, the most we send in a day. Use one of them, or try again ${retryInWords(usage.resetSeconds)}.`,
        },
      ],
      ctx.now,
    );
    if (ctx.world.users.has(email)) mailSignInLink(ctx, email, body.redirect ?? null);
    return response(200).json({ email: body.email, linkExpiresInSeconds: 900 });
  },

  openLoginLink({ query, response }, ctx) {
    const value = query.get('token') ?? '';
    const record = ctx.world.loginTokens.get(value);
    const spent =
      record !== undefined && (record.usedAt !== null || ctx.now - record.issuedAt > LINK_LIFETIME_MS);
    // Failed attempts count, whichever way they fail (an unknown, used or expired token).
    if (!record || spent) {
      limitAttempts(ctx.world, `login-link:${ctx.client}`, 20, LINK_LIFETIME_MS, ctx.now);
    }
    if (!record) throw notFound('This sign-in link is not valid. Request a new one.');
    if (spent) {
      throw unprocessable(
        'This sign-in link has expired or was already used. Request a new one.',
        undefined,
        'link-expired',
      );
    }
    record.usedAt = ctx.now;
    const user = ctx.world.users.get(record.email);
    if (!user) throw notFound('This sign-in link is not valid. Request a new one.');
    const stage = openSession(ctx, user, record.redirect);
    return response(200).json({ stage, redirect: record.redirect });
  },

  logout({ response }, ctx) {
    if (ctx.session) ctx.world.sessions.delete(ctx.session.id);
    ctx.setCookie(SESSION_COOKIE, '', { maxAge: 0 });
    return response(200).json({ success: true });
  },

  getLoginStage({ response }, ctx) {
    if (!ctx.session || !ctx.user) return response(200).json({ stage: 'Anonymous' });
    return response(200).json({ stage: ctx.session.stage, email: ctx.user.email });
  },

  async loginWithTwoFactorCode({ request, response }, ctx) {
    const user = requireUser(ctx);
    assertPartial(ctx);
    const body = await request.json();
    const secret = assertTwoFactorOn(user);
    assertAuthenticatorAccepted(user);
    const refusal = checkTotp(user, secret, body.code);
    if (refusal) refuseSignInCode(ctx, user, refusal);
    if (body.rememberBrowser) {
      const value = token(32);
      user.twoFactor.rememberedBrowsers.push({
        tokenHash: hash(value),
        expiresAt: ctx.now + ONE_YEAR_SECONDS * 1000,
      });
      ctx.setCookie(REMEMBER_COOKIE, value, { maxAge: ONE_YEAR_SECONDS });
    }
    return response(200).json(upgradeSession(ctx, user));
  },

  async loginWithRecoveryCode({ request, response }, ctx) {
    const user = requireUser(ctx);
    assertPartial(ctx);
    assertTwoFactorOn(user);
    const body = await request.json();
    const refusal = checkRecoveryCode(user, body.code);
    if (refusal) refuseSignInCode(ctx, user, refusal);
    return response(200).json(upgradeSession(ctx, user));
  },

  generateAuthenticatorSecret({ response }, ctx) {
    const user = requireUser(ctx);
    if (user.twoFactor.secret) {
      throw unprocessable(
        'Two-factor authentication is already on. Disable it first.',
        undefined,
        'two-factor-on',
      );
    }
    const secret = newSecret();
    user.twoFactor.pendingSecret = secret;
    return response(200).json({
      secret,
      otpauthUri: otpauthUri(secret, user.email),
      issuer: 'DBCloud',
      accountName: user.email,
    });
  },

  async verifyAuthenticatorCode({ request, response }, ctx) {
    const user = requireUser(ctx);
    if (user.twoFactor.secret) {
      throw unprocessable('Two-factor authentication is already on.', undefined, 'two-factor-on');
    }
    const pending = user.twoFactor.pendingSecret;
    if (!pending)
      throw unprocessable('Start by generating an authenticator secret.', undefined, 'no-pending-secret');
    limitCodeAttempts(ctx, user);
    const body = await request.json();
    const refusal = checkTotp(user, pending, body.code);
    if (refusal) throw wrongCode(refusal);
    user.twoFactor.secret = pending;
    user.twoFactor.pendingSecret = null;
    rightCode(user);
    return response(200).json({ recoveryCodes: newRecoveryCodes(user) });
  },

  regenerateRecoveryCodes({ response }, ctx) {
    const user = requireUser(ctx);
    assertTwoFactorOn(user);
    return response(200).json({ recoveryCodes: newRecoveryCodes(user) });
  },

  async disableTwoFactor({ request, response }, ctx) {
    const user = requireUser(ctx);
    const secret = assertTwoFactorOn(user);
    limitCodeAttempts(ctx, user);
    assertAuthenticatorAccepted(user);
    const body = await request.json();
    const refusal = checkTotp(user, secret, body.code);
    if (refusal) {
      // Counted with the sign-in codes: the same authenticator's codes are being guessed.
      countWrongCode(user);
      throw wrongCode(refusal);
    }
    rightCode(user);
    user.twoFactor.secret = null;
    user.twoFactor.pendingSecret = null;
    user.twoFactor.recoveryCodeHashes = [];
    user.twoFactor.rememberedBrowsers = [];
    return response(200).json({ success: true });
  },

  forgetRememberedBrowsers({ response }, ctx) {
    const user = requireUser(ctx);
    user.twoFactor.rememberedBrowsers = [];
    ctx.setCookie(REMEMBER_COOKIE, '', { maxAge: 0 });
    return response(200).json({ success: true });
  },
} satisfies Partial<Implementation>;
