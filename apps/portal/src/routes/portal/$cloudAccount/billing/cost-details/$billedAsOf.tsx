import { createFileRoute } from '@tanstack/react-router';
import { prefetchForBilling } from '../../../../../features/billing/access';
import { costDetailsQuery } from '../../../../../features/billing/api';
import { CostDetailsPage } from '../../../../../features/billing/components/cost-details';

// The route is cost-details, the API costs-details.
export const Route = createFileRoute('/portal/$cloudAccount/billing/cost-details/$billedAsOf')({
  staticData: { area: 'billing', record: true },
  loader: ({ context, params }) =>
    prefetchForBilling(context, costDetailsQuery(context.api, params.cloudAccount, params.billedAsOf)),
  component: CostDetailsPage,
});
