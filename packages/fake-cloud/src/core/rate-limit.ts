import { tooManyRequests } from './problem.js';
import type { World } from './world.js';

/**
 * Counts an attempt under `key` and fails with 429 when more than `limit` fall within `windowMs`
 * (fake-clock time). Keys name what is limited: `login:<email>`, `sign-up:<client>`, …
 */
export function limitAttempts(world: World, key: string, limit: number, windowMs: number, now: number): void {
  const recent = (world.attempts.get(key) ?? []).filter((at) => now - at < windowMs);
  if (recent.length >= limit) {
    const oldest = recent[0] ?? now;
    world.attempts.set(key, recent);
    throw tooManyRequests(
      'Too many attempts. Please wait a few minutes and try again.',
      (oldest + windowMs - now) / 1000,
    );
  }
  recent.push(now);
  world.attempts.set(key, recent);
}

/** The client a request comes from, for per-client limits. */
export function clientOf(request: Request): string {
  return request.headers.get('x-forwarded-for')?.split(',')[0]?.trim() || 'local';
}
