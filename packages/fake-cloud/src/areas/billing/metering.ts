// Metering: products are metered as the products area shows them, by status and size, or by the usage
// it recorded; billing keeps its own backup and transfer figures.
import type { ProductStatus } from '@dbcloud/api-client';
import { liveProducts, type ProductFacts, type UsageFacts } from '../../core/product-facts.js';
import type { World } from '../../core/world.js';
import type { MeterRecord } from './prices.js';
import type { BillingAccount } from './state.js';

const DEFAULT_NODES = { Free: 1, Development: 1, Production: 3 } as const;
const DEFAULT_STORAGE_GB = { Free: 10, Development: 50, Production: 128 } as const;
const DEFAULT_TRANSFER_GB = { Free: 0, Development: 40, Production: 300 } as const;
const DEFAULT_INSTANCE = { Free: 'F1', Development: 'D10', Production: 'P30' } as const;

type MeterConfig = Pick<
  MeterRecord,
  'displayName' | 'tier' | 'cloudProvider' | 'instanceType' | 'nodeCount' | 'storageGbPerNode'
>;

/** How a product is billed, from what the products area says of it. */
export function configOf(product: ProductFacts): MeterConfig {
  return {
    displayName: product.displayName,
    tier: product.tier,
    cloudProvider: product.cloudProvider ?? 'Aws',
    instanceType: product.instanceType ?? DEFAULT_INSTANCE[product.tier],
    nodeCount: product.nodeCount ?? DEFAULT_NODES[product.tier],
    storageGbPerNode: product.storageGbPerNode ?? DEFAULT_STORAGE_GB[product.tier],
  };
}

/** A meter for a product billing has not seen before. */
export function meterFor(product: ProductFacts, from: number): MeterRecord {
  const config = configOf(product);
  return {
    productId: product.productId,
    ...config,
    backupGb: Math.round(config.nodeCount * config.storageGbPerNode * 0.5),
    transferGbPerMonth: DEFAULT_TRANSFER_GB[product.tier],
    from,
    until: null,
  };
}

const sameConfig = (meter: MeterRecord, config: MeterConfig) =>
  meter.tier === config.tier &&
  meter.cloudProvider === config.cloudProvider &&
  meter.instanceType === config.instanceType &&
  meter.nodeCount === config.nodeCount &&
  meter.storageGbPerNode === config.storageGbPerNode;

const BILLABLE: ReadonlySet<ProductStatus> = new Set(['running', 'scaling', 'restarting', 'terminating']);

/** The product's recorded usage stretches as meters (keeping billing's own backup and transfer figures). */
function metersFromUsage(product: ProductFacts, usage: UsageFacts[], like: MeterRecord): MeterRecord[] {
  return usage
    .filter((segment) => segment.nodeCount > 0 && (segment.to === null || segment.to > segment.from))
    .map((segment) => ({
      ...like,
      displayName: product.displayName,
      tier: segment.tier,
      cloudProvider: segment.cloudProvider ?? like.cloudProvider,
      instanceType: segment.instanceType ?? like.instanceType,
      nodeCount: segment.nodeCount,
      storageGbPerNode: segment.storageGbPerNode ?? like.storageGbPerNode,
      from: segment.from,
      until: segment.to,
    }));
}

/** A product's meters, following it by its status and size now (for products without recorded usage). */
function followByStatus(meters: MeterRecord[], product: ProductFacts, now: number): MeterRecord[] {
  const open = meters.find((meter) => meter.until === null);
  if (!BILLABLE.has(product.status)) {
    if (open) open.until = now;
    return meters;
  }
  if (open) {
    const config = configOf(product);
    open.displayName = config.displayName;
    if (sameConfig(open, config)) return meters;
    open.until = now;
    return [...meters, { ...open, ...config, from: now, until: null }];
  }
  if (meters.length > 0) return meters;
  return [meterFor(product, Math.min(product.createdAt ?? now, now))];
}

/**
 * Follows the products area: a product's meters are its recorded usage stretches (or, without them,
 * its status and size now); products that disappeared stop being metered.
 */
export function syncMeters(world: World, account: BillingAccount, now: number): void {
  const live = liveProducts(world, account.domainName);
  if (!live) return;
  const byProduct = new Map<string, MeterRecord[]>();
  for (const meter of account.meters) {
    const list = byProduct.get(meter.productId);
    if (list) list.push(meter);
    else byProduct.set(meter.productId, [meter]);
  }
  const meters: MeterRecord[] = [];
  for (const product of live) {
    const known = byProduct.get(product.productId) ?? [];
    byProduct.delete(product.productId);
    const like = known[0] ?? meterFor(product, now);
    meters.push(
      ...(product.usage && product.usage.length > 0
        ? metersFromUsage(product, product.usage, like)
        : followByStatus(known, product, now)),
    );
  }
  for (const gone of byProduct.values()) {
    for (const meter of gone) if (meter.until === null) meter.until = now;
    meters.push(...gone);
  }
  account.meters = meters;
}
