// What the products list shows: the latest polled status over the list, the search, the order, and
// the terminated products apart.
import type { ProductStatus, ProductStatusList, ProductSummary } from '@dbcloud/api-client';
import { isChanging } from './api';
import type { ProductsSearch } from './search';

/** Each product with the status (its own and its nodes') of the latest poll, when there is one. */
export function withLatestStatus(
  products: readonly ProductSummary[],
  status: ProductStatusList | undefined,
): ProductSummary[] {
  if (!status) return [...products];
  const byId = new Map(status.items.map((item) => [item.productId, item]));
  return products.map((product) => {
    const latest = byId.get(product.productId);
    if (!latest) return product;
    const nodeStatus = new Map(latest.nodes.map((node) => [node.nodeTag, node.status]));
    return {
      ...product,
      status: latest.status,
      nodes: product.nodes.map((node) => ({ ...node, status: nodeStatus.get(node.nodeTag) ?? node.status })),
    };
  });
}

/**
 * Whether the poll knows something the list does not show: a product finished changing (its node URLs
 * or labels may be new), or a product came or went. The list is then loaded again.
 */
export function listIsBehind(products: readonly ProductSummary[], status: ProductStatusList): boolean {
  if (products.length !== status.items.length) return true;
  const listed = new Map(products.map((product) => [product.productId, product.status]));
  return status.items.some((item) => {
    const before = listed.get(item.productId);
    return before === undefined || (before !== item.status && !isChanging(item.status));
  });
}

const STATUS_ORDER: Record<ProductStatus, number> = {
  failed: 0,
  creating: 1,
  scaling: 2,
  restarting: 3,
  terminating: 4,
  running: 5,
  terminated: 6,
};
const TIER_ORDER = { Production: 0, Development: 1, Free: 2 } as const;

const searchable = (product: ProductSummary) =>
  [
    product.displayName,
    product.subdomainName,
    product.productId,
    product.region,
    product.instanceType,
    product.cloudProvider,
  ]
    .join(' ')
    .toLowerCase();

/** The products the search keeps, in its order (the server's, newest first, by default). */
export function searchProducts(
  products: readonly ProductSummary[],
  search: ProductsSearch,
): ProductSummary[] {
  const words = (search.q ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  const kept = products.filter(
    (product) =>
      (!search.tier || product.tier === search.tier) &&
      (words.length === 0 || words.every((word) => searchable(product).includes(word))),
  );
  const byName = (a: ProductSummary, b: ProductSummary) =>
    a.displayName.localeCompare(b.displayName, 'en', { numeric: true, sensitivity: 'base' });
  switch (search.sort) {
    case 'oldest':
      return kept.sort((a, b) => a.createdAt.localeCompare(b.createdAt));
    case 'name':
      return kept.sort(byName);
    case 'status':
      return kept.sort((a, b) => STATUS_ORDER[a.status] - STATUS_ORDER[b.status] || byName(a, b));
    case 'tier':
      return kept.sort((a, b) => TIER_ORDER[a.tier] - TIER_ORDER[b.tier] || byName(a, b));
    default:
      return kept.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  }
}

/** Live products first; terminated ones in their own section. */
export function splitTerminated(products: readonly ProductSummary[]): {
  live: ProductSummary[];
  terminated: ProductSummary[];
} {
  return {
    live: products.filter((product) => product.status !== 'terminated'),
    terminated: products.filter((product) => product.status === 'terminated'),
  };
}

/** The product's page, on its general tab: a `<Link>`'s `to` and `params`. */
export const productPage = (domainName: string, productId: string) =>
  ({
    to: '/portal/$cloudAccount/product/$activeTab/$id',
    params: { cloudAccount: domainName, activeTab: 'general', id: productId },
  }) as const;

/** The database studio of a node, opened with a short-lived token (in the fragment: never sent to a server log). */
export const studioUrl = (nodeUrl: string, token: string): string =>
  `${nodeUrl.replace(/\/+$/, '')}/studio#token=${encodeURIComponent(token)}`;
