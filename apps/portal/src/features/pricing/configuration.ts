// What the calculator prices against the price list (GET pricing): the defaults for what a link leaves
// out (reading the link is shared-link.ts), the options that depend on each other (regions of the
// provider, instance types of the tier, storage types of the provider), the messages beside fields, and
// the request it sends (throughput floored to whole MB/s).
import type {
  CloudProvider,
  PriceCalculationRequest,
  PricingCatalogue,
  PricingPeriod,
  PricingRange,
  PricingStorageType,
  PricingTier,
  Tier,
} from '@dbcloud/api-client';
import { PRICE_CALCULATION_REQUEST_BOUNDS } from '@dbcloud/api-client/bounds';
import * as v from 'valibot';
import { formatNumber } from '../../app/format';
import { storageSchema } from '../../components/forms/storage';
import type { PricingSearch } from './search';

/** Everything the calculator prices. Numbers are as typed (a throughput may hold a fraction). */
export interface Configuration {
  provider: CloudProvider;
  region: string;
  tier: Tier;
  instanceType: string;
  storage: { type: string; sizeGb: number; iops: number; throughput: number };
  dataTransferGb: number;
  period: PricingPeriod;
  startDate: string | undefined;
  endDate: string | undefined;
}

/** The fields a message can stand beside. */
export type ConfigurationField =
  | 'storage.sizeGb'
  | 'storage.iops'
  | 'storage.throughput'
  | 'dataTransferGb'
  | 'startDate'
  | 'endDate';

export type FieldMessages = Partial<Record<ConfigurationField, string>>;

/** The fields typed as numbers. */
export type NumberKey = 'sizeGb' | 'iops' | 'throughput' | 'dataTransferGb';

/** Text being typed into a number field, kept as typed ("10." on the way to "10.7"). */
export type Drafts = Partial<Record<NumberKey, string>>;

/** A number as typed: digits with an optional fraction; group separators (1,000) are ignored. */
export function parseAmount(text: string): number | undefined {
  const plain = text.replace(/[\s,_]/g, '');
  if (!/^(\d+\.?\d*|\.\d+)$/.test(plain)) return undefined;
  const value = Number(plain);
  return Number.isFinite(value) && value <= Number.MAX_SAFE_INTEGER ? value : undefined;
}

export const DEFAULT_TIER: Tier = 'Production';
export const DEFAULT_SIZE_GB = 128;
export const DEFAULT_DATA_TRANSFER_GB = 100;
/** The most data transfer a price may count (GB a month): the contract's. */
export const MAX_DATA_TRANSFER_GB = PRICE_CALCULATION_REQUEST_BOUNDS.dataTransferGb.max;

const clamp = (value: number, { min, max }: PricingRange) => Math.min(max, Math.max(min, value));

export const storageTypesOf = (catalogue: PricingCatalogue, provider: CloudProvider): PricingStorageType[] =>
  catalogue.storageTypes.filter((type) => type.provider === provider);

export const tierOf = (catalogue: PricingCatalogue, tier: Tier): PricingTier | undefined =>
  catalogue.tiers.find((t) => t.tier === tier);

export const storageTypeOf = (
  catalogue: PricingCatalogue,
  config: Pick<Configuration, 'provider' | 'storage'>,
): PricingStorageType | undefined =>
  storageTypesOf(catalogue, config.provider).find((type) => type.name === config.storage.type);

/** A storage type's own defaults: the included IOPS and throughput, the size kept within its range. */
export function storageFor(
  type: PricingStorageType | undefined,
  sizeGb = DEFAULT_SIZE_GB,
): Configuration['storage'] {
  if (!type) return { type: '', sizeGb, iops: 0, throughput: 0 };
  return {
    type: type.name,
    sizeGb: clamp(sizeGb, type.sizeGb),
    iops: clamp(type.includedIops, type.iops),
    throughput: clamp(type.includedThroughput, type.throughput),
  };
}

/** The provider's first region and, of its storage types, the one in the same place as the current one. */
export function withProvider(
  catalogue: PricingCatalogue,
  config: Configuration,
  provider: CloudProvider,
): Configuration {
  const regions = catalogue.providers.find((p) => p.provider === provider)?.regions ?? [];
  const current = storageTypesOf(catalogue, config.provider).findIndex((t) => t.name === config.storage.type);
  const types = storageTypesOf(catalogue, provider);
  const type = types[Math.max(0, current)] ?? types[0];
  const storage = storageFor(type, config.storage.sizeGb);
  const before = storageTypeOf(catalogue, config);
  const sameLimits = type !== undefined && before !== undefined && sameRanges(before, type);
  return {
    ...config,
    provider,
    region: regions.some((r) => r.id === config.region) ? config.region : (regions[0]?.id ?? ''),
    // Storage types in the same place offer the same ranges: the IOPS and throughput chosen stay.
    storage: sameLimits
      ? { ...storage, iops: config.storage.iops, throughput: config.storage.throughput }
      : storage,
  };
}

const sameRange = (a: PricingRange, b: PricingRange) => a.min === b.min && a.max === b.max;
const sameRanges = (a: PricingStorageType, b: PricingStorageType) =>
  sameRange(a.sizeGb, b.sizeGb) && sameRange(a.iops, b.iops) && sameRange(a.throughput, b.throughput);

/** The tier's smallest instance type. */
export function withTier(catalogue: PricingCatalogue, config: Configuration, tier: Tier): Configuration {
  return { ...config, tier, instanceType: tierOf(catalogue, tier)?.instanceTypes[0]?.name ?? '' };
}

/** The storage type with what it includes; the size kept within its range. */
export function withStorageType(
  catalogue: PricingCatalogue,
  config: Configuration,
  name: string,
): Configuration {
  const type = storageTypesOf(catalogue, config.provider).find((t) => t.name === name);
  return { ...config, storage: storageFor(type, config.storage.sizeGb) };
}

/** Whole MB/s: what is priced, whatever was typed (10.7 is sent as 10). */
export const flooredThroughput = (throughput: number): number => Math.floor(throughput);

/** Messages beside the fields: what the price list or the contract does not accept. */
export function fieldMessages(catalogue: PricingCatalogue, config: Configuration): FieldMessages {
  const messages: FieldMessages = {};
  const type = storageTypeOf(catalogue, config);
  if (type) {
    // The storage rule of every storage form, on the amounts as the address holds them.
    const { sizeGb, iops, throughput } = config.storage;
    const storage = { sizeGb: String(sizeGb), iops: String(iops), throughput: String(throughput) };
    for (const issue of v.safeParse(storageSchema(type), storage).issues ?? []) {
      const field = `storage.${v.getDotPath(issue)}` as ConfigurationField;
      messages[field] ??= issue.message;
    }
  }
  const transfer = config.dataTransferGb;
  if (!Number.isInteger(transfer)) messages.dataTransferGb = 'Enter a whole number of GB.';
  else if (transfer > MAX_DATA_TRANSFER_GB) {
    messages.dataTransferGb = `At most ${formatNumber(MAX_DATA_TRANSFER_GB)} GB a month.`;
  }
  const { startDate, endDate } = config;
  if (startDate && !endDate) messages.endDate = 'Choose an end date too, or clear the start date.';
  if (endDate && !startDate) messages.startDate = 'Choose a start date too, or clear the end date.';
  if (startDate && endDate && endDate < startDate)
    messages.endDate = 'The end date must not be before the start date.';
  return messages;
}

/** The request `pricing/calculate-price` (or `calculate-internal-price`) is sent. */
export function priceCalculationRequest(config: Configuration): PriceCalculationRequest {
  const request: PriceCalculationRequest = {
    provider: config.provider,
    region: config.region,
    tier: config.tier,
    instanceType: config.instanceType,
    storage: {
      type: config.storage.type,
      sizeGb: config.storage.sizeGb,
      iops: config.storage.iops,
      throughput: flooredThroughput(config.storage.throughput),
    },
    dataTransferGb: config.dataTransferGb,
    period: config.period,
  };
  if (config.startDate && config.endDate) {
    request.startDate = config.startDate;
    request.endDate = config.endDate;
  }
  return request;
}

/** The URL's search for a configuration: everything, so that a shared link gives the same price. */
export function searchOf(config: Configuration): PricingSearch {
  return {
    config: {
      provider: config.provider,
      region: config.region,
      tier: config.tier,
      instanceType: config.instanceType,
      storage: { ...config.storage },
    },
    dataTransfer: config.dataTransferGb,
    period: config.period,
    startDate: config.startDate || undefined,
    endDate: config.endDate || undefined,
  };
}
