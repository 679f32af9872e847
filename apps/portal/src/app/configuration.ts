import { type ApiClient, unwrap } from '@dbcloud/api-client';
import { queryOptions } from '@tanstack/react-query';
import { keysOf } from './session';

/** GET configuration: public, cached for the session. */
export const configurationQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: keysOf('public', 'configuration')(),
    queryFn: ({ signal }) => unwrap(api.GET('/configuration', { signal })),
    staleTime: Number.POSITIVE_INFINITY,
  });
