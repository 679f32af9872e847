// The products of the demo world (dates relative to the reset, randomness seeded): acme's products
// over every tier, provider and a few states; one product each for acme-health, globex and contoso;
// and in scenario `large`, megacorp's 1,000 products (./seed-large.ts). acme's are in ./seed-acme.ts.
import { DAY_MS } from '../../core/clock.js';
import { seededRandom } from '../../core/ids.js';
import type { Random } from '../../core/random.js';
import type { Scenario, World } from '../../core/world.js';
import type { AuditRecord, ProductRecord, ProductsState } from './records.js';
import { acmeProducts } from './seed-acme.js';
import { megacorpProducts } from './seed-large.js';
import { premium, type SeedRow, seedTable, standard } from './seeded.js';

const OTHER_ACCOUNTS = {
  patients: {
    domainName: 'acme-health',
    displayName: 'Patient records',
    subdomainName: 'patients',
    tier: 'Production',
    cloudProvider: 'Aws',
    region: 'us-east-1',
    instanceType: 'P40',
    storage: premium(1024, 12000, 500),
    releaseChannel: 'lts',
    allowedIps: ['10.20.0.0/16'],
    age: 240 * DAY_MS,
  },
  catalog: {
    domainName: 'globex',
    displayName: 'Catalog',
    subdomainName: 'catalog',
    tier: 'Development',
    cloudProvider: 'Gcp',
    region: 'europe-west1',
    instanceType: 'D10',
    storage: standard(20),
    releaseChannel: 'stable',
    allowedIps: ['192.0.2.0/24'],
    age: 280 * DAY_MS,
  },
  crm: {
    domainName: 'contoso',
    displayName: 'CRM',
    subdomainName: 'crm',
    tier: 'Production',
    cloudProvider: 'Azure',
    region: 'eastus',
    instanceType: 'P20',
    storage: premium(128, 3000, 125),
    releaseChannel: 'stable',
    allowedIps: ['198.51.100.0/24'],
    age: 85 * DAY_MS,
  },
} satisfies Record<string, SeedRow>;

function otherAccountsProducts(now: number, random: Random): ProductRecord[] {
  const products = seedTable(OTHER_ACCOUNTS, now, random);
  const { patients } = products;
  patients.monitoringIps = ['10.20.5.0/24'];
  patients.features['open-telemetry'] = {
    enabled: true,
    config: {
      endpoint: 'https://otel.acme-health.example:4317',
      protocol: 'grpc',
      headers: { authorization: 'Bearer 5d1e0c7a9b2f' },
    },
  };
  return Object.values(products);
}

export function seedProducts(world: World, scenario: Scenario): ProductsState {
  const now = world.seededAt;
  const random = seededRandom(20261120);
  const audit: AuditRecord[] = [];
  const products = [...acmeProducts(now, random, audit), ...otherAccountsProducts(now, random)];
  if (scenario === 'large') products.push(...megacorpProducts(now, seededRandom(1000)));
  // nextDueAt 0: the first tick works out when the seed's pending transitions are due.
  return { products, audit, nextDueAt: 0 };
}
