import { type ApiClient, unwrap } from '@dbcloud/api-client';
import { queryOptions } from '@tanstack/react-query';
import { keysOf } from '../../app/session';

export const dashboardKeys = {
  home: (domainName: string) => keysOf('tenant', 'dashboard')(domainName),
};

/** The account's home page (GET dashboard-user-info). */
export const dashboardQuery = (api: ApiClient, domainName: string) =>
  queryOptions({
    queryKey: dashboardKeys.home(domainName),
    queryFn: ({ signal }) =>
      unwrap(api.GET('/dashboard-user-info/{domainName}', { params: { path: { domainName } }, signal })),
  });
