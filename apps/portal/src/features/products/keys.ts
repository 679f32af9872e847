// The query keys of the products area: the list, the create wizard and the product page. Every key
// starts with `['tenant', domainName, 'products']`, so a change anywhere in the area refreshes all of
// it (the list after a scale, the page after a create) by invalidating `productKeys.all`.
import type { MetricName, NodeTag, ProductPaymentContextRequest, Tier } from '@dbcloud/api-client';
import type { HealthPeriod } from './details/search';

/** A metric's window: ISO instants and the width of one point. */
export interface MetricWindow {
  from: string;
  to: string;
  stepSeconds: number;
}

/** What the health tab reads: each its own query, so each part fails on its own. */
export type HealthPart = 'incidents' | 'suggestions' | 'availability';

/** Which product a call or a change is about. */
export interface ProductRef {
  domainName: string;
  productId: string;
}

export const productKeys = {
  all: (domainName: string) => ['tenant', domainName, 'products'] as const,
  list: (domainName: string) => [...productKeys.all(domainName), 'list'] as const,
  status: (domainName: string) => [...productKeys.all(domainName), 'status'] as const,
  createContext: (domainName: string) => [...productKeys.all(domainName), 'create-context'] as const,
  paymentContext: (domainName: string, request: ProductPaymentContextRequest | null) =>
    [...productKeys.all(domainName), 'payment-context', request] as const,
  subdomain: (domainName: string, tier: Tier, subdomainName: string) =>
    [...productKeys.all(domainName), 'subdomain-available', tier, subdomainName] as const,
  detail: (domainName: string, productId: string) =>
    [...productKeys.all(domainName), 'detail', productId] as const,
  metric: (domainName: string, productId: string, metric: MetricName, window: MetricWindow) =>
    [...productKeys.detail(domainName, productId), 'metric', metric, window] as const,
  health: (domainName: string, productId: string, part: HealthPart, period: HealthPeriod) =>
    [...productKeys.detail(domainName, productId), 'health', part, period] as const,
  audit: (domainName: string, productId: string, nodeTag: NodeTag, date: string) =>
    [...productKeys.detail(domainName, productId), 'audit', nodeTag, date] as const,
};
