import { createFileRoute } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { can } from '../../../../app/access';
import { budgetQuery } from '../../../../components/budget/api';
import {
  benefitsQuery,
  currentSummaryQuery,
  historyQuery,
  payNowQuery,
  spendingsQuery,
  spendingsRange,
} from '../../../../features/billing/api';
import { BillingSummary } from '../../../../features/billing/components/billing-summary';
import { billingSummarySearch, DEFAULT_SPENDINGS_MONTHS } from '../../../../features/billing/search';
import { prefetchPaymentInfo } from '../../../../features/payment-info/api';
import { PaymentInformationFrame } from '../../../../features/payment-info/components/payment-information-frame';

// The payment section sits below the billing summary: its code (forms, card list) loads on its own,
// so the page's first chunks stay small (the bundle budgets).
const PaymentInformation = lazy(() =>
  import('../../../../features/payment-info/components/payment-information').then((module) => ({
    default: module.PaymentInformation,
  })),
);

/**
 * The account's billing page: the billing summary (features/billing), then the payment
 * section (`#payment-information`, features/payment-info). Each part loads its own data and shows its own
 * loading, error and access states, so neither holds up or breaks the other.
 */
export const Route = createFileRoute('/portal/$cloudAccount/billing/summary')({
  staticData: { area: 'billing' },
  // The loader goes with the page's chunk, not into the entry chunk every page loads first (the bundle
  // budgets). It starts every section's data and does not wait: the page shows at once, each section
  // with its skeleton, then its content or what failed with a retry.
  validateSearch: billingSummarySearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, params, deps }) => {
    const { queryClient, api, account } = context;
    const domainName = params.cloudAccount;
    void prefetchPaymentInfo(context, account, domainName);
    if (!can(account, 'getBillingCurrentSummary')) return;
    const year = deps.selectedYear ?? new Date().getUTCFullYear();
    const range = spendingsRange(deps.months ?? DEFAULT_SPENDINGS_MONTHS);
    // A marketplace bills its accounts: they have no invoices or payments here.
    if (account.managedBy === 'direct') {
      void queryClient.prefetchQuery(payNowQuery(api, domainName));
      void queryClient.prefetchQuery(historyQuery(api, domainName, year));
    }
    void queryClient.prefetchQuery(currentSummaryQuery(api, domainName));
    void queryClient.prefetchQuery(budgetQuery(api, domainName));
    void queryClient.prefetchQuery(benefitsQuery(api, domainName));
    void queryClient.prefetchQuery(spendingsQuery(api, domainName, range));
  },
  component: BillingPage,
});

function BillingPage() {
  const { account } = Route.useRouteContext();
  const search = Route.useSearch();
  return (
    <BillingSummary account={account} search={search}>
      <Suspense fallback={<PaymentInformationFrame />}>
        <PaymentInformation account={account} />
      </Suspense>
    </BillingSummary>
  );
}
