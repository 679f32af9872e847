import { createFileRoute } from '@tanstack/react-router';
import { prefetchForBilling } from '../../../../../features/billing/access';
import { costDetailsQuery } from '../../../../../features/billing/api';
import { CostDetails } from '../../../../../features/billing/components/cost-details';
import { BillingDocument } from '../../../../../features/billing/components/document-state';
import { costDetailsTitle } from '../../../../../features/billing/format';

// The route is cost-details, the API costs-details.
export const Route = createFileRoute('/portal/$cloudAccount/billing/cost-details/$billedAsOf')({
  staticData: { area: 'billing', record: true },
  // The loader goes with the page's chunk, not into the entry chunk every page loads first (the bundle
  // budgets). It starts the data and does not wait: the page shows its skeleton, then the document or
  // what failed with a retry.
  loader: ({ context, params }) =>
    prefetchForBilling(context, costDetailsQuery(context.api, params.cloudAccount, params.billedAsOf)),
  component: CostDetailsPage,
});

function CostDetailsPage() {
  const { cloudAccount, billedAsOf } = Route.useParams();
  const { account, api } = Route.useRouteContext();
  return (
    <BillingDocument
      account={account}
      query={costDetailsQuery(api, cloudAccount, billedAsOf)}
      what="Cost details"
      title={costDetailsTitle(billedAsOf)}
    >
      {(details) => <CostDetails domainName={cloudAccount} details={details} />}
    </BillingDocument>
  );
}
