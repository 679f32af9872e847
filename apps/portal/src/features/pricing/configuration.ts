// What the calculator prices, read from the URL (search.ts) against the price list (GET pricing): the
// defaults for what the URL leaves out, what a shared link held that could not be used (said in a
// notice), the options that depend on each other (regions of the provider, instance types of the tier,
// storage types of the provider), the messages beside fields, and the request it sends (throughput
// floored to whole MB/s).
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
import { formatCount } from './format';
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
export const MAX_DATA_TRANSFER_GB = 1_000_000;

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
function storageFor(
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

/** What the link held, read against the price list, and what of it could not be used. */
export interface ResolvedConfiguration {
  config: Configuration;
  /** Sentences for the notice: what the link held that was not valid, now at its default. */
  problems: string[];
}

/**
 * The configuration a URL describes: each value the link gives, when the price list offers it; the
 * default for each value it leaves out or that is not offered (the first provider and its first region,
 * the Production tier's smallest instance, the provider's first storage type with what it includes, 128
 * GB, 100 GB of transfer, the first payment period, no dates). `raw` is the search as parsed from the
 * address, before validation: what it holds that `search` lacks was not valid.
 */
export function resolveConfiguration(
  catalogue: PricingCatalogue,
  search: PricingSearch,
  raw: Record<string, unknown> = {},
): ResolvedConfiguration {
  const problems = searchProblems(search, raw);
  const asked = search.config ?? {};
  const reversed = isReversed(search);
  const notOffered: string[] = [];

  const provider = catalogue.providers.find((p) => p.provider === asked.provider) ?? catalogue.providers[0];
  if (asked.provider && provider?.provider !== asked.provider) notOffered.push('cloud provider');
  const providerName = provider?.provider ?? 'Aws';
  const region = provider?.regions.find((r) => r.id === asked.region) ?? provider?.regions[0];
  if (asked.region && region?.id !== asked.region) notOffered.push('region');

  const tier = tierOf(catalogue, asked.tier ?? DEFAULT_TIER) ?? catalogue.tiers[0];
  if (asked.tier && tier?.tier !== asked.tier) notOffered.push('tier');
  const instance = tier?.instanceTypes.find((i) => i.name === asked.instanceType) ?? tier?.instanceTypes[0];
  if (asked.instanceType && instance?.name !== asked.instanceType) notOffered.push('instance type');

  const types = storageTypesOf(catalogue, providerName);
  const askedStorage = asked.storage ?? {};
  const type = types.find((t) => t.name === askedStorage.type) ?? types[0];
  if (askedStorage.type && type?.name !== askedStorage.type) notOffered.push('storage type');
  const defaults = storageFor(type, askedStorage.sizeGb);
  // A storage type the link did not keep brings its own IOPS and throughput, not the link's.
  const sameType = type !== undefined && type.name === askedStorage.type;

  const period =
    catalogue.paymentPeriods.find((p) => p.period === search.period) ?? catalogue.paymentPeriods[0];
  if (search.period && period?.period !== search.period) notOffered.push('payment period');

  if (notOffered.length > 0) {
    problems.push(
      `The ${listOf(notOffered)} ${notOffered.length === 1 ? 'is' : 'are'} not offered with the rest of the configuration: the calculator uses the first one that is.`,
    );
  }

  return {
    config: {
      provider: providerName,
      region: region?.id ?? '',
      tier: tier?.tier ?? DEFAULT_TIER,
      instanceType: instance?.name ?? '',
      storage: {
        type: defaults.type,
        sizeGb: askedStorage.sizeGb ?? defaults.sizeGb,
        iops: (sameType ? askedStorage.iops : undefined) ?? defaults.iops,
        throughput: (sameType ? askedStorage.throughput : undefined) ?? defaults.throughput,
      },
      dataTransferGb: search.dataTransfer ?? DEFAULT_DATA_TRANSFER_GB,
      period: period?.period ?? 'hourly',
      // A range that ends before it starts is no range: both dates are left out (searchProblems says so).
      startDate: reversed ? undefined : search.startDate,
      endDate: reversed ? undefined : search.endDate,
    },
    problems,
  };
}

const SEARCH_LABELS: [keyof PricingSearch, string][] = [
  ['dataTransfer', 'data transfer'],
  ['period', 'payment period'],
];
const CONFIG_LABELS: [string, string][] = [
  ['provider', 'cloud provider'],
  ['region', 'region'],
  ['tier', 'tier'],
  ['instanceType', 'instance type'],
];
const STORAGE_LABELS: [string, string][] = [
  ['type', 'storage type'],
  ['sizeGb', 'storage size'],
  ['iops', 'IOPS'],
  ['throughput', 'throughput'],
];

const given = (value: unknown) => value !== undefined && value !== null && value !== '';
const record = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

function listOf(items: string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** Both dates, the end before the start. */
const isReversed = ({ startDate, endDate }: PricingSearch) =>
  startDate !== undefined && endDate !== undefined && endDate < startDate;

/**
 * What the address held that the route's search schema left out, and a range that ends before it
 * starts, in words (the link's own mistakes).
 */
export function searchProblems(search: PricingSearch, raw: Record<string, unknown>): string[] {
  const problems: string[] = [];
  if (given(raw.config) && !search.config) {
    problems.push(
      'The configuration in the link could not be read: the calculator starts from its defaults.',
    );
  }
  const dropped: string[] = [];
  if (search.config) {
    const rawConfig = record(typeof raw.config === 'string' ? safeJson(raw.config) : raw.config);
    for (const [key, label] of CONFIG_LABELS) {
      if (given(rawConfig[key]) && search.config[key as keyof typeof search.config] === undefined) {
        dropped.push(label);
      }
    }
    const rawStorage = record(rawConfig.storage);
    if (given(rawConfig.storage) && !search.config.storage) dropped.push('storage');
    for (const [key, label] of STORAGE_LABELS) {
      const kept = search.config.storage?.[key as keyof NonNullable<typeof search.config.storage>];
      if (search.config.storage && given(rawStorage[key]) && kept === undefined) dropped.push(label);
    }
  }
  for (const [key, label] of SEARCH_LABELS) {
    if (given(raw[key]) && search[key] === undefined) dropped.push(label);
  }
  if (dropped.length > 0) {
    problems.push(
      `The link’s ${listOf(dropped)} ${dropped.length === 1 ? 'was' : 'were'} not valid: the calculator uses ${dropped.length === 1 ? 'its default' : 'their defaults'}.`,
    );
  }
  if (isReversed(search)) {
    problems.push('The link’s end date was before its start date: the dates are left out.');
  } else {
    for (const key of ['startDate', 'endDate'] as const) {
      if (given(raw[key]) && !search[key]) {
        problems.push(
          `The link’s ${key === 'startDate' ? 'start' : 'end'} date was not valid: it is left out.`,
        );
      }
    }
  }
  return problems;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
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

function rangeMessage(
  value: number,
  range: PricingRange,
  unit: string,
  typeName: string,
): string | undefined {
  if (value >= range.min && value <= range.max) return undefined;
  return range.min === range.max
    ? `${typeName} has ${formatCount(range.min)} ${unit}.`
    : `Between ${formatCount(range.min)} and ${formatCount(range.max)} ${unit} for ${typeName}.`;
}

/** Messages beside the fields: what the price list or the contract does not accept. */
export function fieldMessages(catalogue: PricingCatalogue, config: Configuration): FieldMessages {
  const messages: FieldMessages = {};
  const type = storageTypeOf(catalogue, config);
  const { sizeGb, iops, throughput } = config.storage;
  if (type) {
    messages['storage.sizeGb'] = Number.isInteger(sizeGb)
      ? rangeMessage(sizeGb, type.sizeGb, 'GB', type.displayName)
      : 'Enter a whole number of GB.';
    messages['storage.iops'] = Number.isInteger(iops)
      ? rangeMessage(iops, type.iops, 'IOPS', type.displayName)
      : 'Enter a whole number of IOPS.';
    messages['storage.throughput'] = rangeMessage(
      flooredThroughput(throughput),
      type.throughput,
      'MB/s',
      type.displayName,
    );
  }
  const transfer = config.dataTransferGb;
  if (!Number.isInteger(transfer)) messages.dataTransferGb = 'Enter a whole number of GB.';
  else if (transfer > MAX_DATA_TRANSFER_GB) {
    messages.dataTransferGb = `At most ${formatCount(MAX_DATA_TRANSFER_GB)} GB a month.`;
  }
  const { startDate, endDate } = config;
  if (startDate && !endDate) messages.endDate = 'Choose an end date too, or clear the start date.';
  if (endDate && !startDate) messages.startDate = 'Choose a start date too, or clear the end date.';
  if (startDate && endDate && endDate < startDate)
    messages.endDate = 'The end date must not be before the start date.';
  for (const key of Object.keys(messages) as ConfigurationField[]) {
    if (messages[key] === undefined) delete messages[key];
  }
  return messages;
}

/** The request `pricing/calculate-price` (or `calculate-internal-price`) is sent. */
export function priceRequest(config: Configuration): PriceCalculationRequest {
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
