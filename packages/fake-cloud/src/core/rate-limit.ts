// Rate limits, as the contract declares them (`x-call-budgets` at its root, `x-rate-limits` on the
// operations; generated into the SDK's CALL_BUDGETS and OPERATION_RATE_LIMITS). Two kinds:
// - the call budgets: every /api/v1 call counts against budgets: a call made with a valid API key
//   against its key's and its account's (so more keys never mean more calls), every other call against
//   its client address's (core/client-address.ts);
// - the limits of single operations (sign-in links, sign-up, invitations, backup links, …), counted per
//   what they protect (an e-mail address, a recipient, an account, a client).
// Every limit is a sliding window: a call counts while it is less than the window old, so no span of the
// window's length ever holds more calls than the limit (a fixed window would let twice the budget
// through across its edge). Answers carry the fields of the IETF httpapi draft
// (draft-ietf-httpapi-ratelimit-headers-10), the most constrained policy first:
// `RateLimit-Policy: "api-key";q=120;w=60` and `RateLimit: "api-key";r=57;t=23`, where `t` is the
// seconds until the oldest call still counted leaves the window. Beyond a limit the answer is a 429
// naming that limit first at `r=0`, with `Retry-After` equal to its `t`: a retry then succeeds.
import {
  CALL_BUDGETS,
  type CallBudgetPolicy,
  OPERATION_RATE_LIMITS,
  type OperationRateLimitPolicy,
} from '@dbcloud/api-client';
import { HttpProblem } from './problem.js';
import type { World } from './world.js';

/** A quota policy: `limit` calls in any `windowSeconds`, counted per partition (a key, an account, …). */
export interface Quota {
  /** The policy's name in `RateLimit` and `RateLimit-Policy`. */
  readonly policy: string;
  readonly limit: number;
  readonly windowSeconds: number;
}

/** The call budgets: per API key and per account for calls made with a key, per client otherwise. */
export interface CallBudgets {
  readonly apiKey: Quota;
  readonly account: Quota;
  readonly client: Quota;
}

function budget(policy: CallBudgetPolicy): Quota {
  const declared = CALL_BUDGETS.find((candidate) => candidate.policy === policy);
  if (!declared) throw new Error(`The contract declares no call budget ${policy}.`);
  return { policy, limit: declared.limit, windowSeconds: declared.windowSeconds };
}

/** The contract's call budgets (120 a minute per key, 600 per account's keys, 600 per client). */
export const DEFAULT_CALL_BUDGETS: CallBudgets = {
  apiKey: budget('api-key'),
  account: budget('account'),
  client: budget('client'),
};

/** Where a partition stands in a quota, after a call. */
export interface QuotaUsage {
  readonly quota: Quota;
  /** Calls left in the window. */
  readonly remaining: number;
  /** Whole seconds until the oldest call still counted leaves the window (at least 1). */
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

/** The calls of `key` still inside a window of `windowMs` ending now, oldest first. */
function recentCalls(world: World, key: string, windowMs: number, now: number): number[] {
  const recent = (world.quotaLog.get(key) ?? []).filter((at) => at <= now && now - at < windowMs);
  if (recent.length === 0) world.quotaLog.delete(key);
  else world.quotaLog.set(key, recent);
  return recent;
}

function usageOf(quota: Quota, recent: readonly number[], now: number): QuotaUsage {
  const oldest = recent[0] ?? now;
  const resetSeconds = Math.max(1, Math.ceil((oldest + quota.windowSeconds * 1000 - now) / 1000));
  return { quota, remaining: Math.max(0, quota.limit - recent.length), resetSeconds };
}

/** A 429 naming `exhausted` first (at `r=0`), then where the other policies stand. */
export function limitReached(
  exhausted: QuotaUsage,
  detail: string,
  others: readonly QuotaUsage[] = [],
  title = 'Too many requests',
): HttpProblem {
  const usage = { ...exhausted, remaining: 0 };
  return new HttpProblem(429, detail, {
    title,
    type: 'rate-limited',
    headers: { 'Retry-After': String(usage.resetSeconds), ...rateLimitFields([usage, ...others]) },
  });
}

/** One quota to count a call against: the policy and the partition it counts for. */
export interface Charge {
  readonly quota: Quota;
  readonly partition: string;
  /** The 429's words when this quota is the one used up. */
  readonly detail: string | ((usage: QuotaUsage) => string);
  /** The 429's title (default "Too many requests"). */
  readonly title?: string;
}

/**
 * Counts a call against every charge, or none: when any quota is used up the call is refused with a
 * 429 naming it, and counts nowhere. Answers the usages after the call, the most constrained first.
 */
export function spendQuotas(world: World, charges: readonly Charge[], now: number): QuotaUsage[] {
  const states = charges.map((charge) => {
    const key = `${charge.quota.policy}:${charge.partition}`;
    return { charge, key, recent: recentCalls(world, key, charge.quota.windowSeconds * 1000, now) };
  });
  const full = states.find((state) => state.recent.length >= state.charge.quota.limit);
  if (full) {
    const others = states.filter((state) => state !== full);
    const usage = usageOf(full.charge.quota, full.recent, now);
    const { detail, title } = full.charge;
    throw limitReached(
      usage,
      typeof detail === 'string' ? detail : detail(usage),
      others.map((state) => usageOf(state.charge.quota, state.recent, now)),
      title,
    );
  }
  const usages = states.map((state) => {
    state.recent.push(now);
    world.quotaLog.set(state.key, state.recent);
    return usageOf(state.charge.quota, state.recent, now);
  });
  return usages.sort((a, b) => a.remaining - b.remaining);
}

type Unit = 'second' | 'minute' | 'hour' | 'day';
/** One formatter per unit, made once: every call's budget words its window (making one costs more). */
const unitFormats = new Map<Unit, Intl.NumberFormat>();

/** "1 second", "45 seconds", "2 hours": a count of a unit, in words. */
function plural(count: number, unit: Unit): string {
  let format = unitFormats.get(unit);
  if (!format) {
    format = new Intl.NumberFormat('en-US', { style: 'unit', unit, unitDisplay: 'long' });
    unitFormats.set(unit, format);
  }
  return format.format(count);
}

/** "60 seconds", "15 minutes", "an hour", "a day": a window in words. */
export function windowInWords(windowSeconds: number): string {
  if (windowSeconds === 3600) return 'an hour';
  if (windowSeconds === 86_400) return 'a day';
  if (windowSeconds % 86_400 === 0) return plural(windowSeconds / 86_400, 'day');
  if (windowSeconds % 3600 === 0) return plural(windowSeconds / 3600, 'hour');
  if (windowSeconds % 60 === 0 && windowSeconds > 60) return plural(windowSeconds / 60, 'minute');
  return plural(windowSeconds, 'second');
}

/** "in 40 seconds", "in 12 minutes", "in 3 hours": when a retry will succeed. */
export function retryInWords(seconds: number): string {
  if (seconds < 90) return `in ${plural(seconds, 'second')}`;
  if (seconds < 90 * 60) return `in ${plural(Math.ceil(seconds / 60), 'minute')}`;
  return `in ${plural(Math.ceil(seconds / 3600), 'hour')}`;
}

/** The operation limit the contract declares for `policy`, as a quota. */
export function declaredQuota(policy: OperationRateLimitPolicy): Quota {
  const declared = OPERATION_RATE_LIMITS.find((candidate) => candidate.policy === policy);
  if (!declared) throw new Error(`The contract declares no rate limit ${policy} (x-rate-limits).`);
  return { policy, limit: declared.limit, windowSeconds: declared.windowSeconds };
}

/** An attempt to count: under `key` (`<policy>:<partition>`), at most `limit` in `windowMs`. */
export interface Attempt {
  readonly key: string;
  readonly limit: number;
  readonly windowMs: number;
  /** The 429's words when this limit is the one reached (generic ones otherwise). */
  readonly detail?: (usage: QuotaUsage) => string;
}

/**
 * Counts one attempt against several limits, or against none when one of them is reached (a 429 naming
 * it). Each key is `<policy>:<partition>` (`login:<email>`, `backup-links:<account>`, …) and its limit
 * and window are the contract's for that policy (restated at the call so the code reads plainly; a
 * mismatch with the contract is a bug and fails loudly).
 */
export function limitAttemptsAll(world: World, attempts: readonly Attempt[], now: number): void {
  const charges = attempts.map(({ key, limit, windowMs, detail }): Charge => {
    const colon = key.indexOf(':');
    const quota = declaredQuota(key.slice(0, colon) as OperationRateLimitPolicy);
    if (quota.limit !== limit || quota.windowSeconds * 1000 !== windowMs) {
      throw new Error(
        `The fake cloud limits ${quota.policy} to ${limit} per ${windowMs / 1000} s; the contract says ${quota.limit} per ${quota.windowSeconds} s.`,
      );
    }
    return {
      quota,
      partition: key.slice(colon + 1),
      title: 'Too many attempts',
      detail:
        detail ??
        ((usage) =>
          `Too many attempts: at most ${limit} in ${windowInWords(quota.windowSeconds)}. Try again ${retryInWords(usage.resetSeconds)}.`),
    };
  });
  spendQuotas(world, charges, now);
}

/** Counts one attempt under `key` against its limit (see limitAttemptsAll). */
export function limitAttempts(
  world: World,
  key: string,
  limit: number,
  windowMs: number,
  now: number,
  detail?: (usage: QuotaUsage) => string,
): void {
  limitAttemptsAll(world, [{ key, limit, windowMs, detail }], now);
}
