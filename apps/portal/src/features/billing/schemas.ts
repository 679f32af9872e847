// The budget form's rules, from the contract's bounds of BillingBudgetRequest (BILLING_BUDGET_REQUEST_BOUNDS):
// an amount in the account's currency (written as people write money), and the alert percentages.
import { BILLING_BUDGET_REQUEST_BOUNDS as BOUNDS } from '@dbcloud/api-client/bounds';
import * as v from 'valibot';

const MONEY = /^\d+(\.\d{1,2})?$/;
const units = (cents: number) => (cents / 100).toLocaleString('en-US');

/** "1,500.50" -> 150050 cents; null when it is not an amount. */
export function amountCents(text: string): number | null {
  const plain = text.replace(/[,\s]/g, '');
  if (!MONEY.test(plain)) return null;
  const [whole = '0', fraction = ''] = plain.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** "50, 80 100" -> [50, 80, 100]; null when a part is not a whole number. */
export function percentages(text: string): number[] | null {
  const parts = text.split(/[\s,;%]+/).filter(Boolean);
  if (!parts.every((part) => /^\d{1,3}$/.test(part))) return null;
  return parts.map(Number);
}

const { amountCents: amount, thresholds: percent, thresholdsCount: count } = BOUNDS;

export const budgetSchema = v.object({
  amount: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('Enter the monthly budget.'),
    v.check((text) => amountCents(text) !== null, 'Enter an amount such as 1500 or 1,500.00.'),
    v.transform((text) => amountCents(text) ?? 0),
    // `check` rather than valibot's minValue/maxValue: the schemas of every page share one copy of
    // valibot, loaded first by every page, and `check` is in it already.
    v.check((cents) => cents >= amount.min, `The budget is at least ${units(amount.min)}.`),
    v.check((cents) => cents <= amount.max, `The budget is at most ${units(amount.max)}.`),
  ),
  thresholds: v.pipe(
    v.string(),
    v.check((text) => percentages(text) !== null, 'Enter whole percentages, such as 50, 80, 100.'),
    v.transform((text) => percentages(text) ?? []),
    v.check(
      (list) => list.every((p) => p >= percent.min && p <= percent.max),
      `Each percentage is from ${percent.min} to ${percent.max}.`,
    ),
    v.check((list) => new Set(list).size === list.length, 'Give each percentage once.'),
    v.maxLength(count.max, `Give at most ${count.max} percentages.`),
    v.transform((list) => [...list].sort((a, b) => a - b)),
  ),
  alertOnForecast: v.boolean(),
});

export type BudgetInput = v.InferInput<typeof budgetSchema>;
export type BudgetValues = v.InferOutput<typeof budgetSchema>;
