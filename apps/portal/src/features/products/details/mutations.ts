// Every change the product page makes (apps/portal/README.md "Mutations"): each hook owns its call, its
// invalidation through `productKeys` and a default error toast. A call that answers the product puts it
// into the page's cache at once; then everything under `['tenant', d, 'products']` (this page, the
// products list, prices) loads again.
import {
  type ApiClient,
  type NodeTag,
  type Product,
  type ProductAutoscalingConfigureRequest,
  type ProductFeatureName,
  type ProductOpenTelemetryConfigureRequest,
  type ProductPowerBiConfigureRequest,
  type ProductSnmpCredentials,
  unwrap,
} from '@dbcloud/api-client';
import type { ProductRequest } from '@dbcloud/api-client/products';
import type { QueryClient } from '@tanstack/react-query';
import { inAccount, useMutationHook } from '../../../app/mutation-hook';
import { isUnder, type MutationCallbacks } from '../../../app/mutations';
import { type ProductRef, productKeys } from '../keys';
import { addNodeBody } from './requests';

const isProduct = (data: unknown): data is Product =>
  typeof data === 'object' && data !== null && 'productId' in data && 'nodes' in data;

/** The pattern of every hook below: the call, the cache (this product's page, the account's products), the toast. */
function useProductMutation<TVariables extends ProductRef, TData>(
  call: (api: ApiClient, variables: TVariables) => Promise<TData>,
  failed: string,
  callbacks: MutationCallbacks<TData, TVariables>,
  /** The change deletes the product: its page's data leaves the cache and is not asked for again. */
  { deletes = false }: { deletes?: boolean } = {},
) {
  const settle = (queryClient: QueryClient, data: TData, { domainName, productId }: TVariables) => {
    const page = productKeys.detail(domainName, productId);
    if (isProduct(data)) queryClient.setQueryData(page, data);
    // A deleted product's page is not asked for again (it would answer 404 on its way out).
    if (deletes) queryClient.removeQueries({ queryKey: page });
    return queryClient.invalidateQueries({
      queryKey: productKeys.all(domainName),
      predicate: (query) => !deletes || !isUnder(page, query.queryKey),
    });
  };
  return useMutationHook({ call, settle, failed }, callbacks);
}

const path = ({ domainName, productId }: ProductRef) => ({ params: { path: { domainName, productId } } });

/** A planned change of the product's size (the recipes' plan), sent exactly as planned. */
export type PlannedChange<O extends ProductRequest['operationId']> = ProductRef & {
  request: Extract<ProductRequest, { operationId: O }>;
};

export const useChangeInstance = (
  callbacks: MutationCallbacks<Product, PlannedChange<'changeProduct'>> = {},
) =>
  useProductMutation(
    (api, { request }) =>
      unwrap(
        api.POST('/products/change-product/{domainName}', {
          params: { path: request.path },
          body: request.body,
        }),
      ),
    'The instance was not changed',
    callbacks,
  );

export const useChangeVolume = (callbacks: MutationCallbacks<Product, PlannedChange<'changeVolume'>> = {}) =>
  useProductMutation(
    (api, { request }) =>
      unwrap(
        api.POST('/products/change-volume/{domainName}', {
          params: { path: request.path },
          body: request.body,
        }),
      ),
    'The storage was not changed',
    callbacks,
  );

export const useMigrateToDataDisk = (callbacks: MutationCallbacks<Product, ProductRef> = {}) =>
  useProductMutation(
    (api, ref) => unwrap(api.POST('/products/migrate-to-data-disk/{domainName}/{productId}', path(ref))),
    'The migration did not start',
    callbacks,
  );

export const useInstallTools = (callbacks: MutationCallbacks<Product, ProductRef> = {}) =>
  useProductMutation(
    (api, ref) => unwrap(api.POST('/products/install-tools/{domainName}/{productId}', path(ref))),
    'The tools were not installed',
    callbacks,
  );

export type NodeRef = ProductRef & { nodeTag: NodeTag };

export const useRestartNode = (callbacks: MutationCallbacks<Product, NodeRef> = {}) =>
  useProductMutation(
    (api, { domainName, productId, nodeTag }) =>
      unwrap(
        api.POST('/products/restart-node/{domainName}/{productId}/{nodeTag}', {
          params: { path: { domainName, productId, nodeTag } },
        }),
      ),
    'The node was not restarted',
    callbacks,
  );

export const useAddNode = (callbacks: MutationCallbacks<unknown, ProductRef & { region?: string }> = {}) =>
  useProductMutation(
    (api, { domainName, productId, region }) =>
      unwrap(
        api.POST('/products/additional-node/add/{domainName}/{productId}', {
          params: { path: { domainName, productId } },
          body: addNodeBody(region),
        }),
      ),
    'The node was not added',
    callbacks,
  );

export const useRemoveNode = (callbacks: MutationCallbacks<unknown, NodeRef> = {}) =>
  useProductMutation(
    (api, { domainName, productId, nodeTag }) =>
      unwrap(
        api.POST('/products/additional-node/remove/{domainName}/{productId}/{nodeTag}', {
          params: { path: { domainName, productId, nodeTag } },
        }),
      ),
    'The node was not removed',
    callbacks,
  );

export const useRegenerateCertificate = (callbacks: MutationCallbacks<unknown, ProductRef> = {}) =>
  useProductMutation(
    (api, ref) =>
      unwrap(api.POST('/products/client-certificate/regenerate/{domainName}/{productId}', path(ref))),
    'The certificate was not regenerated',
    callbacks,
  );

export type IpList = 'allowedIps' | 'monitoringIps';

export const useUpdateIps = (
  list: IpList,
  callbacks: MutationCallbacks<unknown, ProductRef & { ips: string[] }> = {},
) =>
  useProductMutation(
    (api, { domainName, productId, ips }) =>
      list === 'allowedIps'
        ? unwrap(
            api.POST('/products/update-allowed-ips/{domainName}', {
              ...inAccount(domainName),
              body: { productId, allowedIps: ips },
            }),
          )
        : unwrap(
            api.POST('/products/update-monitoring-ips/{domainName}', {
              ...inAccount(domainName),
              body: { productId, monitoringIps: ips },
            }),
          ),
    'The IP ranges were not saved',
    callbacks,
  );

export type FeatureToggle = ProductRef & { feature: ProductFeatureName; enabled: boolean };

export const useToggleFeature = (callbacks: MutationCallbacks<unknown, FeatureToggle> = {}) =>
  useProductMutation(
    (api, { domainName, productId, feature, enabled }) => {
      const options = { params: { path: { domainName, productId, feature } } };
      return unwrap(
        enabled
          ? api.POST('/products/feature/{feature}/{domainName}/{productId}', options)
          : api.DELETE('/products/feature/{feature}/{domainName}/{productId}', options),
      );
    },
    'The feature was not changed',
    callbacks,
  );

type Configure<T> = ProductRef & Omit<T, 'productId'>;

export const useConfigurePowerBi = (
  callbacks: MutationCallbacks<unknown, Configure<ProductPowerBiConfigureRequest>> = {},
) =>
  useProductMutation(
    (api, { domainName, ...body }) =>
      unwrap(
        api.POST('/products/features/configure/power-bi/{domainName}', { ...inAccount(domainName), body }),
      ),
    'The Power BI settings were not saved',
    callbacks,
  );

export const useConfigureAutoscaling = (
  callbacks: MutationCallbacks<unknown, Configure<ProductAutoscalingConfigureRequest>> = {},
) =>
  useProductMutation(
    (api, { domainName, ...body }) =>
      unwrap(
        api.POST('/products/features/configure/autoscaling/{domainName}', { ...inAccount(domainName), body }),
      ),
    'The autoscaling settings were not saved',
    callbacks,
  );

export const useConfigureOpenTelemetry = (
  callbacks: MutationCallbacks<unknown, Configure<ProductOpenTelemetryConfigureRequest>> = {},
) =>
  useProductMutation(
    (api, { domainName, ...body }) =>
      unwrap(
        api.POST('/products/features/configure/monitoring/open-telemetry/{domainName}', {
          ...inAccount(domainName),
          body,
        }),
      ),
    'The OpenTelemetry settings were not saved',
    callbacks,
  );

export const useRollSnmpCredentials = (
  callbacks: MutationCallbacks<ProductSnmpCredentials, ProductRef> = {},
) =>
  useProductMutation(
    (api, ref) => unwrap(api.POST('/products/roll-snmp-credentials/{domainName}/{productId}', path(ref))),
    'The SNMP credentials were not rolled',
    callbacks,
  );

/** Terminates the product; the portal always sends `hideInPortal: false`, so it stays listed. */
export const useTerminateProduct = (callbacks: MutationCallbacks<Product, ProductRef> = {}) =>
  useProductMutation(
    (api, { domainName, productId }) =>
      unwrap(
        api.POST('/products/terminate/{domainName}', {
          ...inAccount(domainName),
          body: { productId, hideInPortal: false },
        }),
      ),
    'The product was not terminated',
    callbacks,
  );

/** Deletes a terminated product's record: its page's data goes from the cache, the list loads again. */
export const useDeleteProduct = (callbacks: MutationCallbacks<unknown, ProductRef> = {}) =>
  useProductMutation(
    (api, ref) => unwrap(api.POST('/products/delete/{domainName}/{productId}', path(ref))),
    'The product’s record was not deleted',
    callbacks,
    { deletes: true },
  );
