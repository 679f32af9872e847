import { createHash, randomBytes } from 'node:crypto';

/** A random, URL-safe token. */
export const token = (bytes = 24): string => randomBytes(bytes).toString('base64url');

/** SHA-256 of a secret, hex: what the fake cloud stores instead of the secret. */
export const hash = (secret: string): string => createHash('sha256').update(secret).digest('hex');

/**
 * A deterministic pseudo-random generator (mulberry32), so seed data is the same on every reset.
 */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
