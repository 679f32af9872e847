// The create wizard's own query: whether a subdomain is free.
import { type ApiClient, type Tier, unwrap } from '@dbcloud/api-client';
import { queryOptions } from '@tanstack/react-query';
import { productKeys } from '../keys';

/** Whether a subdomain is free for a tier in the account (POST domain/is-subdomain-available). */
export const subdomainAvailabilityQuery = (
  api: ApiClient,
  domainName: string,
  tier: Tier,
  subdomainName: string,
) =>
  queryOptions({
    queryKey: productKeys.subdomain(domainName, tier, subdomainName),
    queryFn: ({ signal }) =>
      unwrap(
        api.POST('/domain/is-subdomain-available', {
          body: { tier, domainName, subdomainName },
          headers: { 'X-Tenant-ID': domainName },
          signal,
        }),
      ),
    staleTime: 10_000,
  });
