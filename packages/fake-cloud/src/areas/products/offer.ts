// What the catalogue offers a product (tiers, instance types, regions, storage limits), checked as
// `products/create`, `payment-context`, `change-volume` and `change-product` need, and a product's price.
import type { CloudProvider, ProductStorage, Tier } from '@dbcloud/api-client';
import {
  productInstance,
  regionOffer,
  storageClass,
  storageOfferFor,
  tierOffer,
} from '../../core/catalogue.js';
import type { FieldErrors } from '../../core/contract.js';
import { unprocessable } from '../../core/problem.js';
import type { AccountDiscount } from '../billing/index.js';
import { type PricedConfiguration, quote } from '../pricing/index.js';
import { billedNodeCount, type ProductRecord } from './records.js';

function rule(field: string, message: string): never {
  throw unprocessable(message, { [field]: [message] } satisfies FieldErrors);
}

export function checkInstanceType(tier: Tier, instanceType: string, field = 'instanceType'): void {
  if (!productInstance(tier, instanceType)) {
    const offered = tierOffer(tier)
      .instances.map((i) => i.instanceType)
      .join(', ');
    rule(field, `${instanceType} is not offered for the ${tier} tier (${offered}).`);
  }
}

export function checkRegion(provider: CloudProvider, region: string, field = 'region'): void {
  if (!regionOffer(provider, region)) rule(field, `${region} is not a region of ${provider}.`);
}

/** 422 when the storage is outside the limits of its type. */
export function checkStorage(storage: ProductStorage, prefix = 'storage.'): void {
  const limits = storageClass(storage.type);
  const within = (field: string, value: number, min: number, max: number, unit: string) => {
    if (value < min || value > max)
      rule(`${prefix}${field}`, `${field} must be ${min} to ${max} ${unit} for ${storage.type} storage.`);
  };
  within('sizeGb', storage.sizeGb, limits.minSizeGb, limits.maxSizeGb, 'GB');
  within('iops', storage.iops, limits.minIops, limits.maxIops, 'IOPS');
  within('throughput', storage.throughput, limits.minThroughput, limits.maxThroughput, 'MB/s');
}

export interface ProductConfiguration {
  tier: Tier;
  cloudProvider: CloudProvider;
  region: string;
  instanceType: string;
  storage: ProductStorage;
}

export function checkConfiguration(config: ProductConfiguration): void {
  checkInstanceType(config.tier, config.instanceType);
  checkRegion(config.cloudProvider, config.region);
  checkStorage(config.storage);
}

/** A product configuration as the price list prices it (pay as you go, no data transfer). */
export function pricedConfiguration(config: ProductConfiguration, nodeCount: number): PricedConfiguration {
  const instance = productInstance(config.tier, config.instanceType);
  if (!instance) throw new Error(`${config.instanceType} is not offered for ${config.tier}`);
  return {
    provider: config.cloudProvider,
    tier: config.tier,
    instance,
    storage: {
      offer: storageOfferFor(config.cloudProvider, config.storage.type),
      limits: storageClass(config.storage.type),
      sizeGb: config.storage.sizeGb,
      iops: config.storage.iops,
      throughput: config.storage.throughput,
    },
    nodeCount,
    dataTransferGb: 0,
    period: 'hourly',
  };
}

/** What a configuration costs per hour with the account's discounts, in millicents. */
export const hourlyRateOf = (config: ProductConfiguration, nodeCount: number, discounts: AccountDiscount[]) =>
  quote(pricedConfiguration(config, nodeCount), discounts).hourlyRateMillicents;

/** What the product costs per hour now (0 once terminated). */
export const productHourlyRateOf = (product: ProductRecord, discounts: AccountDiscount[]) =>
  product.terminatedAt === null ? hourlyRateOf(product, billedNodeCount(product), discounts) : 0;
