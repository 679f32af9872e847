// What a shared link (the calculator's URL, search.ts) holds, read against the price list: the
// configuration it describes, the defaults for what it leaves out, and what it held that could not be
// used, in sentences for the calculator's notice.
import type { PricingCatalogue } from '@dbcloud/api-client';
import {
  type Configuration,
  DEFAULT_DATA_TRANSFER_GB,
  DEFAULT_TIER,
  storageFor,
  storageTypesOf,
  tierOf,
} from './configuration';
import type { PricingSearch } from './search';

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
 * GB, 100 GB of transfer, the first payment period, no dates). `raw` is the search as the address had
 * it when the page was opened (before the route checked it): what it holds that `search` lacks was not
 * valid.
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
