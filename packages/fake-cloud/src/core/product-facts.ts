// What billing, payment info and backups read of the products area: a few facts per product, read defensively from
// `world.products` so these areas do not depend on how that slice is shaped. `null` means the slice
// holds no product records at all (then the seeded catalogues stand alone).
import type { CloudProvider, ProductStatus, Tier } from '@dbcloud/api-client';
import { CLOUD_PROVIDERS, PRODUCT_STATUSES, TIERS } from '@dbcloud/api-client/enums';
import type { CoreWorld } from './world.js';

export interface ProductFacts {
  productId: string;
  domainName: string | null;
  displayName: string;
  tier: Tier;
  status: ProductStatus;
  cloudProvider: CloudProvider | null;
  instanceType: string | null;
  nodeCount: number | null;
  storageGbPerNode: number | null;
  createdAt: number | null;
  /** When termination was accepted, when the products area records it. */
  terminatedAt: number | null;
  /** What the product was billed as, stretch by stretch (when the products area records it). */
  usage: UsageFacts[] | null;
}

export interface UsageFacts {
  from: number;
  to: number | null;
  tier: Tier;
  cloudProvider: CloudProvider | null;
  instanceType: string | null;
  nodeCount: number;
  storageGbPerNode: number | null;
}

type Loose = Record<string, unknown>;

const isObject = (value: unknown): value is Loose => typeof value === 'object' && value !== null;
const stringOf = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const oneOf = <T extends string>(value: unknown, options: readonly T[]): T | null =>
  options.find((option) => option === value) ?? null;

function entriesOf(value: unknown): unknown[] {
  if (value instanceof Map) return [...value.values()];
  if (Array.isArray(value)) return value;
  return [];
}

function timeOf(value: unknown): number | null {
  if (typeof value === 'number') return value;
  const parsed = typeof value === 'string' ? Date.parse(value) : Number.NaN;
  return Number.isNaN(parsed) ? null : parsed;
}

function usageOf(value: unknown): UsageFacts[] | null {
  if (!Array.isArray(value)) return null;
  const segments: UsageFacts[] = [];
  for (const row of value) {
    if (!isObject(row)) continue;
    const from = timeOf(row.from);
    const tier = oneOf(row.tier, TIERS);
    if (from === null || !tier || typeof row.nodeCount !== 'number') continue;
    const storage = isObject(row.storage) ? row.storage : {};
    segments.push({
      from,
      to: timeOf(row.to),
      tier,
      cloudProvider: oneOf(row.cloudProvider, CLOUD_PROVIDERS),
      instanceType: stringOf(row.instanceType),
      nodeCount: row.nodeCount,
      storageGbPerNode: typeof storage.sizeGb === 'number' ? storage.sizeGb : null,
    });
  }
  return segments;
}

function factsOf(row: Loose, domainName: string | null): ProductFacts | null {
  const record = isObject(row.product) ? { ...row, ...row.product } : row;
  const productId = stringOf(record.productId);
  const tier = oneOf(record.tier, TIERS);
  if (!productId || !tier) return null;
  const storage = isObject(record.storage) ? record.storage : {};
  const nodes = Array.isArray(record.nodes) ? record.nodes : null;
  return {
    productId,
    domainName: stringOf(record.domainName) ?? domainName,
    displayName: stringOf(record.displayName) ?? productId,
    tier,
    status: oneOf(record.status, PRODUCT_STATUSES) ?? 'running',
    cloudProvider: oneOf(record.cloudProvider, CLOUD_PROVIDERS),
    instanceType: stringOf(record.instanceType),
    nodeCount: nodes ? nodes.length : null,
    storageGbPerNode: typeof storage.sizeGb === 'number' ? storage.sizeGb : null,
    createdAt: timeOf(record.createdAt),
    terminatedAt: timeOf(record.terminatedAt),
    usage: usageOf(record.usage),
  };
}

/** Every product record the slice holds: in a collection, or in collections keyed by account. */
function allProducts(state: unknown): ProductFacts[] {
  const found: ProductFacts[] = [];
  const visit = (value: unknown, domainName: string | null, depth: number) => {
    if (depth > 3) return;
    if (value instanceof Map) {
      for (const [key, inner] of value) visit(inner, typeof key === 'string' ? key : domainName, depth + 1);
      return;
    }
    if (Array.isArray(value)) {
      for (const inner of value) visit(inner, domainName, depth + 1);
      return;
    }
    if (!isObject(value)) return;
    const facts = factsOf(value, domainName);
    if (facts) {
      found.push(facts);
      return;
    }
    for (const inner of Object.values(value))
      if (entriesOf(inner).length > 0) visit(inner, domainName, depth + 1);
  };
  visit(state, null, 0);
  return found;
}

/** The account's products as the products area holds them, or null when that area holds none at all. */
export function liveProducts(world: CoreWorld, domainName: string): ProductFacts[] | null {
  // The products slice is the products area's (core does not know its type): read it as unknown.
  const all = allProducts((world as CoreWorld & { products?: unknown }).products);
  if (all.length === 0) return null;
  const seen = new Set<string>();
  return all.filter((product) => {
    if (product.domainName !== domainName || seen.has(product.productId)) return false;
    seen.add(product.productId);
    return true;
  });
}
