// Deterministic signals of a product over time: the same product, node and time always give the same
// value, so charts, incidents and the audit log agree across requests and resets.
import { DAY_MS } from '../../core/clock.js';
import { seededRandom } from '../../core/ids.js';
import { hashString } from '../../core/random.js';

/** A uniform number in [0, 1) for a key and an integer index (a time bucket, a day). */
export function unit(key: string, index: number): number {
  return seededRandom((hashString(key) ^ Math.imul(index, 0x9e3779b1)) >>> 0)();
}

/** A generator for a key and an index, for a few draws in a row. */
export const generator = (key: string, index: number) =>
  seededRandom((hashString(key) ^ Math.imul(index, 0x85ebca6b)) >>> 0);

/** The UTC day number of a time. */
export const dayOf = (ms: number) => Math.floor(ms / DAY_MS);

/** `YYYYMMDD` of a day number. */
export const compactDate = (day: number) =>
  new Date(day * DAY_MS).toISOString().slice(0, 10).replaceAll('-', '');
