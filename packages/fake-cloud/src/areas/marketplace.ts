// Marketplace registrations: Azure Marketplace subscriptions and AWS Marketplace customers
// become cloud accounts billed by the marketplace. The fake stands in for the marketplaces too: it knows
// which tokens they issued (seeded below) and which are already registered.
import type { AccountType, ManagedBy, MarketplaceRegistration } from '@dbcloud/api-client';
import { DAY_MS, HOUR_MS } from '../core/clock.js';
import type { Implementation, RequestContext } from '../core/context.js';
import { conflict, fieldError, forbidden, unprocessable } from '../core/problem.js';
import { limitAttempts } from '../core/rate-limit.js';
import {
  ALL_ROLES,
  membership,
  normaliseEmail,
  type Scenario,
  type UserRecord,
  type World,
} from '../core/world.js';
import { mailSignInLink } from './auth/index.js';
import { newUser } from './users/index.js';

/** A marketplace that bills accounts: whoever manages an account other than DBCloud itself. */
export type Marketplace = Exclude<ManagedBy, 'direct'>;

/** A token a marketplace issued for a subscription (Azure) or a customer (AWS). */
export interface MarketplaceTokenRecord {
  token: string;
  marketplace: Marketplace;
  /** What the token resolves to: the Azure subscription or the AWS customer that pays. */
  subscriptionId: string;
  issuedAt: number;
  expiresAt: number;
  /** The account it was registered for; null while unused. */
  registeredFor: string | null;
}

export interface MarketplaceRegistrationRecord {
  token: string;
  marketplace: Marketplace;
  domainName: string;
  email: string;
  accountType: AccountType;
  loginExists: boolean;
  linkedExistingAccount: boolean;
  /** Who registered it while signed in (Azure subscription managers); null when signed out. */
  registeredBy: string | null;
  createdAt: number;
}

export interface MarketplaceState {
  tokens: Map<string, MarketplaceTokenRecord>;
  registrations: MarketplaceRegistrationRecord[];
}

/** The area's slice of the world (core/world.ts declares the core records only). */
declare module '../core/world.js' {
  interface World {
    marketplace: MarketplaceState;
  }
}

/** Registrations a client address may make within an hour. */
export const REGISTRATIONS_PER_HOUR = 10;
const TOKEN_LIFETIME_MS = 30 * DAY_MS;

/**
 * The tokens the fake marketplaces issued. The first of each is the contract's example; `contoso`'s was
 * registered when the seed's contoso account was created; the `expired` ones are past their lifetime.
 */
export const MARKETPLACE_TOKENS = {
  azure: [
    'azm-8e1c7a0f3b2d4e9a',
    'azm-1a2b3c4d5e6f7a8b',
    'azm-2b3c4d5e6f7a8b9c',
    'azm-3c4d5e6f7a8b9c0d',
    'azm-4d5e6f7a8b9c0d1e',
    'azm-5e6f7a8b9c0d1e2f',
  ],
  aws: ['aws-3f9b2c71d04e', 'aws-4a0c3d82e15f', 'aws-5b1d4e93f26a', 'aws-6c2e5fa4037b', 'aws-7d3f6ab5148c'],
  azureExpired: 'azm-0e0e0e0e0e0e0e0e',
  awsExpired: 'aws-0e0e0e0e0e0e',
  contoso: 'azm-c0c0c0c0c0c0c0c0',
} as const;

/** The subscription (Azure) or customer (AWS) id a fake marketplace resolves a token to. */
const subscriptionIdOf = (token: string, marketplace: Marketplace): string =>
  marketplace === 'azure' ? `azsub-${token.slice(4)}` : `awscust-${token.slice(4)}`;

// ---- seed -----------------------------------------------------------------------------------------

export function seedMarketplace(world: World, _scenario: Scenario): MarketplaceState {
  const now = world.seededAt;
  const fresh = (token: string, marketplace: Marketplace): MarketplaceTokenRecord => ({
    token,
    marketplace,
    subscriptionId: subscriptionIdOf(token, marketplace),
    issuedAt: now - HOUR_MS,
    expiresAt: now - HOUR_MS + TOKEN_LIFETIME_MS,
    registeredFor: null,
  });
  const tokens: MarketplaceTokenRecord[] = [
    ...MARKETPLACE_TOKENS.azure.map((token) => fresh(token, 'azure')),
    ...MARKETPLACE_TOKENS.aws.map((token) => fresh(token, 'aws')),
    {
      ...fresh(MARKETPLACE_TOKENS.azureExpired, 'azure'),
      issuedAt: now - 40 * DAY_MS,
      expiresAt: now - 10 * DAY_MS,
    },
    {
      ...fresh(MARKETPLACE_TOKENS.awsExpired, 'aws'),
      issuedAt: now - 40 * DAY_MS,
      expiresAt: now - 10 * DAY_MS,
    },
  ];
  const registrations: MarketplaceRegistrationRecord[] = [];
  const contoso = world.accounts.get('contoso');
  if (contoso) {
    tokens.push({
      token: MARKETPLACE_TOKENS.contoso,
      marketplace: 'azure',
      subscriptionId:
        contoso.marketplaceSubscriptionId ?? subscriptionIdOf(MARKETPLACE_TOKENS.contoso, 'azure'),
      issuedAt: contoso.createdAt - HOUR_MS,
      expiresAt: contoso.createdAt - HOUR_MS + TOKEN_LIFETIME_MS,
      registeredFor: 'contoso',
    });
    registrations.push({
      token: MARKETPLACE_TOKENS.contoso,
      marketplace: 'azure',
      domainName: 'contoso',
      email: contoso.ownerEmail,
      accountType: contoso.accountType,
      loginExists: true,
      linkedExistingAccount: false,
      registeredBy: null,
      createdAt: contoso.createdAt,
    });
  }
  return { tokens: new Map(tokens.map((record) => [record.token, record])), registrations };
}

// ---- rules ----------------------------------------------------------------------------------------

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

// ---- operations -----------------------------------------------------------------------------------

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
