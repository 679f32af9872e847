import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { Landing } from '../../components/landing';
import { pricingQuery } from '../../features/pricing/api';

export const Route = createFileRoute('/_site/')({
  // The prices start loading with the route but do not hold it: the page is whole without them (a
  // failed price list leaves the tiers without prices), so it never waits for them or fails on them.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(pricingQuery(context.api));
  },
  component: HomePage,
});

function HomePage() {
  const { api } = Route.useRouteContext();
  return <Landing pricing={useQuery(pricingQuery(api))} />;
}
