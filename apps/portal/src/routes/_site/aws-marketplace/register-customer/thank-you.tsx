import { createFileRoute } from '@tanstack/react-router';
import { configurationQuery } from '../../../../app/configuration';
import { MarketplaceThankYou } from '../../../../features/marketplace/components/thank-you';
import { thankYouSearch } from '../../../../features/marketplace/search';

export const Route = createFileRoute('/_site/aws-marketplace/register-customer/thank-you')({
  validateSearch: thankYouSearch,
  loader: ({ context }) => context.queryClient.ensureQueryData(configurationQuery(context.api)),
  component: ThankYouPage,
});

function ThankYouPage() {
  const search = Route.useSearch();
  return (
    <main>
      <MarketplaceThankYou marketplace="aws" {...search} />
    </main>
  );
}
