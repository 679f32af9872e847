import { createFileRoute } from '@tanstack/react-router';
import { configurationQuery } from '../../../../app/configuration';
import { thankYouSearch } from '../../../../features/marketplace/search';
import { thankYouPage } from '../../../../features/marketplace/thank-you-page';

export const Route = createFileRoute('/_site/azure-marketplace/register-subscription/thank-you')({
  validateSearch: thankYouSearch,
  loader: ({ context }) => context.queryClient.ensureQueryData(configurationQuery(context.api)),
  component: thankYouPage('azure'),
});
