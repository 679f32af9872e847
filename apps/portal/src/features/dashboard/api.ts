import { type ApiClient, unwrap } from '@dbcloud/api-client';
import { queryOptions } from '@tanstack/react-query';

export const dashboardKeys = {
  home: (domainName: string) => ['tenant', domainName, 'dashboard'] as const,
};

/** The account's home page (GET dashboard-user-info). */
export const dashboardQuery = (api: ApiClient, domainName: string) =>
  queryOptions({
    queryKey: dashboardKeys.home(domainName),
    queryFn: ({ signal }) =>
      unwrap(api.GET('/dashboard-user-info/{domainName}', { params: { path: { domainName } }, signal })),
  });
