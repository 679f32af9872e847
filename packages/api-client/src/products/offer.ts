// What an account is offered (its create context, GET products/create/context): the tiers it may order,
// the instance ladder (each tier's sizes, smallest first) and each storage type's limits. The limits are
// the contract's bounds (generated from it) narrowed by the type's own.
import { type Bounds, PRODUCT_STORAGE_BOUNDS } from '../generated/bounds.js';
import type {
  Product,
  ProductCreateContext,
  ProductPaymentContextRequest,
  ProductStorageTypeOption,
  ProductTierOption,
  Tier,
} from '../generated/types.js';

/** The contract's bounds of a product's storage (per node): size in GiB, IOPS, throughput in MB/s. */
export const STORAGE_BOUNDS = PRODUCT_STORAGE_BOUNDS;

/** A storage type's limits: the lowest and highest size (GiB), IOPS and throughput (MB/s). */
export interface StorageLimits {
  readonly sizeGb: Bounds;
  readonly iops: Bounds;
  readonly throughput: Bounds;
}

/** The unit of each storage amount, as the contract counts it. */
export const STORAGE_UNITS = { sizeGb: 'GiB', iops: 'IOPS', throughput: 'MB/s' } as const;

/** A whole number in words, with group separators: `16,384`. */
export const count = (value: number): string => value.toLocaleString('en-US');

/** The storage types the account is offered, in its order. */
export const storageTypesOf = (context: ProductCreateContext) => context.storageTypes.map((o) => o.type);

/** The account's option for a storage type; undefined for a type it is not offered. */
export const storageOptionOf = (
  context: ProductCreateContext,
  type: string,
): ProductStorageTypeOption | undefined => context.storageTypes.find((option) => option.type === type);

/** A storage type option's limits. */
export const limitsOf = (option: ProductStorageTypeOption): StorageLimits => ({
  sizeGb: { min: option.minSizeGb, max: option.maxSizeGb },
  iops: { min: option.minIops, max: option.maxIops },
  throughput: { min: option.minThroughput, max: option.maxThroughput },
});

/** A storage type's limits in the account's offer; undefined for a type it is not offered. */
export function storageLimitsOf(context: ProductCreateContext, type: string): StorageLimits | undefined {
  const option = storageOptionOf(context, type);
  return option && limitsOf(option);
}

/**
 * A paid tier the account cannot order only because it has no billing contact yet still counts: the
 * portal's wizard asks for the contact on the way, and the other programs say it is missing.
 */
export const orderable = (tier: ProductTierOption, context: ProductCreateContext): boolean =>
  tier.available || (tier.requiresBillingContact && !context.hasBillingContact && tier.tier !== 'Free');

/** The account's option for a tier. */
export const tierOptionOf = (context: ProductCreateContext, tier: string): ProductTierOption | undefined =>
  context.tiers.find((option) => option.tier === tier);

/** One rung of the instance ladder: a size, its tier, and what it has. */
export interface InstanceRung {
  readonly tier: Tier;
  readonly instanceType: string;
  readonly vCpus: number;
  readonly memoryGb: number;
}

/** The instance ladder: every tier's sizes (of `tier` alone when given), smallest first, tier by tier. */
export function instanceLadder(context: ProductCreateContext, tier?: Tier): InstanceRung[] {
  return context.tiers
    .filter((option) => tier === undefined || option.tier === tier)
    .flatMap((option) =>
      option.instanceTypes.map(({ instanceType, vCpus, memoryGb }) => ({
        tier: option.tier,
        instanceType,
        vCpus,
        memoryGb,
      })),
    );
}

/** The tiers that offer a size, in the ladder's order. */
export const tiersOffering = (context: ProductCreateContext, instanceType: string): Tier[] =>
  instanceLadder(context)
    .filter((rung) => rung.instanceType === instanceType)
    .map((rung) => rung.tier);

/** The ladder in words: each tier's sizes, then the tier, tier by tier (`…, … (Development); …`). */
export function ladderWords(context: ProductCreateContext): string {
  return context.tiers
    .filter((option) => option.instanceTypes.length > 0)
    .map((option) => `${option.instanceTypes.map((size) => size.instanceType).join(', ')} (${option.tier})`)
    .join('; ');
}

/** A product's configuration as the price preview takes it, changed by `change`. */
export function configurationOf(
  product: Product,
  change: Partial<Pick<ProductPaymentContextRequest, 'tier' | 'instanceType' | 'storage'>> = {},
): ProductPaymentContextRequest {
  return {
    productId: product.productId,
    tier: change.tier ?? product.tier,
    cloudProvider: product.cloudProvider,
    region: product.region,
    instanceType: change.instanceType ?? product.instanceType,
    storage: change.storage ?? product.storage,
  };
}

/** How many additional nodes (D, E, F) a product has. */
export const additionalNodesOf = (product: Product): number =>
  product.nodes.filter((node) => node.isAdditional).length;

/**
 * POST products/payment-context for the product with one more additional node (`+1`, what adding a node
 * costs) or one fewer (`-1`, what removing one saves; never below none).
 */
export const nodeChangePriceRequest = (product: Product, change: 1 | -1): ProductPaymentContextRequest => ({
  ...configurationOf(product),
  additionalNodes: Math.max(0, additionalNodesOf(product) + change),
});

/** A rung of a product's ladder with the request that prices the product at that size. */
export interface PricedRung extends InstanceRung {
  /** The product's own size. */
  readonly current: boolean;
  /** POST products/payment-context for the product at this size (its tier's, with a tier change). */
  readonly priceRequest: ProductPaymentContextRequest;
}

/**
 * The sizes a product can move to within its tier, or on the whole ladder with `allTiers` (never to or
 * from Free, which no change can reach, nor to a tier that allows fewer additional nodes than the
 * product has: they are removed first), each with the request that prices it.
 */
export function productLadder(
  product: Product,
  context: ProductCreateContext,
  { allTiers = false }: { allTiers?: boolean } = {},
): PricedRung[] {
  const additional = additionalNodesOf(product);
  const holdsNodes = (tier: Tier) => (tierOptionOf(context, tier)?.maxAdditionalNodes ?? 0) >= additional;
  const reachable = (tier: Tier) =>
    tier === product.tier || (allTiers && tier !== 'Free' && product.tier !== 'Free' && holdsNodes(tier));
  return instanceLadder(context)
    .filter((rung) => reachable(rung.tier))
    .map((rung) => ({
      ...rung,
      current: rung.tier === product.tier && rung.instanceType === product.instanceType,
      priceRequest: configurationOf(product, { tier: rung.tier, instanceType: rung.instanceType }),
    }));
}
