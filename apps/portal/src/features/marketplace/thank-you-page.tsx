import { useSearch } from '@tanstack/react-router';
import type { Marketplace } from '../../app/site-labels';
import { MarketplaceThankYou } from './components/thank-you';

const THANK_YOU_ROUTES = {
  aws: '/_site/aws-marketplace/register-customer/thank-you',
  azure: '/_site/azure-marketplace/register-subscription/thank-you',
} as const;

/** The page after a marketplace registration, with what its route's search says happened. */
export function thankYouPage(marketplace: Marketplace) {
  const from = THANK_YOU_ROUTES[marketplace];
  // biome-ignore lint/correctness/noComponentHookFactories: made at module level, once per route file.
  return function ThankYouPage() {
    const search = useSearch({ from });
    return (
      <main>
        <MarketplaceThankYou marketplace={marketplace} {...search} />
      </main>
    );
  };
}
