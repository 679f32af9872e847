import { createFileRoute } from '@tanstack/react-router';
import { userQuery } from '../../app/session';
import { pricingQuery } from '../../features/pricing/api';
import { PricingPage } from '../../features/pricing/components/pricing-page';
import { pricingSearch } from '../../features/pricing/search';

/** The pricing calculator: its configuration lives in the address, so it can be shared. */
export const Route = createFileRoute('/_site/pricing')({
  validateSearch: pricingSearch,
  // The price list and who is signed in (whose prices) start with the route; the page shows their
  // failures itself, with a retry (a failed user info only means public prices).
  loader: ({ context: { queryClient, api } }) =>
    Promise.all([queryClient.prefetchQuery(pricingQuery(api)), queryClient.prefetchQuery(userQuery(api))]),
  component: PricingPage,
});
