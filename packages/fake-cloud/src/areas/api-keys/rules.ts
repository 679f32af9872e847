// API keys: what a key is to the API (never its secret), and the rules its operations keep.
import type { ApiKey, Role } from '@dbcloud/api-client';
import { keyRoles, rolesOf } from '../../core/access.js';
import { iso, ONE_YEAR_SECONDS } from '../../core/clock.js';
import type { RequestContext } from '../../core/context.js';
import { fieldError, forbidden, notFound, unprocessable } from '../../core/problem.js';
import { randomChars, secureRandom } from '../../core/random.js';
import { type MembershipRecord, membership, type World } from '../../core/world.js';
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
    roles: creator ? keyRoles(key.roles, creator) : [],
    grantedRoles: key.roles === null ? null : [...key.roles],
    readOnly: key.readOnly,
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

/**
 * The roles a user gives a key: each one they hold in the account (a 422 naming the others); null
 * (none in particular: the key follows its creator's roles) when none are named. The schema has
 * already refused unknown names, other spellings and repeats.
 */
export function givenRoles(requested: readonly Role[] | undefined, giver: MembershipRecord): Role[] | null {
  const held = rolesOf(giver);
  if (requested === undefined) return null;
  const lacking = requested.filter((role) => !held.includes(role));
  if (lacking.length > 0) {
    const names = lacking.join(', ');
    throw unprocessable(
      `You can’t give an API key ${lacking.length === 1 ? 'the role' : 'the roles'} ${names}: you don’t hold ${lacking.length === 1 ? 'it' : 'them'} in ${giver.domainName}. A key can have only roles its creator has.`,
      fieldError('roles', `${names}: not among your roles in ${giver.domainName}`),
    );
  }
  // In the contract's order, each once.
  return held.filter((role) => requested.includes(role));
}

/**
 * A change of a key's roles or read-only by `changer`: anyone who manages keys may narrow a key (fewer
 * roles, read-only); only its creator may widen it (a role it lacks, read-only lifted): a key is its
 * creator's decision, and another member must not give it more than its creator chose.
 */
export function checkKeyChange(
  key: ApiKeyRecord,
  changer: MembershipRecord,
  roles: Role[] | undefined,
  readOnly: boolean | undefined,
): void {
  const widens =
    (roles !== undefined && key.roles !== null && roles.some((role) => !key.roles?.includes(role))) ||
    (readOnly === false && key.readOnly);
  if (widens && changer.email !== key.createdBy) {
    throw forbidden(
      `Only the key’s creator (${key.createdBy}) can give the API key ${key.apiKeyId} more: a role it does not have, or changes when it is read-only. You can take roles away or make it read-only.`,
    );
  }
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
