// A new product: where it starts (the defaults every program starts from: the portal's wizard, `dbcloud
// products create`, the MCP server's products_create) and the create request (POST products/create).
import type {
  CloudProvider,
  Product,
  ProductCreateContext,
  ProductCreateRequest,
  ProductPaymentContextRequest,
  ProductReleaseChannel,
  ProductStorage,
  Tier,
} from '../generated/types.js';
import {
  count,
  type InstanceRung,
  instanceLadder,
  ladderWords,
  limitsOf,
  orderable,
  type PricedRung,
  productLadder,
  storageOptionOf,
  storageTypesOf,
  tierOptionOf,
} from './offer.js';
import { impossible, type Plan, type Planned, type PlannedCreate, planned } from './plan.js';
import { storageFor, storageProblems } from './storage.js';

/**
 * The size a new product's storage starts at, in GiB (within its type's sizes: a type whose smallest is
 * larger starts there). Storage grows in minutes but never shrinks, so a new product starts small: 32
 * GiB is the smallest premium volume (changing the type between standard and premium keeps the size) and
 * room for a first real data set, where a type's smallest (5 GiB of standard) is a volume no database
 * is sized to; the price calculator's 128 GiB prices a Production cluster, it is not what an order
 * starts from.
 */
export const DEFAULT_STORAGE_SIZE_GIB = 32;

/** What a new product may be given, in the contract's names; whatever is left out takes its default. */
export interface CreateChoices {
  readonly tier?: Tier;
  readonly cloudProvider?: CloudProvider;
  readonly region?: string;
  readonly instanceType?: string;
  readonly storage?: Partial<ProductStorage>;
  readonly releaseChannel?: ProductReleaseChannel;
  readonly allowedIps?: readonly string[];
}

/** A new product's whole configuration, but its name and subdomain. */
export type CreateDefaults = Omit<ProductCreateRequest, 'domainName' | 'name' | 'subdomainName'>;

/** Development when the account can order it, else the first tier it can order, else the first. */
function defaultTier(context: ProductCreateContext): Tier | undefined {
  const development = context.tiers.find((t) => t.tier === 'Development' && orderable(t, context));
  return (development ?? context.tiers.find((t) => orderable(t, context)) ?? context.tiers[0])?.tier;
}

/**
 * Where a new product starts, each value as chosen or else its default, each default following the
 * choices it depends on: the tier (Development when the account can order it), its smallest size; the
 * first provider, its first region; the first storage type at `DEFAULT_STORAGE_SIZE_GIB` with the type's
 * default IOPS and throughput; the account's default release channel; the caller's address alone.
 */
export function createDefaults(context: ProductCreateContext, choices: CreateChoices = {}): CreateDefaults {
  const tier = choices.tier ?? defaultTier(context) ?? 'Development';
  const cloudProvider = choices.cloudProvider ?? context.providers[0]?.cloudProvider ?? 'Aws';
  const provider = context.providers.find((option) => option.cloudProvider === cloudProvider);
  const type = choices.storage?.type ?? context.storageTypes[0]?.type ?? 'standard';
  const option = storageOptionOf(context, type);
  const start = option
    ? storageFor(option, DEFAULT_STORAGE_SIZE_GIB)
    : { type, sizeGb: DEFAULT_STORAGE_SIZE_GIB, iops: 0, throughput: 0 };
  return {
    tier,
    cloudProvider,
    region: choices.region ?? provider?.regions[0]?.region ?? '',
    instanceType: choices.instanceType ?? tierOptionOf(context, tier)?.instanceTypes[0]?.instanceType ?? '',
    storage: {
      type: start.type,
      sizeGb: choices.storage?.sizeGb ?? start.sizeGb,
      iops: choices.storage?.iops ?? start.iops,
      throughput: choices.storage?.throughput ?? start.throughput,
    },
    releaseChannel: choices.releaseChannel ?? context.defaultReleaseChannel,
    allowedIps: [...(choices.allowedIps ?? [context.defaultAllowedIp])],
  };
}

/** Why the account cannot order `config`, in words (empty when it can, as far as its offer says). */
export function offerProblems(context: ProductCreateContext, config: CreateDefaults): string[] {
  const problems: string[] = [];
  const tier = tierOptionOf(context, config.tier);
  if (!tier) problems.push(`The account is not offered the ${config.tier} tier.`);
  else if (!orderable(tier, context)) {
    problems.push(
      `The account cannot order the ${config.tier} tier now${tier.unavailableReason ? `: ${tier.unavailableReason}` : '.'}`,
    );
  } else if (tier.requiresBillingContact && !context.hasBillingContact) {
    problems.push(
      `The ${config.tier} tier needs a billing contact, and the account has none: add one in the portal's Billing first.`,
    );
  }
  const sizes = tier?.instanceTypes.map((size) => size.instanceType) ?? [];
  if (tier && !sizes.includes(config.instanceType)) {
    problems.push(
      sizes.length > 0
        ? `${config.instanceType} is not a size of the ${config.tier} tier: its sizes are ${sizes.join(', ')} (the ladder: ${ladderWords(context)}).`
        : `The ${config.tier} tier offers no instance size now.`,
    );
  }
  const provider = context.providers.find((option) => option.cloudProvider === config.cloudProvider);
  if (!provider) problems.push(`The account is not offered ${config.cloudProvider}.`);
  else if (!provider.regions.some((option) => option.region === config.region)) {
    problems.push(
      `${config.region} is not a region of ${config.cloudProvider}: its regions are ${provider.regions.map((r) => r.region).join(', ')}.`,
    );
  }
  const option = storageOptionOf(context, config.storage.type);
  if (!option) {
    const offered = storageTypesOf(context);
    problems.push(
      offered.length === 0
        ? 'The account is offered no storage type now.'
        : `The account is not offered ${config.storage.type} storage: its storage types are ${offered.join(', ')}.`,
    );
  } else {
    problems.push(...storageProblems(config.storage, limitsOf(option)));
  }
  if (config.allowedIps.length === 0) problems.push('Allow at least one address range to connect.');
  return problems;
}

/** What a new product needs besides its configuration, in the contract's names. */
export interface NewProduct extends CreateChoices {
  readonly name: string;
  readonly subdomainName: string;
}

/** The create request of a new product in account `domainName`: its choices, the rest as defaults. */
export function createRequestOf(
  context: ProductCreateContext,
  domainName: string,
  product: NewProduct,
): ProductCreateRequest {
  const { name, subdomainName, ...choices } = product;
  const defaults = createDefaults(context, choices);
  return {
    tier: defaults.tier,
    domainName,
    subdomainName,
    name,
    cloudProvider: defaults.cloudProvider,
    region: defaults.region,
    instanceType: defaults.instanceType,
    storage: { ...defaults.storage, throughput: Math.floor(defaults.storage.throughput) },
    releaseChannel: defaults.releaseChannel,
    allowedIps: defaults.allowedIps,
  };
}

/**
 * The plan of a new product (POST products/create) and what prices it: refused in words when the account
 * is not offered what it asks (a tier it cannot order, a size of another tier, a region of another
 * provider, storage outside its type's limits).
 */
export function planCreate(
  context: ProductCreateContext,
  domainName: string,
  product: NewProduct,
): Planned<Plan<PlannedCreate>> {
  const request = createRequestOf(context, domainName, product);
  const problems = offerProblems(context, request);
  if (problems.length > 0) return impossible(...problems);
  const defaulted = (
    [
      ['tier', product.tier],
      ['cloudProvider', product.cloudProvider],
      ['region', product.region],
      ['instanceType', product.instanceType],
      ['storage.type', product.storage?.type],
      ['storage.sizeGb', product.storage?.sizeGb],
      ['storage.iops', product.storage?.iops],
      ['storage.throughput', product.storage?.throughput],
      ['releaseChannel', product.releaseChannel],
      ['allowedIps', product.allowedIps],
    ] as const
  )
    .filter(([, given]) => given === undefined)
    .map(([field]) => field);
  const { storage } = request;
  return planned({
    action: 'create a product',
    requests: [{ operationId: 'createProduct', path: {}, body: request }],
    priceRequest: createPriceRequest(request),
    notes: [
      `${request.tier} ${request.instanceType} on ${request.cloudProvider} ${request.region}, ${storage.type} storage of ${count(storage.sizeGb)} GiB, ${count(storage.iops)} IOPS, ${count(storage.throughput)} MB/s per node.`,
      ...(defaulted.length > 0 ? [`Defaults from the account's offer: ${defaulted.join(', ')}.`] : []),
    ],
  });
}

/** What prices a new product of `config` (POST products/payment-context, without a productId). */
export const createPriceRequest = ({
  tier,
  cloudProvider,
  region,
  instanceType,
  storage,
}: CreateDefaults): ProductPaymentContextRequest => ({
  tier,
  cloudProvider,
  region,
  instanceType,
  storage: { ...storage, throughput: Math.floor(storage.throughput) },
});

/**
 * The instance ladder a new product can start on (Free only while the account has no free product),
 * each size with the request that prices a new product of its tier at that size (the rest as
 * `createDefaults` starts it, or as `choices` say).
 */
export function newProductLadder(
  context: ProductCreateContext,
  choices: Omit<CreateChoices, 'tier' | 'instanceType'> = {},
): (InstanceRung & { readonly priceRequest: ProductPaymentContextRequest })[] {
  const startable = (rung: InstanceRung) => rung.tier !== 'Free' || context.freeProductsLeft > 0;
  return instanceLadder(context)
    .filter(startable)
    .map((rung) => ({
      ...rung,
      priceRequest: createPriceRequest(
        createDefaults(context, { ...choices, tier: rung.tier, instanceType: rung.instanceType }),
      ),
    }));
}

/**
 * The sizes an account is offered, smallest first, tier by tier, each with the request that prices it:
 * for a new product, those it can start on (Free only while the account has a free product left); given
 * a product, those it can move to (every tier but Free, never from Free). What `dbcloud products sizes`,
 * the MCP server's catalogue and the portal's size pickers list (`offeredSizes` in the main entry prices
 * them).
 */
export function offeredRungs(context: ProductCreateContext, product?: Product): PricedRung[] {
  if (product) return productLadder(product, context, { allTiers: true });
  return newProductLadder(context).map((rung) => ({ ...rung, current: false }));
}
