// Monthly budgets: the amount and thresholds an account keeps, and the alerts the clock's passing sends.
// Each threshold the current period's spend crosses (and the forecast going above the budget) is shown
// once per period; a new period, or any change of the budget, starts afresh. Each is mailed to the
// billing contact once per period for a given amount (setting the same budget again mails nothing), and
// at most BUDGET_MAILS_PER_PERIOD a period in all, whatever the changes.
import type { BillingBudget, BillingBudgetAlert } from '@dbcloud/api-client';
import { money as moneyWords } from '@dbcloud/api-client/products';
import { iso } from '../../core/clock.js';
import type { Implementation } from '../../core/context.js';
import { sendMail, type World } from '../../core/world.js';
import { periodShape } from './calendar.js';
import { settle } from './ledger.js';
import { currentTotalsOf, ledgerOf, money, openPeriod } from './readers.js';
import { type BillingAccount, BUDGET_MAILS_PER_PERIOD, DEFAULT_THRESHOLDS } from './state.js';

const monthName = (ms: number) =>
  new Date(ms).toLocaleString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

function alertMail(account: BillingAccount, alert: BillingBudgetAlert, budgetCents: number, start: number) {
  const amount = moneyWords(budgetCents, account.currency);
  const month = monthName(start);
  return alert.kind === 'forecast'
    ? `${account.domainName}: the forecast for ${month} is above its budget of ${amount}`
    : `${account.domainName} has spent ${alert.percent}% of its budget of ${amount} for ${month}`;
}

/** Where budget alerts go: the billing contact, else the account's owner. */
function alertRecipient(world: World, account: BillingAccount): string | null {
  return account.billingContact?.billingEmail ?? world.accounts.get(account.domainName)?.ownerEmail ?? null;
}

/**
 * Brings an account's alerts up to `now`: a new period empties them, then each threshold crossed and not
 * yet recorded is recorded and mailed (smallest first, the forecast last).
 */
export function evaluateBudget(world: World, account: BillingAccount, now: number): void {
  const budget = account.budget;
  const { amountCents } = budget;
  if (amountCents === null) return;
  const span = openPeriod(account);
  if (budget.alertsPeriodStart !== span.start) {
    budget.alertsPeriodStart = span.start;
    budget.alerts = [];
  }
  const { soFarCents, forecastCents } = currentTotalsOf(account, now);
  const due: BillingBudgetAlert[] = [];
  const recorded = (kind: BillingBudgetAlert['kind'], percent: number | null) =>
    budget.alerts.some((alert) => alert.kind === kind && alert.percent === percent);
  for (const percent of [...budget.thresholds].sort((a, b) => a - b)) {
    if (soFarCents * 100 >= amountCents * percent && !recorded('spent', percent)) {
      due.push({ kind: 'spent', percent, crossedAt: iso(now) });
    }
  }
  if (budget.alertOnForecast && forecastCents > amountCents && !recorded('forecast', null)) {
    due.push({ kind: 'forecast', percent: null, crossedAt: iso(now) });
  }
  const to = alertRecipient(world, account);
  const mails = account.budgetMails;
  if (mails.periodStart !== span.start) {
    mails.periodStart = span.start;
    mails.sent = [];
  }
  for (const alert of due) {
    budget.alerts.push(alert);
    const sent = `${alert.kind}:${alert.percent}:${amountCents}`;
    if (!to || mails.sent.includes(sent) || mails.sent.length >= BUDGET_MAILS_PER_PERIOD) continue;
    mails.sent.push(sent);
    sendMail(world, now, {
      to,
      subject: alertMail(account, alert, amountCents, span.start),
      link: `/portal/${account.domainName}/billing/summary`,
    });
  }
}

/** Evaluates every account that keeps a budget (runs before every call and control that reads the world). */
export function tickBudgets(world: World, now: number): void {
  for (const account of world.billing.accounts.values()) {
    if (account.budget.amountCents === null) continue;
    settle(world, account, now);
    evaluateBudget(world, account, now);
  }
}

function budgetOf(account: BillingAccount, now: number): BillingBudget {
  const { budget, currency } = account;
  const span = openPeriod(account);
  const { soFarCents, forecastCents } = currentTotalsOf(account, now);
  const current = budget.amountCents !== null && budget.alertsPeriodStart === span.start;
  return {
    budget: budget.amountCents === null ? null : money(budget.amountCents, currency),
    thresholds: [...budget.thresholds],
    alertOnForecast: budget.alertOnForecast,
    updatedAt: budget.updatedAt === null ? null : iso(budget.updatedAt),
    period: periodShape(span),
    asOf: iso(now),
    currency,
    spentSoFar: money(soFarCents, currency),
    forecast: money(forecastCents, currency),
    alerts: current ? budget.alerts.map((alert) => ({ ...alert })) : [],
  };
}

export const budgetOperations = {
  getBillingBudget({ response }, ctx) {
    const account = ledgerOf(ctx);
    evaluateBudget(ctx.world, account, ctx.now);
    return response(200).json(budgetOf(account, ctx.now));
  },

  async setBillingBudget({ request, response }, ctx) {
    const body = await request.json();
    const account = ledgerOf(ctx);
    account.budget = {
      amountCents: body.amountCents,
      thresholds: [...(body.thresholds ?? DEFAULT_THRESHOLDS)].sort((a, b) => a - b),
      alertOnForecast: body.alertOnForecast ?? true,
      updatedAt: ctx.now,
      alertsPeriodStart: null,
      alerts: [],
    };
    evaluateBudget(ctx.world, account, ctx.now);
    return response(200).json(budgetOf(account, ctx.now));
  },
} satisfies Partial<Implementation>;
