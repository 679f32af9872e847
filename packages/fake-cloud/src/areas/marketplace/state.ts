// Marketplace registrations: the area's slice of the world, and the tokens the fake marketplaces issued.
import type { AccountType, ManagedBy } from '@dbcloud/api-client';
import { DAY_MS } from '../../core/clock.js';

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
declare module '../../core/world.js' {
  interface World {
    marketplace: MarketplaceState;
  }
}

/** Registrations a client address may make within an hour. */
export const REGISTRATIONS_PER_HOUR = 10;
export const TOKEN_LIFETIME_MS = 30 * DAY_MS;

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
export const subscriptionIdOf = (token: string, marketplace: Marketplace): string =>
  marketplace === 'azure' ? `azsub-${token.slice(4)}` : `awscust-${token.slice(4)}`;
