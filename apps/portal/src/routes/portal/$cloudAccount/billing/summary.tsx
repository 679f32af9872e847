import { PageHeader } from '@dbcloud/ui-kit';
import { createFileRoute } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { PaymentInformationFrame } from '../../../../features/payment-info/components/payment-information-frame';

// The payment section sits below the billing summary: its code (forms, card list) loads on its own,
// so the page's first chunks stay small (DESIGN §10 budgets).
const PaymentInformation = lazy(() =>
  import('../../../../features/payment-info/components/payment-information').then((module) => ({
    default: module.PaymentInformation,
  })),
);

/**
 * The account's billing page (DESIGN §7). Its payment section (`#payment-information`) loads its own
 * data and shows its own loading, error and access states, so it never holds up or breaks the page.
 */
export const Route = createFileRoute('/portal/$cloudAccount/billing/summary')({
  // Starts the payment section's data without waiting for it; the module that does it loads with it,
  // not in the entry chunk every page loads first.
  loader: ({ context, params }) => {
    void import('../../../../features/payment-info/api').then(({ prefetchPaymentInfo }) =>
      prefetchPaymentInfo(context, context.account, params.cloudAccount),
    );
  },
  component: BillingPage,
});

function BillingPage() {
  const { account } = Route.useRouteContext();
  return (
    <div>
      <PageHeader title="Billing" />
      <Suspense fallback={<PaymentInformationFrame />}>
        <PaymentInformation account={account} />
      </Suspense>
    </div>
  );
}
