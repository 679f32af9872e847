// The product page's queries: the product itself and what its tabs read (metrics, health, audit log).
import type {
  ApiClient,
  ClusterAvailability,
  ClusterHealthRequest,
  ClusterIncidentList,
  ClusterSuggestionList,
  MetricName,
  NodeTag,
} from '@dbcloud/api-client';
import { unwrap } from '@dbcloud/api-client';
import { type QueryKey, queryOptions } from '@tanstack/react-query';
import { isChanging } from '../api';
import { type HealthPart, type MetricWindow, productKeys } from '../keys';
import type { HealthPeriod } from './search';
import { windowOf } from './tab-choices';

/** One product with everything its tabs show (GET products/get). */
export const productQuery = (api: ApiClient, domainName: string, productId: string) =>
  queryOptions({
    queryKey: productKeys.detail(domainName, productId),
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/products/get/{domainName}/{productId}', {
          params: { path: { domainName, productId } },
          signal,
        }),
      ),
    // While the product or a node changes (a restart, a new node, scaling), poll until it settles.
    refetchInterval: (query) => {
      const product = query.state.data;
      if (!product) return false;
      const busy =
        isChanging(product.status) ||
        product.diagnosticTools === 'installing' ||
        product.nodes.some((node) => node.status !== 'running' && node.status !== 'stopped');
      return busy ? 10_000 : false;
    },
  });

/**
 * How long a tab's readings (metrics, health, audit log) stay fresh: coming back to a tab within a
 * minute asks nothing new.
 */
const TAB_FRESH_MS = 60_000;

/** A tab's reading under its key: cancelled when the tab is left, fresh for TAB_FRESH_MS. */
const tabQuery = <Key extends QueryKey, Data>(queryKey: Key, read: (signal: AbortSignal) => Promise<Data>) =>
  queryOptions({ queryKey, queryFn: ({ signal }) => read(signal), staleTime: TAB_FRESH_MS });

/**
 * One metric of every node of a product over `window` (POST metrics/get-metric/, no `nodeTag`: the tab
 * picks the node it shows, so switching nodes asks nothing new).
 */
export const metricQuery = (
  api: ApiClient,
  domainName: string,
  productId: string,
  metric: MetricName,
  window: MetricWindow,
) =>
  tabQuery(productKeys.metric(domainName, productId, metric, window), (signal) =>
    unwrap(
      api.POST('/metrics/get-metric/', {
        body: { domainName, productId, metric, ...window },
        headers: { 'X-Tenant-ID': domainName },
        signal,
      }),
    ),
  );

interface HealthAnswer {
  incidents: ClusterIncidentList;
  suggestions: ClusterSuggestionList;
  availability: ClusterAvailability;
}

type HealthCall<P extends HealthPart> = (
  api: ApiClient,
  body: ClusterHealthRequest,
  signal: AbortSignal,
) => Promise<HealthAnswer[P]>;

// The paths name no account: the body does, and the header says the same (README "Tenancy").
const HEALTH_CALLS: { [P in HealthPart]: HealthCall<P> } = {
  incidents: (api, body, signal) =>
    unwrap(
      api.POST('/cluster-health/incidents', { body, headers: { 'X-Tenant-ID': body.domainName }, signal }),
    ),
  suggestions: (api, body, signal) =>
    unwrap(
      api.POST('/cluster-health/suggestions', { body, headers: { 'X-Tenant-ID': body.domainName }, signal }),
    ),
  availability: (api, body, signal) =>
    unwrap(
      api.POST('/cluster-health/availability', { body, headers: { 'X-Tenant-ID': body.domainName }, signal }),
    ),
};

/**
 * A product's incidents, suggestions or availability over the last `period`. The window ends when the
 * call is made (not when the key was made), so a refetch looks at the window up to now.
 */
export const healthQuery = <P extends HealthPart>(
  api: ApiClient,
  domainName: string,
  productId: string,
  part: P,
  period: HealthPeriod,
) =>
  tabQuery(productKeys.health(domainName, productId, part, period), (signal) =>
    HEALTH_CALLS[part](api, { domainName, productId, ...windowOf(period, Date.now()) }, signal),
  );

/** One node's audit log for one UTC day (POST audit-log/list), newest first. */
export const auditLogQuery = (
  api: ApiClient,
  domainName: string,
  productId: string,
  nodeTag: NodeTag,
  date: string,
) =>
  tabQuery(productKeys.audit(domainName, productId, nodeTag, date), (signal) =>
    unwrap(
      api.POST('/audit-log/list/{domainName}/{productId}/{nodeTag}/{date}', {
        params: { path: { domainName, productId, nodeTag, date } },
        body: {},
        signal,
      }),
    ),
  );
