// Prices a configuration with the catalogue (`POST /pricing/calculate-price`): per month of
// 730 hours, compute and storage per node, IOPS and throughput above what the storage type includes,
// data transfer; then the payment period's discount and the account's own discounts.
import type {
  CloudProvider,
  PriceCalculation,
  PriceCalculationRequest,
  PriceDiscountSource,
  PriceLineKind,
  PricingPeriod,
  Tier,
} from '@dbcloud/api-client';
import {
  CURRENCY,
  DATA_TRANSFER_GB_RATE_MILLICENTS,
  HOURS_PER_MONTH,
  type InstanceOffer,
  paymentPeriod,
  pricedInstance,
  regionOffer,
  type StorageClass,
  type StorageOffer,
  storageClass,
  storageOfferNamed,
  tierOffer,
} from '../../core/catalogue.js';
import { DAY_MS } from '../../core/clock.js';
import type { FieldErrors } from '../../core/contract.js';
import { unprocessable } from '../../core/problem.js';
import type { AccountDiscount } from '../billing/index.js';

/** A configuration whose every part is in the catalogue. */
export interface PricedConfiguration {
  provider: CloudProvider;
  tier: Tier;
  instance: InstanceOffer;
  storage: { offer: StorageOffer; limits: StorageClass; sizeGb: number; iops: number; throughput: number };
  nodeCount: number;
  dataTransferGb: number;
  period: PricingPeriod;
}

export interface PricedLine {
  kind: PriceLineKind;
  description: string;
  monthlyMillicents: number;
  monthlyAmountCents: number;
}

export interface PricedDiscount {
  source: PriceDiscountSource;
  description: string;
  percent: number;
  monthlyMillicents: number;
  monthlyAmountCents: number;
}

export interface Quote {
  nodeCount: number;
  lines: PricedLine[];
  discounts: PricedDiscount[];
  monthlyEstimateCents: number;
  /** The whole price per hour, discounts applied, in millicents. */
  hourlyRateMillicents: number;
}

/** n / d rounded half up, for non-negative integers. */
export const divRound = (n: number, d: number): number => Math.floor((2 * n + d) / (2 * d));

/** The 422 of a configuration outside the catalogue, naming the field. */
function outside(field: string, message: string): never {
  throw unprocessable(message, { [field]: [message] } satisfies FieldErrors);
}

function checkRange(field: string, value: number, min: number, max: number, unit: string): void {
  if (value < min || value > max)
    outside(field, `${field} must be between ${min} and ${max} ${unit} for this storage type.`);
}

/** Resolves a calculator request against the catalogue; 422 for anything the catalogue does not offer. */
export function resolveRequest(request: PriceCalculationRequest): PricedConfiguration {
  const { provider, tier, storage } = request;
  if (!regionOffer(provider, request.region)) {
    outside('region', `${request.region} is not a region of ${provider}.`);
  }
  const offer = tierOffer(tier);
  const instance = pricedInstance(tier, request.instanceType);
  if (!instance) {
    const names = offer.instances.map((i) => i.priceName).join(', ');
    outside(
      'instanceType',
      `${request.instanceType} is not an instance type of the ${tier} tier (${names}).`,
    );
  }
  const storageOffer = storageOfferNamed(provider, storage.type);
  if (!storageOffer) outside('storage.type', `${storage.type} is not a storage type of ${provider}.`);
  const limits = storageClass(storageOffer.storageClass);
  checkRange('storage.sizeGb', storage.sizeGb, limits.minSizeGb, limits.maxSizeGb, 'GB');
  checkRange('storage.iops', storage.iops, limits.minIops, limits.maxIops, 'IOPS');
  checkRange('storage.throughput', storage.throughput, limits.minThroughput, limits.maxThroughput, 'MB/s');
  return {
    provider,
    tier,
    instance,
    storage: {
      offer: storageOffer,
      limits,
      sizeGb: storage.sizeGb,
      iops: storage.iops,
      throughput: storage.throughput,
    },
    nodeCount: offer.nodeCount,
    dataTransferGb: request.dataTransferGb,
    period: request.period,
  };
}

function line(kind: PriceLineKind, description: string, monthlyMillicents: number): PricedLine {
  return { kind, description, monthlyMillicents, monthlyAmountCents: divRound(monthlyMillicents, 1000) };
}

function linesOf(config: PricedConfiguration): PricedLine[] {
  const { instance, storage, nodeCount: n } = config;
  const cpus = `${instance.vCpus} vCPU${instance.vCpus === 1 ? '' : 's'}`;
  const extraIops = Math.max(0, storage.iops - storage.limits.includedIops);
  const extraThroughput = Math.max(0, storage.throughput - storage.limits.includedThroughput);
  return [
    line(
      'compute',
      `${n} x ${instance.priceName} (${cpus}, ${instance.memoryGb} GB)`,
      instance.hourlyRateMillicents * n * HOURS_PER_MONTH,
    ),
    line(
      'storage',
      `${n} x ${storage.sizeGb} GB ${storage.offer.name}`,
      storage.sizeGb * n * storage.offer.gbMonthRateMillicents,
    ),
    line(
      'iops',
      extraIops === 0
        ? `${storage.iops} IOPS (included)`
        : `${n} x ${extraIops} IOPS above the included ${storage.limits.includedIops}`,
      extraIops * n * storage.offer.iopsMonthRateMillicents,
    ),
    line(
      'throughput',
      extraThroughput === 0
        ? `${storage.throughput} MB/s (included)`
        : `${n} x ${extraThroughput} MB/s above the included ${storage.limits.includedThroughput}`,
      extraThroughput * n * storage.offer.throughputMonthRateMillicents,
    ),
    line(
      'dataTransfer',
      `${config.dataTransferGb} GB data transfer out`,
      config.dataTransferGb * DATA_TRANSFER_GB_RATE_MILLICENTS,
    ),
  ];
}

function discountOf(lines: PricedLine[], discount: AccountDiscount): PricedDiscount {
  const applicable = lines.filter((l) => discount.appliesTo.includes(l.kind));
  const cents = applicable.reduce((sum, l) => sum + l.monthlyAmountCents, 0);
  const millicents = applicable.reduce((sum, l) => sum + l.monthlyMillicents, 0);
  return {
    source: discount.source,
    description: discount.description,
    percent: discount.percent,
    monthlyAmountCents: divRound(cents * discount.percent, 100),
    monthlyMillicents: divRound(millicents * discount.percent, 100),
  };
}

/** The payment period's discount (none at 0%), then the account's; each on the undiscounted lines. */
function discountsOf(config: PricedConfiguration, accountDiscounts: AccountDiscount[]): AccountDiscount[] {
  const period = paymentPeriod(config.period);
  const fromPeriod: AccountDiscount[] =
    period.discountPercent > 0
      ? [
          {
            source: 'paymentPeriod',
            description: `${period.label}, ${period.discountPercent}% off compute and storage`,
            percent: period.discountPercent,
            appliesTo: ['compute', 'storage', 'iops', 'throughput'],
          },
        ]
      : [];
  return [...fromPeriod, ...accountDiscounts];
}

export function quote(config: PricedConfiguration, accountDiscounts: AccountDiscount[] = []): Quote {
  const lines = linesOf(config);
  const discounts = discountsOf(config, accountDiscounts).map((d) => discountOf(lines, d));
  const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
  const cents = sum(lines.map((l) => l.monthlyAmountCents)) - sum(discounts.map((d) => d.monthlyAmountCents));
  const millicents =
    sum(lines.map((l) => l.monthlyMillicents)) - sum(discounts.map((d) => d.monthlyMillicents));
  return {
    nodeCount: config.nodeCount,
    lines,
    discounts,
    monthlyEstimateCents: Math.max(0, cents),
    hourlyRateMillicents: Math.max(0, divRound(millicents, HOURS_PER_MONTH)),
  };
}

/** Hours from startDate 00:00 to endDate 24:00 UTC; null without dates; 422 for half a range. */
function rangeHoursOf(request: PriceCalculationRequest): number | null {
  const { startDate, endDate } = request;
  if (startDate === undefined && endDate === undefined) return null;
  if (startDate === undefined || endDate === undefined) {
    const missing = startDate === undefined ? 'startDate' : 'endDate';
    outside(missing, 'Give both startDate and endDate, or neither.');
  }
  const days = (Date.parse(`${endDate}T00:00:00Z`) - Date.parse(`${startDate}T00:00:00Z`)) / DAY_MS;
  if (days < 0) outside('endDate', 'endDate must not be before startDate.');
  return (days + 1) * 24;
}

/** The answer of `calculate-price` (and, with the account's discounts, `calculate-internal-price`). */
export function priceCalculation(
  request: PriceCalculationRequest,
  accountDiscounts: AccountDiscount[] = [],
): PriceCalculation {
  const config = resolveRequest(request);
  const rangeHours = rangeHoursOf(request);
  const priced = quote(config, accountDiscounts);
  return {
    currency: CURRENCY,
    period: request.period,
    nodeCount: priced.nodeCount,
    lines: priced.lines.map(({ kind, description, monthlyAmountCents }) => ({
      kind,
      description,
      monthlyAmountCents,
    })),
    discounts: priced.discounts.map(({ source, description, percent, monthlyAmountCents }) => ({
      source,
      description,
      percent,
      monthlyAmountCents,
    })),
    monthlyEstimate: { amountCents: priced.monthlyEstimateCents, currency: CURRENCY },
    rangeHours,
    rangeTotal:
      rangeHours === null
        ? null
        : {
            amountCents: divRound(priced.monthlyEstimateCents * rangeHours, HOURS_PER_MONTH),
            currency: CURRENCY,
          },
  };
}
