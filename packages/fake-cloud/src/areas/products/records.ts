// The products slice of the world: typed records, how they read as the contract's shapes, and the
// look-ups every product operation starts with. Other areas read products through these exports.
import type {
  CloudProvider,
  NodeStatus,
  NodeTag,
  Product,
  ProductAutoscalingConfig,
  ProductDiagnosticTools,
  ProductDiskKind,
  ProductFeature,
  ProductLabel,
  ProductNode,
  ProductOpenTelemetryConfig,
  ProductPowerBiConfig,
  ProductReleaseChannel,
  ProductStatus,
  ProductStorage,
  ProductSummary,
  Tier,
} from '@dbcloud/api-client';
import { iso } from '../../core/clock.js';
import { conflict, notFound } from '../../core/problem.js';
import type { World } from '../../core/world.js';
import { type CertificateRecord, fingerprintOf } from './certificate.js';

export interface NodeRecord {
  nodeTag: NodeTag;
  url: string;
  status: NodeStatus;
  isAdditional: boolean;
  region: string;
  /** When the node was added (created with the product, or as an additional node). */
  addedAt: number;
  /** When the node's transient status (creating, restarting, removing) ends; null when none. */
  until: number | null;
  /** Times the node did not serve (restarts), for metrics. */
  outages: { from: number; until: number }[];
}

export interface FeatureRecords {
  'power-bi': { enabled: boolean; config: ProductPowerBiConfig };
  autoscaling: { enabled: boolean; config: ProductAutoscalingConfig };
  /** Header values are stored as given and answered masked. */
  'open-telemetry': { enabled: boolean; config: ProductOpenTelemetryConfig };
}

/** What the product was billed as from `from` to `to` (null: still so). Billing reads these. */
export interface UsageSegment {
  from: number;
  to: number | null;
  tier: Tier;
  cloudProvider: CloudProvider;
  region: string;
  instanceType: string;
  storage: ProductStorage;
  /** Nodes billed (core and additional, removing ones excluded). */
  nodeCount: number;
}

export interface ProductRecord {
  domainName: string;
  productId: string;
  displayName: string;
  subdomainName: string;
  tier: Tier;
  cloudProvider: CloudProvider;
  region: string;
  instanceType: string;
  storage: ProductStorage;
  releaseChannel: ProductReleaseChannel;
  status: ProductStatus;
  /** When the product's transient status (creating, scaling, restarting, terminating) ends. */
  statusUntil: number | null;
  nodes: NodeRecord[];
  allowedIps: string[];
  monitoringIps: string[];
  features: FeatureRecords;
  labels: ProductLabel[];
  createdAt: number;
  hideInPortal: boolean;
  diskKind: ProductDiskKind;
  diagnosticTools: ProductDiagnosticTools;
  toolsUntil: number | null;
  /** A move to the data disk under way: nodes restart one at a time until `until`. */
  diskMigration: { startedAt: number; until: number } | null;
  snmp: { username: string; enabled: boolean; passwordHash: string | null };
  certificate: CertificateRecord;
  /** When termination was accepted (billing and metrics stop). */
  terminatedAt: number | null;
  usage: UsageSegment[];
}

/** One audit log entry an operation (or a transition) recorded; `nodeTag` null: every node. */
export interface AuditRecord {
  domainName: string;
  productId: string;
  nodeTag: NodeTag | null;
  at: number;
  user: string;
  action: string;
  detail: string;
}

export interface ProductsState {
  /** Every account's products (ids are unique across accounts). */
  products: ProductRecord[];
  audit: AuditRecord[];
  /** The earliest pending transition (Infinity when none): `tickProducts` is cheap until then. */
  nextDueAt: number;
}

/** The area's slice of the world (core/world.ts declares the core records only). */
declare module '../../core/world.js' {
  interface World {
    products: ProductsState;
  }
}

export const CORE_TAGS: NodeTag[] = ['A', 'B', 'C'];
export const ADDITIONAL_TAGS: NodeTag[] = ['D', 'E', 'F'];

export const nodeUrl = (tag: NodeTag, subdomainName: string, domainName: string) =>
  `https://${tag.toLowerCase()}.${subdomainName}.${domainName}.dbcloud.dev`;

export const isEnded = (p: ProductRecord) => p.status === 'terminating' || p.status === 'terminated';

/** Nodes billed: every node but those being removed (and none once terminated). */
export const billedNodeCount = (p: ProductRecord) =>
  p.terminatedAt === null ? p.nodes.filter((n) => n.status !== 'removing').length : 0;

export const additionalNodeCount = (p: ProductRecord) => p.nodes.filter((n) => n.isAdditional).length;

function toNode(node: NodeRecord): ProductNode {
  const { nodeTag, url, status, isAdditional, region } = node;
  return { nodeTag, url, status, isAdditional, region };
}

const SEVERITY_ORDER = { critical: 0, warning: 1, info: 2 } as const;

export function toFeatures(p: ProductRecord): ProductFeature[] {
  const telemetry = p.features['open-telemetry'];
  const masked = Object.fromEntries(Object.keys(telemetry.config.headers).map((name) => [name, '********']));
  return [
    { name: 'power-bi', ...p.features['power-bi'] },
    { name: 'autoscaling', ...p.features.autoscaling },
    { name: 'open-telemetry', enabled: telemetry.enabled, config: { ...telemetry.config, headers: masked } },
  ];
}

export function toProduct(p: ProductRecord): Product {
  return {
    ...toSummary(p),
    storage: { ...p.storage },
    allowedIps: [...p.allowedIps],
    monitoringIps: [...p.monitoringIps],
    features: toFeatures(p),
    hideInPortal: p.hideInPortal,
    diskKind: p.diskKind,
    diagnosticTools: p.diagnosticTools,
    snmp: { username: p.snmp.username, enabled: p.snmp.enabled },
    certificate: {
      issuedAt: iso(p.certificate.issuedAt),
      expiresAt: iso(p.certificate.expiresAt),
      fingerprint: fingerprintOf(p.certificate),
    },
  };
}

export function toSummary(p: ProductRecord): ProductSummary {
  return {
    productId: p.productId,
    displayName: p.displayName,
    subdomainName: p.subdomainName,
    tier: p.tier,
    cloudProvider: p.cloudProvider,
    region: p.region,
    instanceType: p.instanceType,
    releaseChannel: p.releaseChannel,
    status: p.status,
    nodes: p.nodes.map(toNode),
    labels: [...p.labels].sort((a, b) => SEVERITY_ORDER[a.severity] - SEVERITY_ORDER[b.severity]),
    createdAt: iso(p.createdAt),
  };
}

export { toNode };

/** The account's products, newest first (hidden ones included). */
export function productsOf(world: World, domainName: string): ProductRecord[] {
  return world.products.products
    .filter((p) => p.domainName === domainName)
    .sort((a, b) => b.createdAt - a.createdAt || a.productId.localeCompare(b.productId));
}

/** The account's products the portal lists: newest first, without those hidden with `hideInPortal`. */
export const listedProductsOf = (world: World, domainName: string) =>
  productsOf(world, domainName).filter((p) => !p.hideInPortal);

export function findProduct(world: World, domainName: string, productId: string): ProductRecord | undefined {
  return world.products.products.find((p) => p.domainName === domainName && p.productId === productId);
}

/** The product, or 404. */
export function productOr404(world: World, domainName: string, productId: string): ProductRecord {
  const product = findProduct(world, domainName, productId);
  if (!product) throw notFound(`There is no product ${productId} in ${domainName}.`);
  return product;
}

/** The node, or 404. */
export function nodeOr404(product: ProductRecord, nodeTag: string): NodeRecord {
  const node = product.nodes.find((n) => n.nodeTag === nodeTag);
  if (!node) throw notFound(`${product.displayName} has no node ${nodeTag}.`);
  return node;
}

/** 409 unless the product is running. */
export function assertRunning(product: ProductRecord, action: string): void {
  if (product.status !== 'running') {
    throw conflict(
      `${product.displayName} is ${product.status}; you can ${action} only while it is running.`,
    );
  }
}

/** 409 when the product is terminating or terminated. */
export function assertNotEnded(product: ProductRecord): void {
  if (isEnded(product))
    throw conflict(`${product.displayName} is ${product.status}; its settings can no longer change.`);
}

/**
 * Whether a subdomain is taken in the account for a tier (`POST /domain/is-subdomain-available`
 * answers the opposite; `products/create` fails with 409 on it). Terminated products keep their
 * subdomain until their record is deleted.
 */
export function isSubdomainTaken(
  world: World,
  domainName: string,
  tier: Tier,
  subdomainName: string,
): boolean {
  return world.products.products.some(
    (p) => p.domainName === domainName && p.tier === tier && p.subdomainName === subdomainName,
  );
}

/** Records what someone did for the audit log. */
export function recordAudit(
  world: World,
  product: ProductRecord,
  entry: { at: number; user: string; action: string; detail: string; nodeTag?: NodeTag | null },
): void {
  world.products.audit.push({
    domainName: product.domainName,
    productId: product.productId,
    nodeTag: entry.nodeTag ?? null,
    at: entry.at,
    user: entry.user,
    action: entry.action,
    detail: entry.detail,
  });
}

/** Remembers that a transition is due at `at`, so the next tick applies it. */
export function scheduleAt(world: World, at: number): void {
  world.products.nextDueAt = Math.min(world.products.nextDueAt, at);
}

/** Closes the open usage segment and, unless the product stopped billing, opens one for its state now. */
export function recordUsage(product: ProductRecord, now: number): void {
  const open = product.usage.at(-1);
  if (open && open.to === null) open.to = now;
  if (product.terminatedAt !== null) return;
  product.usage.push({
    from: now,
    to: null,
    tier: product.tier,
    cloudProvider: product.cloudProvider,
    region: product.region,
    instanceType: product.instanceType,
    storage: { ...product.storage },
    nodeCount: billedNodeCount(product),
  });
}
