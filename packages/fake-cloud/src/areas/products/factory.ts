// A new product record as `products/create` makes it (and the seed starts from).
import type { CloudProvider, NodeTag } from '@dbcloud/api-client';
import { regionOffer, tierOffer } from '../../core/catalogue.js';
import { type Random, randomChars } from '../../core/random.js';
import type { World } from '../../core/world.js';
import { issueCertificate } from './certificate.js';
import {
  CORE_TAGS,
  type FeatureRecords,
  type NodeRecord,
  nodeUrl,
  type ProductRecord,
  recordUsage,
} from './records.js';
import { DURATIONS } from './transitions.js';

/** What a new product is made from: the fields of its record a create (or a seed) chooses. */
export type ProductSpec = Pick<
  ProductRecord,
  | 'domainName'
  | 'productId'
  | 'displayName'
  | 'subdomainName'
  | 'tier'
  | 'cloudProvider'
  | 'region'
  | 'instanceType'
  | 'storage'
  | 'releaseChannel'
  | 'allowedIps'
>;

/** Every feature disabled, with its default configuration. */
export function defaultFeatures(instanceType: string): FeatureRecords {
  return {
    'power-bi': { enabled: false, config: { refreshMinutes: 60 } },
    autoscaling: {
      enabled: false,
      config: {
        minInstanceType: instanceType,
        maxInstanceType: instanceType,
        cpuThresholdPercent: 75,
        storageAutoExtend: false,
      },
    },
    'open-telemetry': { enabled: false, config: { protocol: 'grpc', headers: {} } },
  };
}

export const snmpUsername = (subdomainName: string, random: Random) =>
  `snmp-${subdomainName}-${randomChars(random, 4)}`;

/** `prd-<subdomain>-<area>`, with a numeric suffix when that id is taken. */
export function newProductId(
  world: World,
  subdomainName: string,
  provider: CloudProvider,
  region: string,
): string {
  const base = `prd-${subdomainName}-${regionOffer(provider, region)?.area ?? 'eu'}`;
  const taken = new Set(world.products.products.map((p) => p.productId));
  if (!taken.has(base)) return base;
  let n = 2;
  while (taken.has(`${base}-${n}`)) n += 1;
  return `${base}-${n}`;
}

export function newNode(
  tag: NodeTag,
  spec: { subdomainName: string; domainName: string; region: string },
  now: number,
  until: number | null,
  isAdditional = false,
): NodeRecord {
  return {
    nodeTag: tag,
    url: nodeUrl(tag, spec.subdomainName, spec.domainName),
    status: until === null ? 'running' : 'creating',
    isAdditional,
    region: spec.region,
    addedAt: now,
    until,
    outages: [],
  };
}

/** A product starting to be created now: `creating`, its core nodes `creating`, running after 10 minutes. */
export function newProduct(
  spec: ProductSpec,
  now: number,
  random: Random,
  certificateAt = now,
): ProductRecord {
  const until = now + DURATIONS.create;
  const coreTags = CORE_TAGS.slice(0, tierOffer(spec.tier).nodeCount);
  const product: ProductRecord = {
    domainName: spec.domainName,
    productId: spec.productId,
    displayName: spec.displayName,
    subdomainName: spec.subdomainName,
    tier: spec.tier,
    cloudProvider: spec.cloudProvider,
    region: spec.region,
    instanceType: spec.instanceType,
    storage: {
      type: spec.storage.type,
      sizeGb: spec.storage.sizeGb,
      iops: spec.storage.iops,
      throughput: spec.storage.throughput,
    },
    releaseChannel: spec.releaseChannel,
    allowedIps: spec.allowedIps,
    status: 'creating',
    statusUntil: until,
    nodes: coreTags.map((tag) => newNode(tag, spec, now, until)),
    monitoringIps: [],
    features: defaultFeatures(spec.instanceType),
    labels: [],
    createdAt: now,
    hideInPortal: false,
    diskKind: 'data',
    diagnosticTools: 'not-installed',
    toolsUntil: null,
    diskMigration: null,
    snmp: { username: snmpUsername(spec.subdomainName, random), enabled: false, passwordHash: null },
    certificate: issueCertificate(certificateAt, random),
    terminatedAt: null,
    usage: [],
  };
  recordUsage(product, now);
  return product;
}
