// Whether a change would take this month's forecast over the account's monthly budget: from a plan's
// price (what the product costs per hour now and after) and the budget's state (`GET billing/budget`).
// The portal's dialogs, `dbcloud`'s plan output and the MCP preview all ask this one function.
import type { BillingBudget, Currency, ProductPaymentContext } from '../generated/types.js';
import { money } from './plan.js';

const HOUR_MS = 3_600_000;

/** What a change does to this month's forecast, against the budget. */
export interface BudgetImpact {
  readonly currency: Currency;
  readonly budgetCents: number;
  /** The forecast now, and once the change runs for the rest of the month. */
  readonly forecastCents: number;
  readonly forecastAfterCents: number;
  /** What the change adds to this month (negative when it saves). */
  readonly addedCents: number;
  /** How far the forecast would be above the budget after the change (0 when within it). */
  readonly overCents: number;
  /** True when the change adds to a forecast that would then be above the budget. */
  readonly overBudget: boolean;
  /** The warning in words, or null when there is nothing to warn about. */
  readonly words: string | null;
}

/** The budget's state a preview needs (an answer of `GET billing/budget`). */
export type BudgetState = Pick<BillingBudget, 'budget' | 'forecast' | 'period' | 'asOf'>;

/** The price a plan was answered (POST products/payment-context), or just its hourly rates. */
export type PriceChange = Pick<
  ProductPaymentContext,
  'currency' | 'currentHourlyRateMillicents' | 'newHourlyRateMillicents'
>;

/**
 * Whether a change priced `price` would take the forecast over the budget, and by how much: the forecast
 * grows by the difference of the hourly rates for the hours left in the period (from the budget's
 * `asOf` to the period's end). Null when the account keeps no budget or the currencies differ.
 */
export function budgetImpact(state: BudgetState, price: PriceChange): BudgetImpact | null {
  const { budget } = state;
  if (!budget || budget.currency !== price.currency) return null;
  const end = Date.parse(`${state.period.billedAsOf}T00:00:00Z`);
  const hoursLeft = Math.max(0, (end - Date.parse(state.asOf)) / HOUR_MS);
  const rateDelta = price.newHourlyRateMillicents - price.currentHourlyRateMillicents;
  const addedCents = Math.round((rateDelta * hoursLeft) / 1000);
  const forecastCents = state.forecast.amountCents;
  const forecastAfterCents = Math.max(0, forecastCents + addedCents);
  const overCents = Math.max(0, forecastAfterCents - budget.amountCents);
  // a change that saves is never warned about, even in a month already over budget
  const overBudget = overCents > 0 && addedCents > 0;
  const words = !overBudget
    ? null
    : forecastCents > budget.amountCents
      ? `This month's forecast is already over your budget of ${money(budget.amountCents, budget.currency)}; ` +
        `this change would take it to ${money(forecastAfterCents, budget.currency)}, ` +
        `${money(overCents, budget.currency)} over.`
      : `This change would take this month's forecast over your budget of ` +
        `${money(budget.amountCents, budget.currency)}: to ${money(forecastAfterCents, budget.currency)}, ` +
        `${money(overCents, budget.currency)} over.`;
  return {
    currency: budget.currency,
    budgetCents: budget.amountCents,
    forecastCents,
    forecastAfterCents,
    addedCents,
    overCents,
    overBudget,
    words,
  };
}
