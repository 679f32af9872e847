import { createFileRoute } from '@tanstack/react-router';
import { prefetchForBilling } from '../../../../../features/billing/access';
import { invoiceQuery } from '../../../../../features/billing/api';
import { InvoicePage } from '../../../../../features/billing/components/invoice-details';

export const Route = createFileRoute('/portal/$cloudAccount/billing/invoice-details/$invoiceId')({
  staticData: { area: 'billing', record: true },
  loader: ({ context, params }) =>
    prefetchForBilling(context, invoiceQuery(context.api, params.cloudAccount, params.invoiceId)),
  component: InvoicePage,
});
