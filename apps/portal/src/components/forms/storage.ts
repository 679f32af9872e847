// A product's storage (per node): its size, IOPS and throughput within its storage type's ranges. One
// rule and one set of words for the create wizard, the product page's storage change and the public
// price calculator; each passes the ranges it has (the create context's limits, the price list's).
// Only valibot functions other forms already use (valibot is one module: each new one joins the entry
// chunk).
import * as v from 'valibot';
import { formatNumber } from '../../app/format';

/** The lowest and highest value a storage type allows, both included. */
export interface StorageRange {
  min: number;
  max: number;
}

/** A storage type's ranges, as the price list gives them (`PricingStorageType`). */
export interface StorageLimits {
  sizeGb: StorageRange;
  iops: StorageRange;
  throughput: StorageRange;
}

/** The three amounts as typed. */
export interface StorageInput {
  sizeGb: string;
  iops: string;
  throughput: string;
}

/** A number as typed (digits, optionally with a fraction); NaN for anything else. */
const typedNumber = (text: string) => (/^\d+(\.\d+)?$/.test(text.trim()) ? Number(text) : Number.NaN);

/**
 * One amount in `unit` within `range` (none: any number). Whole, except where a fraction may be typed:
 * then it is floored (the API takes whole MB/s, and the price is of what is sent).
 */
function amount(range: StorageRange | undefined, unit: string, fraction = false) {
  const outside =
    range?.min === range?.max
      ? `This storage type has ${formatNumber(range?.min ?? 0)} ${unit}.`
      : `Between ${formatNumber(range?.min ?? 0)} and ${formatNumber(range?.max ?? 0)} ${unit}.`;
  return v.pipe(
    v.string(),
    v.check(
      (text) => (fraction ? typedNumber(text) >= 0 : Number.isInteger(typedNumber(text))),
      `Enter a ${fraction ? '' : 'whole '}number of ${unit}.`,
    ),
    v.transform((text) => Math.floor(typedNumber(text))),
    v.check((value) => !range || (value >= range.min && value <= range.max), outside),
  );
}

/**
 * The storage amounts of a type with `limits` (undefined when the type is not known: only the numbers'
 * shape is checked), never below `atLeastGb` (storage grows but never shrinks). Answers numbers, the
 * throughput floored.
 */
export function storageSchema(limits: StorageLimits | undefined, atLeastGb = 0) {
  return v.object({
    sizeGb: v.pipe(
      amount(limits?.sizeGb, 'GiB'),
      v.check((size) => size >= atLeastGb, `Storage never shrinks: at least ${formatNumber(atLeastGb)} GiB.`),
    ),
    iops: amount(limits?.iops, 'IOPS'),
    throughput: amount(limits?.throughput, 'MB/s', true),
  });
}

export type StorageValues = v.InferOutput<ReturnType<typeof storageSchema>>;
