// API keys: what a key is to the API (never its secret), and the rules its operations keep.
import type { ApiKey } from '@dbcloud/api-client';
import { rolesOf } from '../../core/access.js';
import { iso, ONE_YEAR_SECONDS } from '../../core/clock.js';
import type { RequestContext } from '../../core/context.js';
import { fieldError, notFound, unprocessable } from '../../core/problem.js';
import { randomChars, secureRandom } from '../../core/random.js';
import { membership, type World } from '../../core/world.js';
import { type ApiKeyRecord, isActive } from './state.js';

const ONE_YEAR_MS = ONE_YEAR_SECONDS * 1000;
const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** The key as the API shows it: never with its secret. */
export function toApiKey(world: World, key: ApiKeyRecord, now: number): ApiKey {
  const creator = membership(world, key.createdBy, key.domainName);
  return {
    apiKeyId: key.apiKeyId,
    description: key.description,
    createdAt: iso(key.createdAt),
    createdBy: key.createdBy,
    expiresAt: iso(key.expiresAt),
    isActive: isActive(key, now),
    lastUsedAt: key.lastUsedAt === null ? null : iso(key.lastUsedAt),
    roles: creator ? [...rolesOf(creator)] : [],
    deactivation:
      key.deactivatedAt === null
        ? null
        : {
            at: iso(key.deactivatedAt),
            by: key.deactivatedBy ?? key.createdBy,
            reason: key.deactivatedReason ?? 'Deactivated',
          },
  };
}

/**
 * Deactivates every active key `email` created in the account: they left it or were removed (`by`).
 * A key acts as its creator, so it cannot outlive their membership.
 */
export function deactivateKeysOfCreator(
  world: World,
  domainName: string,
  email: string,
  by: string,
  now: number,
): number {
  let count = 0;
  for (const key of world.apiKeys.keys) {
    if (key.domainName !== domainName || key.createdBy !== email || key.deactivatedAt !== null) continue;
    key.deactivatedAt = now;
    key.deactivatedBy = by;
    key.deactivatedReason = 'CreatorRemoved';
    count += 1;
  }
  return count;
}

/** A key's expiry must be in the future and at most one year ahead. */
export function checkExpiry(expiresAt: string, now: number): number {
  const at = Date.parse(expiresAt);
  if (!(at > now)) {
    throw unprocessable(
      'The expiry date must be in the future.',
      fieldError('expiresAt', 'must be in the future'),
    );
  }
  if (at - now > ONE_YEAR_MS) {
    throw unprocessable(
      'An API key can be valid for at most one year.',
      fieldError('expiresAt', 'must be at most one year (31536000 seconds) from now'),
    );
  }
  return at;
}

export function keysOf(ctx: RequestContext, domainName: string): ApiKeyRecord[] {
  return ctx.world.apiKeys.keys.filter((key) => key.domainName === domainName);
}

export function findKey(ctx: RequestContext, domainName: string, apiKeyId: string): ApiKeyRecord {
  const key = keysOf(ctx, domainName).find((candidate) => candidate.apiKeyId === apiKeyId);
  if (!key) throw notFound(`There is no API key ${apiKeyId} in ${domainName}.`);
  return key;
}

export function newKeyId(ctx: RequestContext): string {
  const taken = new Set(ctx.world.apiKeys.keys.map((key) => key.apiKeyId));
  let id: string;
  do id = `key_${randomChars(secureRandom, 12)}`;
  while (taken.has(id));
  return id;
}

export const newSecret = (): string => `dbc_${randomChars(secureRandom, 40, ALPHANUMERIC)}`;
