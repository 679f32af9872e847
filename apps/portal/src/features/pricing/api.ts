// The public price list (GET pricing): what the landing page's tiers and, later, the pricing calculator
// are priced from.
import { type ApiClient, unwrap } from '@dbcloud/api-client';
import { queryOptions } from '@tanstack/react-query';
import { keysOf } from '../../app/session';

export const pricingKeys = {
  catalogue: () => keysOf('public', 'pricing')(),
};

/** The price catalogue: providers and regions, tiers and their instance types, storage, periods. */
export const pricingQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: pricingKeys.catalogue(),
    queryFn: ({ signal }) => unwrap(api.GET('/pricing', { signal })),
    staleTime: 5 * 60_000,
  });
