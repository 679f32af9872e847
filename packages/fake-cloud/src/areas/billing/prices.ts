// The fake cloud's price list and how a product's usage turns into cost items. Rates follow the
// pricing catalogue (GET /pricing): per node-hour for instances, per GB-month for storage and backups,
// per GB for data transfer out; all in millicents.
import type { BillingCostItem, CloudProvider, Tier } from '@dbcloud/api-client';
import { HOUR_MS } from '../../core/clock.js';
import { seededRandom } from '../../core/ids.js';
import { hoursIn, monthKey, type PeriodSpan } from './calendar.js';

interface InstancePrice {
  vCPUs: number;
  memoryGb: number;
  hourlyRateMillicents: number;
}

// The products area names sizes F1, D10, D20, P20–P50; the pricing catalogue FR1, DV10, PR10…: both are known.
const INSTANCES: Record<string, InstancePrice> = {
  F1: { vCPUs: 1, memoryGb: 0.5, hourlyRateMillicents: 0 },
  FR1: { vCPUs: 1, memoryGb: 0.5, hourlyRateMillicents: 0 },
  D10: { vCPUs: 2, memoryGb: 4, hourlyRateMillicents: 9000 },
  DV10: { vCPUs: 2, memoryGb: 4, hourlyRateMillicents: 9000 },
  D20: { vCPUs: 2, memoryGb: 8, hourlyRateMillicents: 16000 },
  DV20: { vCPUs: 2, memoryGb: 8, hourlyRateMillicents: 16000 },
  P20: { vCPUs: 2, memoryGb: 4, hourlyRateMillicents: 24000 },
  PR10: { vCPUs: 2, memoryGb: 4, hourlyRateMillicents: 24000 },
  P30: { vCPUs: 2, memoryGb: 8, hourlyRateMillicents: 41500 },
  PR30: { vCPUs: 2, memoryGb: 8, hourlyRateMillicents: 41500 },
  P40: { vCPUs: 4, memoryGb: 8, hourlyRateMillicents: 62000 },
  P50: { vCPUs: 4, memoryGb: 16, hourlyRateMillicents: 83000 },
  PR50: { vCPUs: 4, memoryGb: 16, hourlyRateMillicents: 83000 },
};
const DEFAULT_INSTANCE: Record<Tier, InstancePrice> = {
  Free: { vCPUs: 1, memoryGb: 0.5, hourlyRateMillicents: 0 },
  Development: { vCPUs: 2, memoryGb: 4, hourlyRateMillicents: 9000 },
  Production: { vCPUs: 2, memoryGb: 8, hourlyRateMillicents: 41500 },
};
const STORAGE: Record<CloudProvider, { name: string; gbMonthRateMillicents: number }> = {
  Aws: { name: 'gp3', gbMonthRateMillicents: 8000 },
  Azure: { name: 'Premium SSD v2', gbMonthRateMillicents: 8200 },
  Gcp: { name: 'Balanced persistent disk', gbMonthRateMillicents: 10000 },
};
export const BACKUP_GB_MONTH_RATE_MILLICENTS = 2300;
export const DATA_TRANSFER_GB_RATE_MILLICENTS = 9000;

/** One stretch of a product's billable life with one configuration. A change of size starts a new meter. */
export interface MeterRecord {
  productId: string;
  displayName: string;
  tier: Tier;
  cloudProvider: CloudProvider;
  instanceType: string;
  nodeCount: number;
  storageGbPerNode: number;
  /** Backup space kept, in GB. */
  backupGb: number;
  /** Data transferred out in a typical month, in GB. */
  transferGbPerMonth: number;
  from: number;
  /** When the stretch ended (terminated, resized, deleted); null while it runs. */
  until: number | null;
}

const instanceOf = (meter: MeterRecord): InstancePrice =>
  INSTANCES[meter.instanceType] ?? DEFAULT_INSTANCE[meter.tier];

/** The per-node-hour rate of a meter's instance, in millicents. */
export const hourlyRateOf = (meter: MeterRecord): number => instanceOf(meter).hourlyRateMillicents;

const amountOf = (quantity: number, rateMillicents: number) => Math.round((quantity * rateMillicents) / 1000);
const round2 = (value: number) => Math.round(value * 100) / 100;

/** A product's monthly data transfer varies a little from month to month (deterministically). */
const transferFactors = new Map<string, number>();
function transferFactor(productId: string, span: PeriodSpan): number {
  const key = `${productId}:${monthKey(span.start)}`;
  let factor = transferFactors.get(key);
  if (factor === undefined) {
    let seed = 0;
    for (const char of key) seed = (seed * 31 + char.charCodeAt(0)) >>> 0;
    factor = 0.85 + seededRandom(seed)() * 0.3;
    transferFactors.set(key, factor);
  }
  return factor;
}

/**
 * The hours a meter ran in a period up to `upTo`, in whole clock hours: each hour that has ended is
 * billed at the size the product had when it ended. So a product that changes size at 10:20 is never
 * billed twice for, nor misses, the hour from 10:00, and a period's hours add up to its length whatever
 * the minute of its changes.
 */
export function hoursRun(meter: MeterRecord, span: PeriodSpan, upTo: number): number {
  const from = Math.max(meter.from, span.start);
  const to = Math.min(meter.until ?? Number.POSITIVE_INFINITY, upTo, span.end);
  return to > from ? Math.max(0, Math.floor(to / HOUR_MS) - Math.floor(from / HOUR_MS)) : 0;
}

/** What a meter costs in a period up to `upTo`, as cost items (none for the Free tier). */
export function costItems(meter: MeterRecord, span: PeriodSpan, upTo: number): BillingCostItem[] {
  const hours = hoursRun(meter, span, upTo);
  if (hours === 0 || meter.tier === 'Free') return [];
  const share = hours / hoursIn(span);
  const instance = instanceOf(meter);
  const storage = STORAGE[meter.cloudProvider];
  const nodes = meter.nodeCount;
  const nodeHours = hours * nodes;
  const storageGbMonths = round2(nodes * meter.storageGbPerNode * share);
  const backupGbMonths = round2(meter.backupGb * share);
  const transferGb = Math.round(meter.transferGbPerMonth * transferFactor(meter.productId, span) * share);
  return [
    {
      kind: 'compute',
      description: `Instance ${meter.instanceType} (${instance.vCPUs} vCPUs, ${instance.memoryGb} GB), ${nodes} ${nodes === 1 ? 'node' : 'nodes'}`,
      quantity: nodeHours,
      unit: 'hour',
      unitRateMillicents: instance.hourlyRateMillicents,
      amountCents: amountOf(nodeHours, instance.hourlyRateMillicents),
    },
    {
      kind: 'storage',
      description: `${storage.name} storage, ${nodes} x ${meter.storageGbPerNode} GB`,
      quantity: storageGbMonths,
      unit: 'gbMonth',
      unitRateMillicents: storage.gbMonthRateMillicents,
      amountCents: amountOf(storageGbMonths, storage.gbMonthRateMillicents),
    },
    {
      kind: 'backup',
      description: 'Backup storage',
      quantity: backupGbMonths,
      unit: 'gbMonth',
      unitRateMillicents: BACKUP_GB_MONTH_RATE_MILLICENTS,
      amountCents: amountOf(backupGbMonths, BACKUP_GB_MONTH_RATE_MILLICENTS),
    },
    {
      kind: 'dataTransfer',
      description: 'Data transfer out',
      quantity: transferGb,
      unit: 'gb',
      unitRateMillicents: DATA_TRANSFER_GB_RATE_MILLICENTS,
      amountCents: amountOf(transferGb, DATA_TRANSFER_GB_RATE_MILLICENTS),
    },
  ];
}

export const sumCents = (items: readonly { amountCents: number }[]): number =>
  items.reduce((total, item) => total + item.amountCents, 0);

/** What all meters cost in a period up to `upTo`, in cents. */
export const costUpTo = (meters: readonly MeterRecord[], span: PeriodSpan, upTo: number): number =>
  meters.reduce((total, meter) => total + sumCents(costItems(meter, span, upTo)), 0);

/** Whether a meter ran at some time in a period (up to `upTo`). */
export const ranIn = (meter: MeterRecord, span: PeriodSpan, upTo: number): boolean =>
  meter.from < Math.min(span.end, upTo) && (meter.until ?? Number.POSITIVE_INFINITY) > span.start;
