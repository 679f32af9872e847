// Scenario `large`: megacorp's 1,000 products over every tier, provider, region and most states,
// deterministic (seeded randomness) and quick to build.
import type { CloudProvider, ProductLabel, ProductStatus, Tier } from '@dbcloud/api-client';
import { PROVIDERS, STORAGE_CLASSES, tierOffer } from '../../core/catalogue.js';
import { DAY_MS, MINUTE_MS } from '../../core/clock.js';
import { pick, type Random } from '../../core/random.js';
import { type ProductRecord, recordUsage } from './records.js';
import { seeded, terminated } from './seeded.js';
import { DURATIONS } from './transitions.js';

const SERVICES = [
  'orders',
  'billing',
  'search',
  'events',
  'metrics',
  'catalog',
  'users',
  'sessions',
  'payments',
  'ledger',
  'audit',
  'reports',
  'cache',
  'queue',
  'geo',
  'media',
];

/** megacorp's 1,000 products: every tier, provider, region and most states. */
export function megacorpProducts(now: number, random: Random): ProductRecord[] {
  const products: ProductRecord[] = [];
  for (let i = 1; i <= 1000; i += 1) {
    const tier: Tier = i === 1 ? 'Free' : random() < 0.6 ? 'Production' : 'Development';
    const provider = pick(random, PROVIDERS);
    const region = pick(random, provider.regions);
    const instance = pick(random, tierOffer(tier).instances);
    const storageType = tier === 'Free' ? STORAGE_CLASSES[0] : pick(random, STORAGE_CLASSES);
    const limits = storageType ?? STORAGE_CLASSES[0];
    const sizeGb =
      tier === 'Free' ? 5 : Math.max(limits?.minSizeGb ?? 5, 32 * (1 + Math.floor(random() * 32)));
    const service = pick(random, SERVICES);
    const subdomainName = `${service}-${String(i).padStart(4, '0')}`;
    const roll = random();
    const creating = roll < 0.03;
    const createdAt = creating
      ? now - Math.floor(random() * 9) * MINUTE_MS
      : now - Math.floor(random() * 700 * DAY_MS) - DAY_MS;
    const product = seeded(
      {
        domainName: 'megacorp',
        productId: `prd-${subdomainName}-${region.area}`,
        displayName: `${service[0]?.toUpperCase()}${service.slice(1)} ${i}`,
        subdomainName,
        tier,
        cloudProvider: provider.cloudProvider as CloudProvider,
        region: region.region,
        instanceType: instance.instanceType,
        storage: {
          type: limits?.type ?? 'standard',
          sizeGb,
          iops: limits?.defaultIops ?? 3000,
          throughput: limits?.defaultThroughput ?? 125,
        },
        releaseChannel: pick(random, ['stable', 'stable', 'stable', 'preview', 'lts'] as const),
        allowedIps: [`10.${i % 256}.0.0/16`],
      },
      createdAt,
      now,
      random,
    );
    settle(product, roll, now, random);
    products.push(product);
  }
  return products;
}

/** Puts a seeded megacorp product in a state other than running for some rolls. */
function settle(product: ProductRecord, roll: number, now: number, random: Random): void {
  const transient = (status: ProductStatus, duration: number) => {
    product.status = status;
    product.statusUntil = now + Math.ceil(random() * duration);
  };
  if (roll < 0.03) return;
  if (roll < 0.05) transient('scaling', DURATIONS.scale);
  else if (roll < 0.06) {
    transient('restarting', DURATIONS.restart);
    const node = product.nodes[0];
    if (node) Object.assign(node, { status: 'restarting', until: product.statusUntil });
  } else if (roll < 0.07) {
    transient('terminating', DURATIONS.terminate);
    product.terminatedAt = now;
    for (const node of product.nodes) Object.assign(node, { status: 'removing', until: product.statusUntil });
    recordUsage(product, now);
  } else if (roll < 0.11)
    terminated(product, product.createdAt + Math.floor(random() * (now - product.createdAt)));
  else if (roll < 0.12) product.status = 'failed';
  const labels: ProductLabel[] = [
    {
      kind: 'high-cpu',
      message: 'CPU stayed above 90% for the last hour. Consider a larger instance.',
      severity: 'warning',
    },
    {
      kind: 'version-outdated',
      message: 'A newer database version is available on this release channel.',
      severity: 'info',
    },
  ];
  if (product.status === 'running' && random() < 0.1) product.labels = [pick(random, labels)];
}
