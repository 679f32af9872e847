import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { can } from '../../../../../app/access';
import { Authorization } from '../../../../../components/role-required';
import { billingGate } from '../../../../../features/billing/access';
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
  loader: ({ context, params }) => {
    if (!can(context.account, billingGate(context.account).operation)) return;
    void context.queryClient.prefetchQuery(
      costDetailsQuery(context.api, params.cloudAccount, params.billedAsOf),
    );
  },
  component: CostDetailsPage,
});

function CostDetailsPage() {
  const { account } = Route.useRouteContext();
  return (
    <Authorization {...billingGate(account)}>
      <Details />
    </Authorization>
  );
}

function Details() {
  const { cloudAccount, billedAsOf } = Route.useParams();
  const { api } = Route.useRouteContext();
  const query = useQuery(costDetailsQuery(api, cloudAccount, billedAsOf));
  return (
    <BillingDocument
      query={query}
      domainName={cloudAccount}
      what="Cost details"
      title={costDetailsTitle(billedAsOf)}
    >
      {(details) => <CostDetails domainName={cloudAccount} details={details} />}
    </BillingDocument>
  );
}
