// The query keys of the products area: the list, the create wizard and the product page. Every key
// starts with `['tenant', domainName, 'products']`, so a change anywhere in the area refreshes all of
// it (the list after a scale, the page after a create) by invalidating `productKeys.all`.
import type { MetricName, NodeTag, ProductPaymentContextRequest, Tier } from '@dbcloud/api-client';
import { keysOf } from '../../app/session';
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

const products = keysOf('tenant', 'products');
export const productKeys = {
  all: (domainName: string) => products(domainName),
  list: (domainName: string) => products(domainName, 'list'),
  status: (domainName: string) => products(domainName, 'status'),
  createContext: (domainName: string) => products(domainName, 'create-context'),
  paymentContext: (domainName: string, request: ProductPaymentContextRequest | null) =>
    products(domainName, 'payment-context', request),
  subdomain: (domainName: string, tier: Tier, subdomainName: string) =>
    products(domainName, 'subdomain-available', tier, subdomainName),
  detail: (domainName: string, productId: string) => products(domainName, 'detail', productId),
  metric: (domainName: string, productId: string, metric: MetricName, window: MetricWindow) =>
    products(domainName, 'detail', productId, 'metric', metric, window),
  health: (domainName: string, productId: string, part: HealthPart, period: HealthPeriod) =>
    products(domainName, 'detail', productId, 'health', part, period),
  audit: (domainName: string, productId: string, nodeTag: NodeTag, date: string) =>
    products(domainName, 'detail', productId, 'audit', nodeTag, date),
};
