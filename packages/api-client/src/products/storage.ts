// A product's storage (per node): what a type starts at, what it allows, and a change of it (POST
// products/change-volume), which never shrinks and stays within the type's limits.
import type {
  Product,
  ProductCreateContext,
  ProductStorage,
  ProductStorageTypeOption,
} from '../generated/types.js';
import {
  configurationOf,
  count,
  limitsOf,
  STORAGE_BOUNDS,
  STORAGE_UNITS,
  type StorageLimits,
  storageOptionOf,
  storageTypesOf,
} from './offer.js';
import { impossible, type Plan, type Planned, type PlannedStorageChange, planned } from './plan.js';

/** The storage amounts, in the contract's names. */
export type StorageAmount = 'sizeGb' | 'iops' | 'throughput';
const AMOUNTS: readonly StorageAmount[] = ['sizeGb', 'iops', 'throughput'];

const NAMES: Record<StorageAmount, string> = {
  sizeGb: 'The size',
  iops: 'IOPS',
  throughput: 'The throughput',
};

const clamp = (value: number, { min, max }: { min: number; max: number }) =>
  Math.min(max, Math.max(min, value));

/**
 * A storage type at `sizeGb` (kept within the type's sizes) with the type's default IOPS and
 * throughput: where a new product's storage starts, and what another type starts at.
 */
export function storageFor(option: ProductStorageTypeOption, sizeGb: number): ProductStorage {
  return {
    type: option.type,
    sizeGb: clamp(sizeGb, limitsOf(option).sizeGb),
    iops: option.defaultIops,
    throughput: option.defaultThroughput,
  };
}

/**
 * What is wrong with storage amounts, in words, one line each: each a whole number within the contract's
 * bounds and the type's `limits`, and the size never below `atLeastGb` (storage never shrinks).
 */
export function storageProblems(
  storage: Pick<ProductStorage, StorageAmount> & { type?: string },
  limits: StorageLimits,
  atLeastGb = 0,
): string[] {
  const problems: string[] = [];
  const of = storage.type ? ` for ${storage.type} storage` : '';
  for (const amount of AMOUNTS) {
    const value = storage[amount];
    const unit = STORAGE_UNITS[amount];
    const contract = STORAGE_BOUNDS[amount];
    const range = {
      min: Math.max(contract.min, limits[amount].min),
      max: Math.min(contract.max, limits[amount].max),
    };
    if (!Number.isInteger(value)) {
      problems.push(`${NAMES[amount]} is a whole number of ${unit} (not ${value}).`);
    } else if (value < range.min || value > range.max) {
      problems.push(
        range.min === range.max
          ? `${NAMES[amount]} is ${count(range.min)} ${unit}${of} (not ${count(value)}).`
          : `${NAMES[amount]} is between ${count(range.min)} and ${count(range.max)} ${unit}${of} (not ${count(value)}).`,
      );
    }
  }
  if (Number.isInteger(storage.sizeGb) && storage.sizeGb < atLeastGb) {
    problems.push(`Storage never shrinks: the size is at least the current ${count(atLeastGb)} GiB.`);
  }
  return problems;
}

/** A storage change: the values to change; those left out stay (or move into a new type's limits). */
export type StorageChange = Partial<ProductStorage>;

/** Whether a change names any storage value. */
export const asksStorage = (change: StorageChange | undefined): boolean =>
  change !== undefined && Object.values(change).some((value) => value !== undefined);

/** A product, the account it is in, and what the account is offered (its create context). */
export interface ProductInAccount {
  readonly domainName: string;
  readonly product: Product;
  readonly context: ProductCreateContext;
}

/** Why a product cannot be scaled now, if it cannot. */
export function notRunning(product: Product): string | undefined {
  return product.status === 'running'
    ? undefined
    : `${product.productId} is ${product.status}: it can change once it is running again.`;
}

/**
 * The storage `product` would have after `change`: what is given, the rest as it is, except where a new
 * type's limits exclude the current value (then the size grows to the type's smallest, IOPS and
 * throughput start at the type's defaults), said in `notes`.
 */
function nextStorage(product: Product, option: ProductStorageTypeOption, change: StorageChange) {
  const current = product.storage;
  const limits = limitsOf(option);
  const notes: string[] = [];
  const within = (amount: StorageAmount, value: number) =>
    value >= limits[amount].min && value <= limits[amount].max;
  let sizeGb = change.sizeGb ?? current.sizeGb;
  if (change.sizeGb === undefined && !within('sizeGb', sizeGb) && sizeGb < limits.sizeGb.min) {
    sizeGb = limits.sizeGb.min;
    notes.push(`The size grows to ${count(sizeGb)} GiB, the smallest ${option.type} storage.`);
  }
  const keep = (amount: 'iops' | 'throughput', fallback: number) => {
    const given = change[amount];
    if (given !== undefined) return Math.floor(given);
    if (within(amount, current[amount])) return current[amount];
    notes.push(
      `${NAMES[amount]} starts at ${count(fallback)} ${STORAGE_UNITS[amount]}, ${option.type} storage's default.`,
    );
    return fallback;
  };
  const iops = keep('iops', option.defaultIops);
  const throughput = keep('throughput', option.defaultThroughput);
  return { storage: { type: option.type, sizeGb, iops, throughput }, notes };
}

/**
 * The plan of a storage change of `product` (POST products/change-volume, every value named): refused in
 * words when the product is not running, is Free, the type is not offered, a value is outside its
 * limits, the size would shrink, or nothing would change.
 */
export function planStorageChange(
  { domainName, product, context }: ProductInAccount,
  change: StorageChange,
): Planned<Plan<PlannedStorageChange>> {
  const busy = notRunning(product);
  if (busy) return impossible(busy);
  if (product.tier === 'Free') return impossible('Free products have a fixed storage size.');
  const type = change.type ?? product.storage.type;
  const option = storageOptionOf(context, type);
  if (!option) {
    const offered = storageTypesOf(context);
    return impossible(
      offered.length === 0
        ? 'The account is offered no storage type now.'
        : `The account is not offered ${type} storage: its storage types are ${offered.join(', ')}.`,
    );
  }
  const { storage, notes } = nextStorage(product, option, change);
  const problems = storageProblems(storage, limitsOf(option), product.storage.sizeGb);
  if (problems.length > 0) return impossible(...problems);
  const current = product.storage;
  if (AMOUNTS.every((amount) => storage[amount] === current[amount]) && storage.type === current.type) {
    return impossible(`${product.productId} already has this storage: nothing to change.`);
  }
  return planned({
    action: 'change the storage',
    requests: [
      {
        operationId: 'changeVolume',
        path: { domainName },
        body: { productId: product.productId, ...storage },
      },
    ],
    priceRequest: configurationOf(product, { storage }),
    notes,
  });
}
