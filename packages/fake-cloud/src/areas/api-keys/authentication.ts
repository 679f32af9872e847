// API keys: a secret sent as `Authorization: Bearer` authenticates calls for its key's account
// (`findApiKey`, used by the request pipeline); the fake cloud keeps only the secret's SHA-256 hash.
import { dayMonthYear } from '../../core/clock.js';
import { hash } from '../../core/ids.js';
import type { ApiKeyCaller } from '../../core/pipeline.js';
import { HttpProblem } from '../../core/problem.js';
import type { World } from '../../core/world.js';

const keyProblem = (detail: string, type: string) =>
  new HttpProblem(401, detail, { type, title: 'The API key was not accepted' });

/**
 * The key whose secret this is (the pipeline calls it for `Authorization: Bearer`): a 401 problem when
 * no key has it, or when the key is deactivated or expired, saying which.
 */
export function findApiKey(world: World, secret: string, now: number): ApiKeyCaller {
  const secretHash = hash(secret);
  const key = world.apiKeys.keys.find((candidate) => candidate.secretHash === secretHash);
  if (!key) {
    throw keyProblem(
      'This API key is not valid: check that you copied its whole secret (dbc_…), or create a new key.',
      'api-key-invalid',
    );
  }
  if (key.deactivatedAt !== null) {
    throw keyProblem(
      key.deactivatedReason === 'CreatorRemoved'
        ? `The API key ${key.apiKeyId} (“${key.description}”) was deactivated on ${dayMonthYear(key.deactivatedAt)}, when its creator ${key.createdBy} left ${key.domainName}: a key acts as its creator. Create a new key on ${key.domainName}’s API keys page.`
        : `The API key ${key.apiKeyId} (“${key.description}”) was deactivated on ${dayMonthYear(key.deactivatedAt)}; create a new key on ${key.domainName}’s API keys page.`,
      'api-key-deactivated',
    );
  }
  if (key.expiresAt <= now) {
    throw keyProblem(
      `The API key ${key.apiKeyId} (“${key.description}”) expired on ${dayMonthYear(key.expiresAt)}; create a new key on ${key.domainName}’s API keys page.`,
      'api-key-expired',
    );
  }
  return {
    apiKeyId: key.apiKeyId,
    domainName: key.domainName,
    createdBy: key.createdBy,
    roles: key.roles,
    readOnly: key.readOnly,
    markUsed(at) {
      key.lastUsedAt = at;
    },
  };
}
