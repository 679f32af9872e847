// Marketplace registrations: Azure Marketplace subscriptions and AWS Marketplace customers become
// cloud accounts billed by the marketplace. The fake stands in for the marketplaces too: it knows which
// tokens they issued (state.ts) and which are already registered.
import type { AccountType, MarketplaceRegistration } from '@dbcloud/api-client';
import { HOUR_MS } from '../../core/clock.js';
import type { Implementation, RequestContext } from '../../core/context.js';
import { conflict, fieldError, forbidden, unprocessable } from '../../core/problem.js';
import { limitAttempts } from '../../core/rate-limit.js';
import { ALL_ROLES, membership, normaliseEmail, type UserRecord, type World } from '../../core/world.js';
import { mailSignInLink } from '../auth/index.js';
import { newUser } from '../users/index.js';
import {
  type Marketplace,
  type MarketplaceRegistrationRecord,
  type MarketplaceTokenRecord,
  REGISTRATIONS_PER_HOUR,
} from './state.js';

const MARKETPLACE_NAMES: Record<Marketplace, string> = { azure: 'Azure Marketplace', aws: 'AWS Marketplace' };

/** Resolves a token with its marketplace: 422 when it is unknown, expired or already registered. */
function resolveToken(ctx: RequestContext, marketplace: Marketplace, value: string, field: string) {
  const record = ctx.world.marketplace.tokens.get(value);
  const name = MARKETPLACE_NAMES[marketplace];
  if (!record || record.marketplace !== marketplace) {
    throw unprocessable(
      `${name} does not know this token.`,
      fieldError(field, 'is unknown'),
      'marketplace-token',
    );
  }
  if (record.registeredFor !== null) {
    throw unprocessable(
      `This ${name} token is already registered.`,
      fieldError(field, 'is already registered'),
      'marketplace-token',
    );
  }
  if (record.expiresAt <= ctx.now) {
    throw unprocessable(
      `This ${name} token has expired; open the link from ${name} again.`,
      fieldError(field, 'has expired'),
      'marketplace-token',
    );
  }
  return record;
}

interface NewAccountRequest {
  marketplace: Marketplace;
  token: MarketplaceTokenRecord;
  email: string;
  domainName: string;
  accountType: AccountType;
}

function ownerFor(ctx: RequestContext, email: string): { user: UserRecord; loginExists: boolean } {
  const existing = ctx.world.users.get(email);
  if (existing) return { user: existing, loginExists: true };
  const user = newUser(email, ctx.now);
  ctx.world.users.set(email, user);
  return { user, loginExists: false };
}

/** Signed out: a new account billed by the marketplace, owned by `email` (created when new), pending. */
function registerNewAccount(ctx: RequestContext, input: NewAccountRequest): MarketplaceRegistration {
  const { world } = ctx;
  const email = normaliseEmail(input.email);
  if (world.accounts.has(input.domainName)) {
    throw conflict(`The domain name ${input.domainName} is taken.`, fieldError('domainName', 'is taken'));
  }
  limitAttempts(world, `marketplace:${ctx.client}`, REGISTRATIONS_PER_HOUR, HOUR_MS, ctx.now);
  const { loginExists } = ownerFor(ctx, email);
  world.accounts.set(input.domainName, {
    domainName: input.domainName,
    accountType: input.accountType,
    managedBy: input.marketplace,
    createdAt: ctx.now,
    ownerEmail: email,
    status: 'pending',
    promoCode: null,
    marketplaceSubscriptionId: input.token.subscriptionId,
  });
  world.memberships.push({
    domainName: input.domainName,
    email,
    roles: [...ALL_ROLES],
    isOwner: true,
    joinedAt: ctx.now,
  });
  input.token.registeredFor = input.domainName;
  const registration: MarketplaceRegistrationRecord = {
    token: input.token.token,
    marketplace: input.marketplace,
    domainName: input.domainName,
    email,
    accountType: input.accountType,
    loginExists,
    linkedExistingAccount: false,
    registeredBy: null,
    createdAt: ctx.now,
  };
  world.marketplace.registrations.push(registration);
  mailSignInLink(ctx, email, null, `Your DBCloud account ${input.domainName} is ready: sign in`);
  return toRegistration(world, registration);
}

/** Signed in (an Azure subscription manager): bills an account the user owns through Azure. */
function linkExistingAccount(
  ctx: RequestContext,
  user: UserRecord,
  input: Omit<NewAccountRequest, 'accountType' | 'marketplace'>,
): MarketplaceRegistration {
  const { world } = ctx;
  const account = world.accounts.get(input.domainName);
  if (!account || !membership(world, user.email, account.domainName)?.isOwner) {
    throw forbidden(
      `You don’t own the cloud account ${input.domainName}; only its owner can link a subscription to it.`,
    );
  }
  if (account.managedBy !== 'direct') {
    throw unprocessable(
      `${input.domainName} is already billed by a marketplace.`,
      fieldError('domainName', 'is already managed by a marketplace'),
    );
  }
  if (normaliseEmail(input.email) !== user.email) {
    throw unprocessable(
      'Use the e-mail address you are signed in with.',
      fieldError('email', 'must be yours'),
    );
  }
  limitAttempts(world, `marketplace:${ctx.client}`, REGISTRATIONS_PER_HOUR, HOUR_MS, ctx.now);
  account.managedBy = 'azure';
  account.marketplaceSubscriptionId = input.token.subscriptionId;
  input.token.registeredFor = account.domainName;
  const registration: MarketplaceRegistrationRecord = {
    token: input.token.token,
    marketplace: 'azure',
    domainName: account.domainName,
    email: user.email,
    accountType: account.accountType,
    loginExists: true,
    linkedExistingAccount: true,
    registeredBy: user.email,
    createdAt: ctx.now,
  };
  world.marketplace.registrations.push(registration);
  return toRegistration(world, registration);
}

function toRegistration(world: World, record: MarketplaceRegistrationRecord): MarketplaceRegistration {
  const account = world.accounts.get(record.domainName);
  return {
    domainName: record.domainName,
    email: record.email,
    accountType: record.accountType,
    managedBy: account?.managedBy ?? record.marketplace,
    status: account?.status === 'pending' ? 'pending' : 'active',
    loginExists: record.loginExists,
    linkedExistingAccount: record.linkedExistingAccount,
  };
}

export const marketplaceImplementation = {
  async registerAzureSubscription({ request, response }, ctx) {
    const body = await request.json();
    const token = resolveToken(ctx, 'azure', body.marketplaceToken, 'marketplaceToken');
    const input = { token, email: body.email, domainName: body.domainName };
    const registration = ctx.user
      ? linkExistingAccount(ctx, ctx.user, input)
      : registerNewAccount(ctx, { ...input, marketplace: 'azure', accountType: body.accountType });
    return response(201).json(registration);
  },

  async registerAwsCustomer({ request, response }, ctx) {
    const body = await request.json();
    const token = resolveToken(ctx, 'aws', body.registrationToken, 'registrationToken');
    const registration = registerNewAccount(ctx, {
      marketplace: 'aws',
      token,
      email: body.email,
      domainName: body.domainName,
      accountType: body.accountType,
    });
    return response(201).json(registration);
  },
} satisfies Partial<Implementation>;
