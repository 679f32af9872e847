// Marketplace registrations: the seed. Every token of MARKETPLACE_TOKENS is issued an hour before the
// seed's moment (the expired ones long before); the seed's contoso account was registered with its own.
import { DAY_MS, HOUR_MS } from '../../core/clock.js';
import type { Scenario, World } from '../../core/world.js';
import {
  MARKETPLACE_TOKENS,
  type Marketplace,
  type MarketplaceRegistrationRecord,
  type MarketplaceState,
  type MarketplaceTokenRecord,
  subscriptionIdOf,
  TOKEN_LIFETIME_MS,
} from './state.js';

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
