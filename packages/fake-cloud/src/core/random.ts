// Deterministic helpers for seeds and derived data: a string hash to key `seededRandom`, and random
// picks from a generator (seeds use `seededRandom`, operations `Math.random`-free crypto randomness).
import { randomInt } from 'node:crypto';

export type Random = () => number;

/** FNV-1a: a 32-bit hash of a string, to key `seededRandom`. */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** A generator backed by the operating system's randomness (for what operations create). */
export const secureRandom: Random = () => randomInt(0, 2 ** 32) / 2 ** 32;

export function pick<T>(random: Random, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)] as T;
}

const LOWER = 'abcdefghijklmnopqrstuvwxyz0123456789';
const MIXED = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

export function randomChars(random: Random, length: number, alphabet = LOWER): string {
  let out = '';
  for (let i = 0; i < length; i += 1) out += alphabet[Math.floor(random() * alphabet.length)];
  return out;
}

/** A password of mixed letters and digits. */
export const randomPassword = (random: Random, length: number) => randomChars(random, length, MIXED);

/** `length` bytes drawn from `random` (a seeded generator gives the same bytes on every reset). */
export function bytesFrom(random: Random, length: number): Uint8Array {
  const bytes = new Uint8Array(length);
  for (let i = 0; i < length; i += 1) bytes[i] = Math.floor(random() * 256);
  return bytes;
}
