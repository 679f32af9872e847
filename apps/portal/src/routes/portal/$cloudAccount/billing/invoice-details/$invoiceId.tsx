import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { can } from '../../../../../app/access';
import { Authorization } from '../../../../../components/role-required';
import { billingGate } from '../../../../../features/billing/access';
import { invoiceQuery } from '../../../../../features/billing/api';
import { BillingDocument } from '../../../../../features/billing/components/document-state';
import { InvoiceDetails } from '../../../../../features/billing/components/invoice-details';

export const Route = createFileRoute('/portal/$cloudAccount/billing/invoice-details/$invoiceId')({
  staticData: { area: 'billing', record: true },
  // The loader goes with the page's chunk, not into the entry chunk every page loads first (the bundle
  // budgets). It starts the data and does not wait: the page shows its skeleton, then the document or
  // what failed with a retry.
  loader: ({ context, params }) => {
    if (!can(context.account, billingGate(context.account).operation)) return;
    void context.queryClient.prefetchQuery(invoiceQuery(context.api, params.cloudAccount, params.invoiceId));
  },
  component: InvoicePage,
});

function InvoicePage() {
  const { account } = Route.useRouteContext();
  return (
    <Authorization {...billingGate(account)}>
      <Invoice />
    </Authorization>
  );
}

function Invoice() {
  const { cloudAccount, invoiceId } = Route.useParams();
  const { api } = Route.useRouteContext();
  const query = useQuery(invoiceQuery(api, cloudAccount, invoiceId));
  return (
    <BillingDocument query={query} domainName={cloudAccount} what="Invoice" title={`Invoice ${invoiceId}`}>
      {(invoice) => <InvoiceDetails domainName={cloudAccount} invoice={invoice} />}
    </BillingDocument>
  );
}
