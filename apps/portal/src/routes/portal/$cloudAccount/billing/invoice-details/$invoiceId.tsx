import { createFileRoute } from '@tanstack/react-router';
import { prefetchForBilling } from '../../../../../features/billing/access';
import { invoiceQuery } from '../../../../../features/billing/api';
import { BillingDocument } from '../../../../../features/billing/components/document-state';
import { InvoiceDetails } from '../../../../../features/billing/components/invoice-details';

export const Route = createFileRoute('/portal/$cloudAccount/billing/invoice-details/$invoiceId')({
  staticData: { area: 'billing', record: true },
  // The loader goes with the page's chunk, not into the entry chunk every page loads first (the bundle
  // budgets). It starts the data and does not wait: the page shows its skeleton, then the document or
  // what failed with a retry.
  loader: ({ context, params }) =>
    prefetchForBilling(context, invoiceQuery(context.api, params.cloudAccount, params.invoiceId)),
  component: InvoicePage,
});

function InvoicePage() {
  const { cloudAccount, invoiceId } = Route.useParams();
  const { account, api } = Route.useRouteContext();
  return (
    <BillingDocument
      account={account}
      query={invoiceQuery(api, cloudAccount, invoiceId)}
      what="Invoice"
      title={`Invoice ${invoiceId}`}
    >
      {(invoice) => <InvoiceDetails domainName={cloudAccount} invoice={invoice} />}
    </BillingDocument>
  );
}
