// How benefits pay for costs: as costs accrue, the benefits valid at that time cover them, the one
// that expires soonest first; committed-use credit draws down at most its cap per period.
import { DAY_MS } from '../../core/clock.js';
import type { PeriodSpan } from './calendar.js';
import { costUpTo, type MeterRecord } from './prices.js';
import type { BenefitRecord, CreditUse } from './state.js';

/** The first instant a benefit no longer applies. */
export const benefitEnd = (benefit: BenefitRecord): number =>
  benefit.expiresOn === null
    ? Number.POSITIVE_INFINITY
    : Date.parse(`${benefit.expiresOn}T00:00:00Z`) + DAY_MS;

const bySoonestExpiry = (a: BenefitRecord, b: BenefitRecord) =>
  benefitEnd(a) - benefitEnd(b) || a.grantedAt - b.grantedAt;

/**
 * The credits benefits give in a period up to `upTo` (its costs from the meters). Nothing is recorded:
 * closing a period adds the result to each benefit's `usedCents`.
 */
export function creditsFor(
  benefits: readonly BenefitRecord[],
  meters: readonly MeterRecord[],
  span: PeriodSpan,
  upTo: number,
): CreditUse[] {
  const end = Math.min(upTo, span.end);
  if (end <= span.start || benefits.length === 0) return [];
  const ordered = [...benefits].sort(bySoonestExpiry);
  const cuts = new Set([span.start, end]);
  for (const benefit of ordered) {
    for (const cut of [benefit.grantedAt, benefitEnd(benefit)])
      if (cut > span.start && cut < end) cuts.add(cut);
  }
  const times = [...cuts].sort((a, b) => a - b);
  const used = new Map<string, number>();
  let costBefore = 0;
  for (let i = 1; i < times.length; i += 1) {
    const from = times[i - 1] as number;
    const to = times[i] as number;
    const costNow = costUpTo(meters, span, to);
    let due = costNow - costBefore;
    costBefore = costNow;
    for (const benefit of ordered) {
      if (due <= 0) break;
      if (benefit.grantedAt > from || benefitEnd(benefit) <= from) continue;
      const usedHere = used.get(benefit.id) ?? 0;
      const left = benefit.grantedCents - benefit.usedCents - usedHere;
      const capLeft = benefit.periodCapCents === null ? left : benefit.periodCapCents - usedHere;
      const take = Math.max(0, Math.min(due, left, capLeft));
      if (take === 0) continue;
      used.set(benefit.id, usedHere + take);
      due -= take;
    }
  }
  return ordered
    .filter((benefit) => (used.get(benefit.id) ?? 0) > 0)
    .map((benefit) => ({ benefitId: benefit.id, title: benefit.title, cents: used.get(benefit.id) ?? 0 }));
}

export const creditTotal = (credits: readonly CreditUse[]): number =>
  credits.reduce((total, credit) => total + credit.cents, 0);

/**
 * Shares an amount of credit over products in proportion to their costs (largest remainders get the
 * odd cents), so per-product amounts after credits add up to the total after credits.
 */
export function netByProduct(costs: Record<string, number>, credit: number): Record<string, number> {
  const entries = Object.entries(costs);
  const subtotal = entries.reduce((total, [, cents]) => total + cents, 0);
  if (subtotal === 0 || credit === 0) return { ...costs };
  const shares = entries.map(([productId, cents]) => {
    const exact = (cents * credit) / subtotal;
    return { productId, cents, share: Math.floor(exact), remainder: exact - Math.floor(exact) };
  });
  let odd = credit - shares.reduce((total, share) => total + share.share, 0);
  for (const share of [...shares].sort((a, b) => b.remainder - a.remainder)) {
    if (odd <= 0) break;
    share.share += 1;
    odd -= 1;
  }
  return Object.fromEntries(shares.map((share) => [share.productId, Math.max(0, share.cents - share.share)]));
}
