// Billing (billing/summary): the query keys and queries of the billing pages.
// Account pages' loaders are split from the entry chunk (vite.config.ts `codeSplittingOptions`), so this module loads
// with the billing pages only.
import { type ApiClient, unwrap } from '@dbcloud/api-client';
import { queryOptions } from '@tanstack/react-query';
import { keysOf } from '../../app/session';

const billing = keysOf('tenant', 'billing');
export const billingKeys = {
  all: (domainName: string) => billing(domainName),
  payNow: (domainName: string) => billing(domainName, 'pay-now'),
  benefits: (domainName: string) => billing(domainName, 'benefits'),
  history: (domainName: string, selectedYear: number) => billing(domainName, 'history', selectedYear),
  spendings: (domainName: string, range: SpendingsRange) => billing(domainName, 'spendings', range),
  costDetails: (domainName: string, billedAsOf: string) => billing(domainName, 'cost-details', billedAsOf),
  invoice: (domainName: string, invoiceId: string) => billing(domainName, 'invoice', invoiceId),
};

/**
 * Each part of a billing page loads on its own: a failed one shows its error and retry in place, and is
 * not fetched again just because it mounts (the route's loader has just tried; "Try again" refetches).
 */
const section = { retryOnMount: false } as const;

/**
 * For a query whose key changes with what the user picks (a year, a range): the previous answer stays
 * (marked busy) until the new one is there, rather than a skeleton (react-query's keepPreviousData).
 */
export const keepPrevious = <T>(previous: T | undefined): T | undefined => previous;

/** What is unpaid and whether it can be paid now (GET billing/pay-now). */
export const payNowQuery = (api: ApiClient, domainName: string) =>
  queryOptions({
    ...section,
    queryKey: billingKeys.payNow(domainName),
    queryFn: ({ signal }) =>
      unwrap(api.GET('/billing/pay-now/{domainName}', { params: { path: { domainName } }, signal })),
    // While a declined charge cools down, look again now and then: the button comes back by itself.
    refetchInterval: (query) => (query.state.data?.status === 'cooldown' ? 60_000 : false),
  });

/** The current period's running costs (GET billing/current-summary): shared with the products list. */
export { currentSummaryQuery } from '../../components/budget/api';

/** Benefits and credits (GET billing/account-benefits). */
export const benefitsQuery = (api: ApiClient, domainName: string) =>
  queryOptions({
    ...section,
    queryKey: billingKeys.benefits(domainName),
    queryFn: ({ signal }) =>
      unwrap(api.GET('/billing/account-benefits/{domainName}', { params: { path: { domainName } }, signal })),
  });

/** A year's invoices and the years that have some (GET billing/history). */
export const historyQuery = (api: ApiClient, domainName: string, selectedYear: number) =>
  queryOptions({
    ...section,
    queryKey: billingKeys.history(domainName, selectedYear),
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/billing/history/{domainName}', {
          params: { path: { domainName }, query: { selectedYear } },
          signal,
        }),
      ),
  });

/** The months a chart shows: the first day of the first month to the last day of the last. */
export interface SpendingsRange {
  from: string;
  to: string;
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** The last `months` calendar months, this one included (UTC, as billing periods are). */
export function spendingsRange(months: number, today: Date = new Date()): SpendingsRange {
  const year = today.getUTCFullYear();
  const month = today.getUTCMonth();
  return {
    from: isoDay(new Date(Date.UTC(year, month - months + 1, 1))),
    to: isoDay(new Date(Date.UTC(year, month + 1, 0))),
  };
}

/** Costs after credits per month and product, for the chart (POST billing/spendings, a read). */
export const spendingsQuery = (api: ApiClient, domainName: string, range: SpendingsRange) =>
  queryOptions({
    ...section,
    queryKey: billingKeys.spendings(domainName, range),
    queryFn: ({ signal }) =>
      unwrap(
        api.POST('/billing/spendings/{domainName}', {
          params: { path: { domainName } },
          body: { ...range, groupBy: 'product' },
          signal,
        }),
      ),
  });

/** A period's costs per product and item (GET billing/costs-details; the route says cost-details). */
export const costDetailsQuery = (api: ApiClient, domainName: string, billedAsOf: string) =>
  queryOptions({
    ...section,
    queryKey: billingKeys.costDetails(domainName, billedAsOf),
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/billing/costs-details/{domainName}', {
          params: { path: { domainName }, query: { billedAsOf } },
          signal,
        }),
      ),
  });

/** One invoice with its lines (GET billing/invoice-details). */
export const invoiceQuery = (api: ApiClient, domainName: string, invoiceId: string) =>
  queryOptions({
    ...section,
    queryKey: billingKeys.invoice(domainName, invoiceId),
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/billing/invoice-details/{domainName}/{invoiceId}', {
          params: { path: { domainName, invoiceId } },
          signal,
        }),
      ),
  });
