// The price list and what can be ordered, shared by the pricing, products and observability areas: one
// catalogue that `GET /pricing`, the pricing calculator, the product wizard (`products/create/context`)
// and product price previews all read, so a product costs the same wherever it is priced. A month counts
// 730 hours.
//
// Products and the public calculator name instance and storage types differently (the contract's
// examples do): a product's instance `P30` is the price list's `PR30`, and a product's storage class
// (`standard`, `premium`, `ultra`) is, per provider, one of the provider's storage types (`gp3`, ...).
import type { CloudProvider, PricingPeriod, ProductStorageType, Tier } from '@dbcloud/api-client';

export const HOURS_PER_MONTH = 730;
export const CURRENCY = 'USD' as const;
export const DATA_TRANSFER_GB_RATE_MILLICENTS = 9000;

export interface InstanceOffer {
  /** The name products use (`P30`). */
  instanceType: string;
  /** The name the price list uses (`PR30`). */
  priceName: string;
  vCpus: number;
  memoryGb: number;
  /** One node for one hour. */
  hourlyRateMillicents: number;
}

export interface TierOffer {
  tier: Tier;
  description: string;
  nodeCount: number;
  maxAdditionalNodes: number;
  /** Smallest first. */
  instances: InstanceOffer[];
}

const instance = (
  instanceType: string,
  priceName: string,
  vCpus: number,
  memoryGb: number,
  rate: number,
) => ({
  instanceType,
  priceName,
  vCpus,
  memoryGb,
  hourlyRateMillicents: rate,
});

export const TIERS: TierOffer[] = [
  {
    tier: 'Free',
    description: 'One small node to try DBCloud. No SLA.',
    nodeCount: 1,
    maxAdditionalNodes: 0,
    instances: [instance('F1', 'FR1', 1, 1, 0)],
  },
  {
    tier: 'Development',
    description: 'One node for development and testing.',
    nodeCount: 1,
    maxAdditionalNodes: 0,
    instances: [instance('D10', 'DV10', 2, 4, 9000), instance('D20', 'DV20', 2, 8, 16000)],
  },
  {
    tier: 'Production',
    description: 'Three-node cluster with high availability and an SLA.',
    nodeCount: 3,
    maxAdditionalNodes: 3,
    instances: [
      instance('P20', 'PR20', 2, 8, 24000),
      instance('P30', 'PR30', 4, 16, 41500),
      instance('P40', 'PR40', 8, 32, 83000),
      instance('P50', 'PR50', 16, 64, 166000),
    ],
  },
];

export type RegionArea = 'eu' | 'us' | 'ap';

export interface RegionOffer {
  region: string;
  displayName: string;
  area: RegionArea;
}

export interface ProviderOffer {
  cloudProvider: CloudProvider;
  displayName: string;
  regions: RegionOffer[];
}

export const PROVIDERS: ProviderOffer[] = [
  {
    cloudProvider: 'Aws',
    displayName: 'Amazon Web Services',
    regions: [
      { region: 'eu-west-1', displayName: 'Europe (Ireland)', area: 'eu' },
      { region: 'eu-central-1', displayName: 'Europe (Frankfurt)', area: 'eu' },
      { region: 'us-east-1', displayName: 'US East (N. Virginia)', area: 'us' },
      { region: 'ap-southeast-2', displayName: 'Asia Pacific (Sydney)', area: 'ap' },
    ],
  },
  {
    cloudProvider: 'Azure',
    displayName: 'Microsoft Azure',
    regions: [
      { region: 'westeurope', displayName: 'West Europe (Netherlands)', area: 'eu' },
      { region: 'eastus', displayName: 'East US (Virginia)', area: 'us' },
      { region: 'southeastasia', displayName: 'Southeast Asia (Singapore)', area: 'ap' },
    ],
  },
  {
    cloudProvider: 'Gcp',
    displayName: 'Google Cloud',
    regions: [
      { region: 'europe-west1', displayName: 'Europe West (Belgium)', area: 'eu' },
      { region: 'us-central1', displayName: 'US Central (Iowa)', area: 'us' },
      { region: 'asia-southeast1', displayName: 'Asia Southeast (Singapore)', area: 'ap' },
    ],
  },
];

/** The limits of a storage class (the same on every provider). Throughput in MB/s. */
export interface StorageClass {
  type: ProductStorageType;
  minSizeGb: number;
  maxSizeGb: number;
  minIops: number;
  maxIops: number;
  defaultIops: number;
  /** IOPS included in the per-GB price. */
  includedIops: number;
  minThroughput: number;
  maxThroughput: number;
  defaultThroughput: number;
  includedThroughput: number;
}

export const STORAGE_CLASSES: StorageClass[] = [
  {
    type: 'standard',
    minSizeGb: 5,
    maxSizeGb: 16384,
    minIops: 3000,
    maxIops: 16000,
    defaultIops: 3000,
    includedIops: 3000,
    minThroughput: 125,
    maxThroughput: 1000,
    defaultThroughput: 125,
    includedThroughput: 125,
  },
  {
    type: 'premium',
    minSizeGb: 32,
    maxSizeGb: 16384,
    minIops: 3000,
    maxIops: 64000,
    defaultIops: 6000,
    includedIops: 3000,
    minThroughput: 125,
    maxThroughput: 1200,
    defaultThroughput: 250,
    includedThroughput: 125,
  },
  {
    type: 'ultra',
    minSizeGb: 64,
    maxSizeGb: 16384,
    minIops: 10000,
    maxIops: 256000,
    defaultIops: 20000,
    includedIops: 10000,
    minThroughput: 500,
    maxThroughput: 4000,
    defaultThroughput: 1000,
    includedThroughput: 500,
  },
];

/** A provider's storage type: a storage class at the provider's rates (per node and month). */
export interface StorageOffer {
  name: string;
  provider: CloudProvider;
  displayName: string;
  storageClass: ProductStorageType;
  gbMonthRateMillicents: number;
  iopsMonthRateMillicents: number;
  throughputMonthRateMillicents: number;
}

const storage = (
  provider: CloudProvider,
  storageClass: ProductStorageType,
  name: string,
  displayName: string,
  [gb, iops, throughput]: [number, number, number],
): StorageOffer => ({
  name,
  provider,
  displayName,
  storageClass,
  gbMonthRateMillicents: gb,
  iopsMonthRateMillicents: iops,
  throughputMonthRateMillicents: throughput,
});

export const STORAGE_OFFERS: StorageOffer[] = [
  storage('Aws', 'standard', 'gp3', 'General purpose SSD (gp3)', [8000, 500, 4000]),
  storage('Aws', 'premium', 'io2', 'Provisioned IOPS SSD (io2)', [12500, 650, 5000]),
  storage('Aws', 'ultra', 'io2-block-express', 'io2 Block Express', [16000, 800, 6000]),
  storage('Azure', 'standard', 'standard-ssd', 'Standard SSD', [7500, 500, 4000]),
  storage('Azure', 'premium', 'premium-ssd-v2', 'Premium SSD v2', [12000, 520, 4100]),
  storage('Azure', 'ultra', 'ultra-disk', 'Ultra Disk', [15000, 700, 5500]),
  storage('Gcp', 'standard', 'pd-balanced', 'Balanced persistent disk', [10000, 500, 4000]),
  storage('Gcp', 'premium', 'pd-ssd', 'SSD persistent disk', [17000, 600, 4800]),
  storage('Gcp', 'ultra', 'hyperdisk-extreme', 'Hyperdisk Extreme', [12500, 650, 5000]),
];

export interface PaymentPeriodOffer {
  period: PricingPeriod;
  discountPercent: number;
  description: string;
  /** How the discount reads on a price ("Monthly commitment"). */
  label: string;
}

export const PAYMENT_PERIODS: PaymentPeriodOffer[] = [
  {
    period: 'hourly',
    discountPercent: 0,
    description: 'Pay as you go, billed monthly for the hours used.',
    label: 'Pay as you go',
  },
  {
    period: 'monthly',
    discountPercent: 5,
    description: 'Billed monthly, one-month commitment.',
    label: 'Monthly commitment',
  },
  {
    period: 'yearly',
    discountPercent: 20,
    description: 'Billed monthly, one-year commitment.',
    label: 'Yearly commitment',
  },
];

export const tierOffer = (tier: Tier): TierOffer => TIERS.find((t) => t.tier === tier) as TierOffer;
export const providerOffer = (provider: CloudProvider): ProviderOffer =>
  PROVIDERS.find((p) => p.cloudProvider === provider) as ProviderOffer;
export const storageClass = (type: ProductStorageType): StorageClass =>
  STORAGE_CLASSES.find((s) => s.type === type) as StorageClass;

export const regionOffer = (provider: CloudProvider, region: string): RegionOffer | undefined =>
  providerOffer(provider).regions.find((r) => r.region === region);

/** A tier's instance by its product name (`P30`). */
export const productInstance = (tier: Tier, instanceType: string): InstanceOffer | undefined =>
  tierOffer(tier).instances.find((i) => i.instanceType === instanceType);

/** A tier's instance by its price-list name (`PR30`). */
export const pricedInstance = (tier: Tier, priceName: string): InstanceOffer | undefined =>
  tierOffer(tier).instances.find((i) => i.priceName === priceName);

/** The provider's storage type for a product storage class. */
export const storageOfferFor = (provider: CloudProvider, type: ProductStorageType): StorageOffer =>
  STORAGE_OFFERS.find((s) => s.provider === provider && s.storageClass === type) as StorageOffer;

export const storageOfferNamed = (provider: CloudProvider, name: string): StorageOffer | undefined =>
  STORAGE_OFFERS.find((s) => s.provider === provider && s.name === name);

export const paymentPeriod = (period: PricingPeriod): PaymentPeriodOffer =>
  PAYMENT_PERIODS.find((p) => p.period === period) as PaymentPeriodOffer;
