import type { ApiClient } from '@dbcloud/api-client';
import type { QueryClient } from '@tanstack/react-query';

/** What every route's loader and component reach: the one query client and the one api client. */
export interface RouterContext {
  queryClient: QueryClient;
  api: ApiClient;
}
