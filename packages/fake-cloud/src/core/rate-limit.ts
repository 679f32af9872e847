// Rate limits. Two kinds:
// - the call budget: every /api/v1 call counts against one budget, its API key's when it carries a
//   valid key, else its client address's (core/client-address.ts); fixed windows, announced on every
//   answer with the `RateLimit` and `RateLimit-Policy` fields of the IETF httpapi draft
//   (draft-ietf-httpapi-ratelimit-headers-10): `RateLimit-Policy: "api-key";q=120;w=60` and
//   `RateLimit: "api-key";r=57;t=23`;
// - attempt limits of single operations (sign-in links, sign-up, support requests, backup links, …):
//   sliding windows, a 429 with `Retry-After` beyond them.
import { tooManyRequests } from './problem.js';
import type { World } from './world.js';

/** A quota policy: `limit` calls per window of `windowSeconds`, counted per partition (a key, a client). */
export interface Quota {
  /** The policy's name in `RateLimit` and `RateLimit-Policy`. */
  readonly policy: string;
  readonly limit: number;
  readonly windowSeconds: number;
}

/** The call budgets: per API key for calls made with one, per client address for every other call. */
export interface CallBudgets {
  readonly apiKey: Quota;
  readonly client: Quota;
}

/** 120 calls a minute per API key; 600 a minute per client address for everything else. */
export const DEFAULT_CALL_BUDGETS: CallBudgets = {
  apiKey: { policy: 'api-key', limit: 120, windowSeconds: 60 },
  client: { policy: 'client', limit: 600, windowSeconds: 60 },
};

/** Where a partition stands in its quota's current window, after a call. */
export interface QuotaUsage {
  readonly quota: Quota;
  /** Calls left in the window. */
  readonly remaining: number;
  /** Whole seconds until the window ends and the quota is full again (at least 1). */
  readonly resetSeconds: number;
}

/** The `RateLimit` and `RateLimit-Policy` fields (a Structured Fields list, one item per policy). */
export function rateLimitFields(
  usages: readonly QuotaUsage[],
): Record<'RateLimit' | 'RateLimit-Policy', string> {
  return {
    RateLimit: usages.map((u) => `"${u.quota.policy}";r=${u.remaining};t=${u.resetSeconds}`).join(', '),
    'RateLimit-Policy': usages
      .map((u) => `"${u.quota.policy}";q=${u.quota.limit};w=${u.quota.windowSeconds}`)
      .join(', '),
  };
}

/**
 * Counts a call of `partition` against `quota` in a fixed window that starts with the partition's first
 * call after the previous window ended. Answers the usage after the call; beyond the quota, throws a 429
 * with `Retry-After` (the seconds until the window ends) and the policy's fields at `r=0`.
 */
export function spendQuota(world: World, partition: string, quota: Quota, now: number): QuotaUsage {
  const windowMs = quota.windowSeconds * 1000;
  const key = `${quota.policy}:${partition}`;
  let callWindow = world.callWindows.get(key);
  if (!callWindow || now >= callWindow.startedAt + windowMs || now < callWindow.startedAt) {
    callWindow = { startedAt: now, used: 0 };
    world.callWindows.set(key, callWindow);
  }
  const resetSeconds = Math.max(1, Math.ceil((callWindow.startedAt + windowMs - now) / 1000));
  if (callWindow.used >= quota.limit) {
    const usage = { quota, remaining: 0, resetSeconds };
    const who = quota.policy === 'api-key' ? 'This API key has' : 'Your address has';
    throw tooManyRequests(
      `${who} made ${quota.limit} calls in ${quota.windowSeconds} seconds, its limit. Please wait a moment and try again.`,
      resetSeconds,
      { title: 'Too many requests', headers: rateLimitFields([usage]) },
    );
  }
  callWindow.used += 1;
  return { quota, remaining: quota.limit - callWindow.used, resetSeconds };
}

/**
 * Counts an attempt under `key` and fails with 429 when more than `limit` fall within `windowMs`
 * (fake-clock time). Keys name what is limited, the policy before the colon: `login:<email>`,
 * `sign-up:<client>`, `backup-links:<account>`, … The 429 names that policy in `RateLimit` (at `r=0`)
 * and `RateLimit-Policy`, next to the call budget every answer carries.
 */
export function limitAttempts(world: World, key: string, limit: number, windowMs: number, now: number): void {
  const recent = (world.attempts.get(key) ?? []).filter((at) => now - at < windowMs);
  if (recent.length >= limit) {
    const oldest = recent[0] ?? now;
    world.attempts.set(key, recent);
    const retryAfter = Math.max(1, Math.ceil((oldest + windowMs - now) / 1000));
    const quota = { policy: key.split(':')[0] ?? key, limit, windowSeconds: Math.round(windowMs / 1000) };
    throw tooManyRequests('Too many attempts. Please wait a few minutes and try again.', retryAfter, {
      headers: rateLimitFields([{ quota, remaining: 0, resetSeconds: retryAfter }]),
    });
  }
  recent.push(now);
  world.attempts.set(key, recent);
}
