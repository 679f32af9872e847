// `dbcloud billing summary|invoices`.
import { type BillingCurrentSummary, type BillingHistory, unwrap } from '@dbcloud/api-client';
import { Command } from 'commander';
import { contextOf } from '../context.js';
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

  return new Command('billing')
    .description('Read the account’s costs and invoices')
    .addCommand(summary)
    .addCommand(invoices)
    .addHelpText('after', '\nExample:\n  $ dbcloud billing summary');
}
