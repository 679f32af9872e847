// The calculator's price: `POST pricing/calculate-price` at public rates, or for a signed-in user's
// account `POST pricing/calculate-internal-price` with its own discounts. Apart from api.ts,
// which the landing page's loader puts in the entry chunk: only the calculator's chunk needs this.
import { type ApiClient, type PriceCalculationRequest, unwrap } from '@dbcloud/api-client';
import { keepPreviousData, queryOptions, skipToken } from '@tanstack/react-query';
import { keysOf } from '../../app/session';

export const priceKeys = {
  public: (request: PriceCalculationRequest | undefined) => keysOf('public', 'pricing')('price', request),
  /** The account's own prices: tenant data, forgotten with the session. */
  account: (domainName: string, request: PriceCalculationRequest | undefined) =>
    keysOf('tenant', 'pricing')(domainName, 'price', request),
};

/**
 * The price of `request` (none without one); for `domainName`, with that account's discounts. While the
 * next price loads, the last one stays (`keepPreviousData`), so the summary never empties as the user
 * types.
 */
export const calculatedPriceQuery = (
  api: ApiClient,
  request: PriceCalculationRequest | undefined,
  domainName: string | undefined,
) =>
  queryOptions({
    queryKey: domainName ? priceKeys.account(domainName, request) : priceKeys.public(request),
    queryFn: !request
      ? skipToken
      : ({ signal }) =>
          domainName
            ? // The path names no account: X-Tenant-ID does.
              unwrap(
                api.POST('/pricing/calculate-internal-price', {
                  body: request,
                  headers: { 'X-Tenant-ID': domainName },
                  signal,
                }),
              )
            : unwrap(api.POST('/pricing/calculate-price', { body: request, signal })),
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });
