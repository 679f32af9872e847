// `dbcloud billing summary|invoices|budget`.
import {
  type BillingBudget,
  type BillingBudgetRequest,
  type BillingCurrentSummary,
  type BillingHistory,
  unwrap,
} from '@dbcloud/api-client';
import { BILLING_BUDGET_REQUEST_BOUNDS as BOUNDS } from '@dbcloud/api-client/bounds';
import { Command } from 'commander';
import { contextOf } from '../context.js';
import { UsageError } from '../errors.js';
import { fields, instant, money, table } from '../format.js';
import { examples, integer } from '../options.js';

function summaryText(summary: BillingCurrentSummary): string {
  const lines =
    summary.lines.length === 0
      ? 'No product has run in this period.'
      : table(
          ['product', 'name', 'tier', 'hours', 'amount'],
          summary.lines.map((line) => [
            line.productId,
            line.displayName,
            line.tier,
            String(line.hours),
            money(line.amount),
          ]),
        );
  return [
    fields([
      ['Period', `${summary.period.start} to ${summary.period.end} (billed ${summary.period.billedAsOf})`],
      ['As of', instant(summary.asOf)],
      ['Total so far', money(summary.totalSoFar)],
      ['Credits applied', money(summary.creditsApplied)],
      ['Forecast', money(summary.forecast)],
    ]),
    '',
    lines,
  ].join('\n');
}

function invoicesTable(history: BillingHistory): string {
  if (history.invoices.length === 0) {
    return `No invoices in ${history.selectedYear}. Years with invoices: ${history.availableYears.join(', ')}.`;
  }
  return table(
    ['invoice', 'period', 'issued', 'status', 'total'],
    history.invoices.map((invoice) => [
      invoice.invoiceId,
      `${invoice.period.start} to ${invoice.period.end}`,
      invoice.issued,
      invoice.status,
      money(invoice.total),
    ]),
  );
}

function budgetText(state: BillingBudget): string {
  const alerts = [
    ...state.thresholds.map((percent) => `${percent}%`),
    ...(state.alertOnForecast ? ['forecast above the budget'] : []),
  ];
  const crossed = state.alerts.map((alert) =>
    alert.kind === 'forecast'
      ? `forecast above the budget (${instant(alert.crossedAt)})`
      : `${alert.percent}% spent (${instant(alert.crossedAt)})`,
  );
  return fields([
    ['Budget', state.budget ? `${money(state.budget)} a month` : 'none'],
    ['Period', `${state.period.start} to ${state.period.end}`],
    ['Spent so far', money(state.spentSoFar)],
    ['Forecast', money(state.forecast)],
    ['Alerts at', state.budget ? alerts.join(', ') || 'none' : '-'],
    ['Crossed', crossed.join('; ') || 'none'],
  ]);
}

/** `1500`, `1,500.50` -> cents, within the contract's bounds. */
function amountCents(text: string): number {
  const plain = text.replace(/[,\s]/g, '');
  const { min, max } = BOUNDS.amountCents;
  if (!/^\d{1,12}(\.\d{1,2})?$/.test(plain)) {
    throw new UsageError(`--amount must be an amount such as 1500 or 1500.50 (got ${JSON.stringify(text)}).`);
  }
  const [whole = '0', fraction = ''] = plain.split('.');
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  if (cents < min || cents > max) {
    throw new UsageError(`--amount must be from ${min / 100} to ${max / 100}.`);
  }
  return cents;
}

/** `50,80,100` -> [50, 80, 100]: whole percentages within the contract's bounds, each once. */
function thresholds(text: string): number[] {
  const parts = text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const { thresholds: percent, thresholdsCount: count } = BOUNDS;
  const list = parts.map(Number);
  if (
    !parts.every((part) => /^\d{1,3}$/.test(part)) ||
    list.some((p) => p < percent.min || p > percent.max)
  ) {
    throw new UsageError(
      `--alerts takes whole percentages from ${percent.min} to ${percent.max}, such as 50,80,100.`,
    );
  }
  if (new Set(list).size !== list.length) throw new UsageError('--alerts names a percentage twice.');
  if (list.length > count.max) throw new UsageError(`--alerts takes at most ${count.max} percentages.`);
  return list;
}

interface BudgetOptions {
  amount?: string;
  alerts?: string;
  forecastAlert?: boolean;
  clear?: boolean;
}

/** `dbcloud billing …` */
export function billingCommand(): Command {
  const summary = new Command('summary')
    .description('The current period’s costs so far, per product, with credits and a forecast')
    .action(async (_options, command: Command) => {
      const { api, domainName, answer } = contextOf(command);
      const current = await unwrap(
        api.GET('/billing/current-summary/{domainName}', { params: { path: { domainName } } }),
      );
      answer(current, summaryText);
    });
  examples(summary, 'dbcloud billing summary');

  const invoices = new Command('invoices')
    .description('The invoices issued in a year, newest first')
    .option('--year <year>', 'the year (default: this year, UTC)', integer(2000, 2100))
    .action(async (options: { year?: number }, command: Command) => {
      const { api, domainName, answer } = contextOf(command);
      const history = await unwrap(
        api.GET('/billing/history/{domainName}', {
          params: {
            path: { domainName },
            query: { selectedYear: options.year ?? new Date().getUTCFullYear() },
          },
        }),
      );
      answer(history, invoicesTable);
    });
  examples(invoices, 'dbcloud billing invoices', 'dbcloud billing invoices --year 2025 --json');

  const budget = new Command('budget')
    .description('Show, set or remove the monthly budget and its alerts (e-mailed to the billing contact)')
    .option('--amount <amount>', 'set the monthly budget, in the account’s currency (e.g. 1500)')
    .option('--alerts <percentages>', 'alert at these percentages of the budget (default 50,80,100)')
    .option('--no-forecast-alert', 'no alert when the forecast goes above the budget')
    .option('--clear', 'remove the budget')
    .action(async (options: BudgetOptions, command: Command) => {
      const { api, domainName, answer } = contextOf(command);
      const path = { params: { path: { domainName } } };
      const changes = options.amount !== undefined || options.alerts !== undefined;
      if (options.clear && changes) throw new UsageError('--clear removes the budget: give it alone.');
      if (!options.clear && options.alerts !== undefined && options.amount === undefined) {
        throw new UsageError('--alerts needs --amount (the budget the percentages are of).');
      }
      if (!options.clear && options.amount === undefined) {
        answer(await unwrap(api.GET('/billing/budget/{domainName}', path)), budgetText);
        return;
      }
      const body: BillingBudgetRequest = options.clear
        ? { amountCents: null }
        : {
            amountCents: amountCents(options.amount ?? ''),
            ...(options.alerts !== undefined && { thresholds: thresholds(options.alerts) }),
            alertOnForecast: options.forecastAlert !== false,
          };
      answer(await unwrap(api.POST('/billing/set-budget/{domainName}', { ...path, body })), budgetText);
    });
  examples(
    budget,
    'dbcloud billing budget',
    'dbcloud billing budget --amount 1500 --alerts 50,80,100',
    'dbcloud billing budget --clear',
  );

  return new Command('billing')
    .description('Read the account’s costs and invoices, and keep a monthly budget')
    .addCommand(summary)
    .addCommand(invoices)
    .addCommand(budget)
    .addHelpText('after', '\nExample:\n  $ dbcloud billing summary');
}
