// API keys: the seeded keys. The acme ones are the contract's examples, and their secrets are known
// (`DEMO_API_KEY_SECRETS`) so that a demo or a test can call the API with a key without creating one.
import type { Role } from '@dbcloud/api-client';
import { DAY_MS, HOUR_MS } from '../../core/clock.js';
import { hash, seededRandom } from '../../core/ids.js';
import { randomChars } from '../../core/random.js';
import type { Scenario, World } from '../../core/world.js';
import { type ApiKeyRecord, type ApiKeysState, reminderFor } from './state.js';

interface SeedKey {
  apiKeyId: string;
  domainName: string;
  description: string;
  createdBy: string;
  createdDaysAgo: number;
  expiresInDays: number;
  lastUsedDaysAgo: number | null;
  deactivatedDaysAgo?: number;
  /** The roles it was given (none in particular when absent) and whether it may only read. */
  roles?: Role[];
  readOnly?: boolean;
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
  key_6e0a2c4b8d3f: 'dbc_DemoAcmeHealthAuditReaderKey000000000006',
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
    roles: ['Billing'],
    readOnly: true,
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
    // Least privilege: reads products and billing, changes nothing.
    apiKeyId: 'key_6e0a2c4b8d3f',
    domainName: 'acme-health',
    createdBy: 'owner@demo.dbcloud.dev',
    description: 'Audit reader',
    createdDaysAgo: 20,
    expiresInDays: 200,
    lastUsedDaysAgo: 3,
    roles: ['Products', 'Billing'],
    readOnly: true,
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
    roles: seed.roles ? [...seed.roles] : null,
    readOnly: seed.readOnly ?? false,
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
  return Array.from({ length: 40 }, (_, i) => {
    const createdAt = now - Math.floor(random() * 360) * DAY_MS - i * HOUR_MS;
    const expiresAt = createdAt + Math.floor(30 + random() * 335) * DAY_MS;
    return {
      apiKeyId: `key_${randomChars(random, 12)}`,
      domainName: 'megacorp',
      description: `Service ${i + 1}`,
      createdAt,
      createdBy: 'owner@demo.dbcloud.dev',
      expiresAt,
      roles: i % 5 === 1 ? ['Products', 'Backups'] : null,
      readOnly: i % 5 === 1,
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
