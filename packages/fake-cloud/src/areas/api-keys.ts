// API keys: keys for programmatic access to an account. A key's secret is
// answered once, by create; the fake cloud keeps only its SHA-256 hash. Seven days before a key
// expires its creator is mailed a reminder (`tickApiKeys`, when the fake clock passes that point).
// A secret sent as `Authorization: Bearer` authenticates calls for the key's account (`findApiKey`, used
// by the request pipeline); the seeded keys have known secrets (`DEMO_API_KEY_SECRETS`) for demos and tests.
import type { ApiKey } from '@dbcloud/api-client';
import { rolesOf } from '../core/access.js';
import { DAY_MS, HOUR_MS, iso, isoDate, ONE_YEAR_SECONDS } from '../core/clock.js';
import type { Implementation } from '../core/context.js';
import { type RequestContext, requireTenant } from '../core/context.js';
import { hash, seededRandom, token } from '../core/ids.js';
import type { ApiKeyCaller } from '../core/pipeline.js';
import { fieldError, HttpProblem, notFound, unprocessable } from '../core/problem.js';
import { limitAttempts, retryInWords } from '../core/rate-limit.js';
import { membership, type Scenario, sendMail, type World } from '../core/world.js';

export interface ApiKeyRecord {
  apiKeyId: string;
  domainName: string;
  description: string;
  createdAt: number;
  /** The e-mail of the user who created it: the expiry reminder goes to them. */
  createdBy: string;
  expiresAt: number;
  /**
   * The expiry reminder: `scheduled` (mailed seven days before `expiresAt`), `sent`, or `none` (the key
   * was created or changed to expire within seven days).
   */
  reminder: 'scheduled' | 'sent' | 'none';
  lastUsedAt: number | null;
  /** When the key was deactivated for good; null while it is not. */
  deactivatedAt: number | null;
  /** Whose action deactivated it, and why (null while it is active). */
  deactivatedBy: string | null;
  deactivatedReason: 'Deactivated' | 'CreatorRemoved' | null;
  /** SHA-256 of the secret (the secret itself is never stored). */
  secretHash: string;
}

export interface ApiKeysState {
  keys: ApiKeyRecord[];
}

/** The area's slice of the world (core/world.ts declares the core records only). */
declare module '../core/world.js' {
  interface World {
    apiKeys: ApiKeysState;
  }
}

/** At most this many active keys per account. */
export const MAX_ACTIVE_KEYS = 20;
/** Keys an account may create in an hour (the contract's `api-key-creation` limit). */
const KEYS_CREATED_PER_HOUR = 10;
const ONE_YEAR_MS = ONE_YEAR_SECONDS * 1000;
/** How long before its expiry a key's creator is reminded. */
export const REMINDER_BEFORE_MS = 7 * DAY_MS;
const ID_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

// ---- seed -----------------------------------------------------------------------------------------

interface SeedKey {
  apiKeyId: string;
  domainName: string;
  description: string;
  createdBy: string;
  createdDaysAgo: number;
  expiresInDays: number;
  lastUsedDaysAgo: number | null;
  deactivatedDaysAgo?: number;
}

/**
 * The secrets of the seeded keys, so a demo (and a test) can call the API with a key without creating
 * one first. `key_7f3a9c2e1b4d` ("CI deployments", acme, active) is the one the READMEs use.
 */
export const DEMO_API_KEY_SECRETS = {
  key_7f3a9c2e1b4d: 'dbc_DemoAcmeCiDeploymentsKey0000000000000001',
  key_2b8d4f6a0c1e: 'dbc_DemoAcmeTerraformKey00000000000000000002',
  key_9e1c3a5b7d2f: 'dbc_DemoAcmeOldReportingJobKey00000000000003',
  key_4c6e8a0b2d1f: 'dbc_DemoAcmeHealthComplianceExportKey0000004',
  key_5d7f9b1c3e2a: 'dbc_DemoGlobexMonitoringKey00000000000000005',
} as const satisfies Record<string, string>;

/** The acme keys are the contract's examples: one active, one expiring within 14 days, one deactivated. */
const SEED_KEYS: SeedKey[] = [
  {
    apiKeyId: 'key_7f3a9c2e1b4d',
    domainName: 'acme',
    createdBy: 'owner@demo.dbcloud.dev',
    description: 'CI deployments',
    createdDaysAgo: 8,
    expiresInDays: 173,
    lastUsedDaysAgo: 0.5,
  },
  {
    apiKeyId: 'key_2b8d4f6a0c1e',
    domainName: 'acme',
    createdBy: 'owner@demo.dbcloud.dev',
    description: 'Terraform',
    createdDaysAgo: 174,
    expiresInDays: 9,
    lastUsedDaysAgo: null,
  },
  {
    apiKeyId: 'key_9e1c3a5b7d2f',
    domainName: 'acme',
    createdBy: 'owner@demo.dbcloud.dev',
    description: 'Old reporting job',
    createdDaysAgo: 285,
    expiresInDays: 80,
    lastUsedDaysAgo: 53,
    deactivatedDaysAgo: 50,
  },
  {
    apiKeyId: 'key_4c6e8a0b2d1f',
    domainName: 'acme-health',
    createdBy: 'owner@demo.dbcloud.dev',
    description: 'Compliance export',
    createdDaysAgo: 30,
    expiresInDays: 300,
    lastUsedDaysAgo: 1,
  },
  {
    apiKeyId: 'key_5d7f9b1c3e2a',
    domainName: 'globex',
    createdBy: 'mfa@demo.dbcloud.dev',
    description: 'Monitoring',
    createdDaysAgo: 60,
    expiresInDays: 120,
    lastUsedDaysAgo: 2,
  },
];

function seedRecord(seed: SeedKey, now: number): ApiKeyRecord {
  const expiresAt = now + seed.expiresInDays * DAY_MS;
  return {
    apiKeyId: seed.apiKeyId,
    domainName: seed.domainName,
    description: seed.description,
    createdAt: now - seed.createdDaysAgo * DAY_MS,
    createdBy: seed.createdBy,
    expiresAt,
    reminder: reminderFor(expiresAt, now),
    lastUsedAt: seed.lastUsedDaysAgo === null ? null : now - seed.lastUsedDaysAgo * DAY_MS,
    deactivatedAt: seed.deactivatedDaysAgo === undefined ? null : now - seed.deactivatedDaysAgo * DAY_MS,
    deactivatedBy: seed.deactivatedDaysAgo === undefined ? null : seed.createdBy,
    deactivatedReason: seed.deactivatedDaysAgo === undefined ? null : 'Deactivated',
    secretHash: hash(
      DEMO_API_KEY_SECRETS[seed.apiKeyId as keyof typeof DEMO_API_KEY_SECRETS] ?? `dbc_seed_${seed.apiKeyId}`,
    ),
  };
}

/** The `large` scenario gives megacorp many keys in every state. */
function largeKeys(now: number): ApiKeyRecord[] {
  const random = seededRandom(4242);
  const pick = (length: number) =>
    Array.from({ length }, () => ID_ALPHABET[Math.floor(random() * ID_ALPHABET.length)]).join('');
  return Array.from({ length: 40 }, (_, i) => {
    const createdAt = now - Math.floor(random() * 360) * DAY_MS - i * HOUR_MS;
    const expiresAt = createdAt + Math.floor(30 + random() * 335) * DAY_MS;
    return {
      apiKeyId: `key_${pick(12)}`,
      domainName: 'megacorp',
      description: `Service ${i + 1}`,
      createdAt,
      createdBy: 'owner@demo.dbcloud.dev',
      expiresAt,
      reminder: reminderFor(expiresAt, now),
      lastUsedAt: random() < 0.7 ? Math.min(now, createdAt + Math.floor(random() * 30) * DAY_MS) : null,
      deactivatedAt: i % 7 === 3 ? createdAt + DAY_MS : null,
      deactivatedBy: i % 7 === 3 ? 'owner@demo.dbcloud.dev' : null,
      deactivatedReason: i % 7 === 3 ? 'Deactivated' : null,
      secretHash: hash(`dbc_seed_megacorp_${i}`),
    };
  });
}

export function seedApiKeys(world: World, scenario: Scenario): ApiKeysState {
  const now = world.seededAt;
  const keys = SEED_KEYS.filter((seed) => world.accounts.has(seed.domainName)).map((seed) =>
    seedRecord(seed, now),
  );
  if (scenario === 'large' && world.accounts.has('megacorp')) keys.push(...largeKeys(now));
  return { keys };
}

// ---- rules ----------------------------------------------------------------------------------------

/** A key whose expiry is more than seven days away gets a reminder; one closer was chosen so: none. */
function reminderFor(expiresAt: number, now: number): ApiKeyRecord['reminder'] {
  return expiresAt - REMINDER_BEFORE_MS > now ? 'scheduled' : 'none';
}

const isActive = (key: ApiKeyRecord, now: number): boolean =>
  key.deactivatedAt === null && key.expiresAt > now;

/** The key as the API shows it: never with its secret. */
function toApiKey(world: World, key: ApiKeyRecord, now: number): ApiKey {
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
function checkExpiry(expiresAt: string, now: number): number {
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

function keysOf(ctx: RequestContext, domainName: string): ApiKeyRecord[] {
  return ctx.world.apiKeys.keys.filter((key) => key.domainName === domainName);
}

function findKey(ctx: RequestContext, domainName: string, apiKeyId: string): ApiKeyRecord {
  const key = keysOf(ctx, domainName).find((candidate) => candidate.apiKeyId === apiKeyId);
  if (!key) throw notFound(`There is no API key ${apiKeyId} in ${domainName}.`);
  return key;
}

function randomFrom(alphabet: RegExp, length: number): string {
  let out = '';
  while (out.length < length) out += [...token(48)].filter((c) => alphabet.test(c)).join('');
  return out.slice(0, length);
}

function newKeyId(ctx: RequestContext): string {
  const taken = new Set(ctx.world.apiKeys.keys.map((key) => key.apiKeyId));
  let id: string;
  do id = `key_${randomFrom(/[a-z0-9]/, 12)}`;
  while (taken.has(id));
  return id;
}

const newSecret = (): string => `dbc_${randomFrom(/[A-Za-z0-9]/, 40)}`;

// ---- authentication -------------------------------------------------------------------------------

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
        ? `The API key ${key.apiKeyId} (“${key.description}”) was deactivated on ${mailDate(key.deactivatedAt)}, when its creator ${key.createdBy} left ${key.domainName}: a key acts as its creator. Create a new key on ${key.domainName}’s API keys page.`
        : `The API key ${key.apiKeyId} (“${key.description}”) was deactivated on ${mailDate(key.deactivatedAt)}; create a new key on ${key.domainName}’s API keys page.`,
      'api-key-deactivated',
    );
  }
  if (key.expiresAt <= now) {
    throw keyProblem(
      `The API key ${key.apiKeyId} (“${key.description}”) expired on ${mailDate(key.expiresAt)}; create a new key on ${key.domainName}’s API keys page.`,
      'api-key-expired',
    );
  }
  return {
    apiKeyId: key.apiKeyId,
    domainName: key.domainName,
    createdBy: key.createdBy,
    markUsed(at) {
      key.lastUsedAt = at;
    },
  };
}

// ---- the expiry reminder ------------------------------------------------------------------------------

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** "14 May 2027" (UTC), as the mail says it. */
const mailDate = (ms: number): string => {
  const [year, month, day] = isoDate(ms).split('-').map(Number) as [number, number, number];
  return `${day} ${MONTHS[month - 1]} ${year}`;
};

/**
 * Mails each active key's creator once the fake clock reaches seven days before the key's expiry (the
 * contract's `ApiKey.expiresAt`). Runs before every call and control that reads the world.
 */
export function tickApiKeys(world: World, now: number): void {
  for (const key of world.apiKeys.keys) {
    if (key.reminder !== 'scheduled' || key.deactivatedAt !== null) continue;
    if (now < key.expiresAt - REMINDER_BEFORE_MS) continue;
    key.reminder = 'sent';
    if (key.expiresAt <= now) continue; // already expired: a reminder would come too late
    sendMail(world, now, {
      to: key.createdBy,
      subject: `Your API key “${key.description}” for ${key.domainName} expires on ${mailDate(key.expiresAt)}`,
      link: `/portal/${key.domainName}/apiKeys`,
    });
  }
}

// ---- operations -----------------------------------------------------------------------------------

export const apiKeysImplementation = {
  async getApiKeys({ response }, ctx) {
    const { tenant } = requireTenant(ctx);
    const keys = keysOf(ctx, tenant.domainName)
      .slice()
      .sort((a, b) => b.createdAt - a.createdAt)
      .map((key) => toApiKey(ctx.world, key, ctx.now));
    return response(200).json(keys);
  },

  async createApiKey({ request, response }, ctx) {
    const { tenant, membership } = requireTenant(ctx);
    const body = await request.json();
    const expiresAt = checkExpiry(body.expiresAt, ctx.now);
    const active = keysOf(ctx, tenant.domainName).filter((key) => isActive(key, ctx.now));
    if (active.length >= MAX_ACTIVE_KEYS) {
      throw unprocessable(
        `${tenant.domainName} already has ${MAX_ACTIVE_KEYS} active API keys; deactivate one first.`,
      );
    }
    // Counted per account, and a deactivated key gives nothing back: keys are not a way to more calls.
    limitAttempts(
      ctx.world,
      `api-key-creation:${tenant.domainName}`,
      KEYS_CREATED_PER_HOUR,
      HOUR_MS,
      ctx.now,
      (usage) =>
        `${tenant.domainName} has created ${KEYS_CREATED_PER_HOUR} API keys in the last hour, its limit. Try again ${retryInWords(usage.resetSeconds)}.`,
    );
    const secret = newSecret();
    const key: ApiKeyRecord = {
      apiKeyId: newKeyId(ctx),
      domainName: tenant.domainName,
      description: body.description,
      createdAt: ctx.now,
      createdBy: membership.email,
      expiresAt,
      reminder: reminderFor(expiresAt, ctx.now),
      lastUsedAt: null,
      deactivatedAt: null,
      deactivatedBy: null,
      deactivatedReason: null,
      secretHash: hash(secret),
    };
    ctx.world.apiKeys.keys.push(key);
    return response(201).json({ apiKey: toApiKey(ctx.world, key, ctx.now), secret });
  },

  async modifyApiKey({ request, response }, ctx) {
    const { tenant } = requireTenant(ctx);
    const body = await request.json();
    const key = findKey(ctx, tenant.domainName, body.apiKeyId);
    if (key.deactivatedAt !== null) {
      throw unprocessable(`The API key ${key.apiKeyId} is deactivated and can no longer be changed.`);
    }
    const expiresAt = checkExpiry(body.expiresAt, ctx.now);
    if (expiresAt !== key.expiresAt) key.reminder = reminderFor(expiresAt, ctx.now);
    key.expiresAt = expiresAt;
    key.description = body.description;
    return response(200).json(toApiKey(ctx.world, key, ctx.now));
  },

  async deactivateApiKey({ params, response }, ctx) {
    const { tenant } = requireTenant(ctx);
    const key = findKey(ctx, tenant.domainName, params.apiKeyId);
    if (key.deactivatedAt !== null) {
      throw unprocessable(`The API key ${key.apiKeyId} is already deactivated.`);
    }
    key.deactivatedAt = ctx.now;
    key.deactivatedBy = requireTenant(ctx).membership.email;
    key.deactivatedReason = 'Deactivated';
    return response(200).json(toApiKey(ctx.world, key, ctx.now));
  },
} satisfies Partial<Implementation>;
