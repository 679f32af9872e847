// acme's products in the demo world (dates relative to the reset, randomness seeded): every tier and
// provider, a restart and a terminated product among them, with their audit entries.
import type { NodeTag } from '@dbcloud/api-client';
import { DAY_MS, HOUR_MS, isoDate, MINUTE_MS } from '../../core/clock.js';
import type { Random } from '../../core/random.js';
import { newNode } from './factory.js';
import { type AuditRecord, type ProductRecord, recordUsage } from './records.js';
import { premium, type SeedRow, seedTable, standard, terminated } from './seeded.js';
import { DURATIONS } from './transitions.js';

const ACME = {
  orders: {
    domainName: 'acme',
    displayName: 'Orders (EU)',
    subdomainName: 'orders',
    tier: 'Production',
    cloudProvider: 'Aws',
    region: 'eu-west-1',
    instanceType: 'P30',
    storage: premium(500, 6000, 250),
    releaseChannel: 'stable',
    allowedIps: ['203.0.113.0/24', '198.51.100.23/32'],
    age: 67 * DAY_MS,
  },
  ledger: {
    domainName: 'acme',
    displayName: 'Ledger',
    subdomainName: 'ledger',
    tier: 'Production',
    cloudProvider: 'Azure',
    region: 'westeurope',
    instanceType: 'P20',
    storage: premium(256, 5000, 200),
    releaseChannel: 'lts',
    allowedIps: ['203.0.113.0/24'],
    age: 352 * DAY_MS,
  },
  reports: {
    domainName: 'acme',
    displayName: 'Reports (EU)',
    subdomainName: 'reports',
    tier: 'Development',
    cloudProvider: 'Azure',
    region: 'westeurope',
    instanceType: 'D10',
    storage: standard(50),
    releaseChannel: 'preview',
    allowedIps: ['203.0.113.0/24'],
    age: 48 * DAY_MS,
  },
  sandbox: {
    domainName: 'acme',
    displayName: 'Sandbox',
    subdomainName: 'sandbox',
    tier: 'Free',
    cloudProvider: 'Gcp',
    region: 'us-central1',
    instanceType: 'F1',
    storage: standard(5),
    releaseChannel: 'stable',
    allowedIps: ['0.0.0.0/0'],
    age: 170 * DAY_MS,
  },
  analytics: {
    domainName: 'acme',
    displayName: 'Analytics (US)',
    subdomainName: 'analytics',
    tier: 'Production',
    cloudProvider: 'Aws',
    region: 'us-east-1',
    instanceType: 'P20',
    storage: premium(128, 3000, 125),
    releaseChannel: 'stable',
    allowedIps: ['203.0.113.0/24'],
    age: 210 * DAY_MS,
  },
  // Still creating: running about 7 minutes after the reset.
  inventory: {
    domainName: 'acme',
    displayName: 'Inventory',
    subdomainName: 'inventory',
    tier: 'Development',
    cloudProvider: 'Gcp',
    region: 'europe-west1',
    instanceType: 'D20',
    storage: standard(100),
    releaseChannel: 'stable',
    allowedIps: ['198.51.100.23/32'],
    age: 3 * MINUTE_MS,
  },
} satisfies Record<string, SeedRow>;

export function acmeProducts(now: number, random: Random, audit: AuditRecord[]): ProductRecord[] {
  const ago = (days: number) => now - days * DAY_MS;
  const products = seedTable(ACME, now, random);
  const { orders, ledger, reports, sandbox, analytics } = products;
  /** An audit entry of `product`, by the account's owner unless `user` says otherwise. */
  const entry = (
    { productId }: ProductRecord,
    nodeTag: NodeTag | null,
    at: number,
    action: string,
    detail: string,
    user = 'owner@demo.dbcloud.dev',
  ): AuditRecord => ({ domainName: 'acme', productId, nodeTag, at, user, action, detail });

  orders.nodes.push(
    newNode(
      'D',
      { domainName: 'acme', subdomainName: 'orders', region: 'eu-central-1' },
      ago(20),
      null,
      true,
    ),
  );
  recordUsage(orders, ago(20));
  orders.monitoringIps = ['192.0.2.10/32'];
  orders.features.autoscaling = {
    enabled: true,
    config: {
      minInstanceType: 'P30',
      maxInstanceType: 'P50',
      cpuThresholdPercent: 75,
      storageAutoExtend: true,
      storageMaxSizeGb: 2000,
    },
  };
  orders.snmp = { username: 'snmp-orders-7f3k', enabled: true, passwordHash: null };
  orders.labels = [
    {
      kind: 'maintenance-scheduled',
      message: `Maintenance on ${isoDate(now + 6 * DAY_MS)} from 02:00 to 04:00 UTC: nodes restart one at a time.`,
      severity: 'info',
    },
  ];
  const restartedAt = ago(3) + 9 * HOUR_MS;
  orders.nodes[0]?.outages.push({ from: restartedAt, until: restartedAt + DURATIONS.restart });
  audit.push(
    entry(orders, 'D', ago(20), 'NodeAdded', 'Node D added in eu-central-1.'),
    entry(orders, null, ago(10), 'AllowedIpsUpdated', 'Allowed IPs set to 203.0.113.0/24, 198.51.100.23/32.'),
    entry(orders, 'A', restartedAt, 'NodeRestarted', 'Node A restarted from the portal.'),
    entry(
      orders,
      'A',
      restartedAt + DURATIONS.restart,
      'NodeRunning',
      'Node A is running again after the restart.',
      'system',
    ),
  );

  ledger.diskKind = 'os';
  ledger.diagnosticTools = 'installed';
  ledger.snmp = { username: 'snmp-ledger-5c1x', enabled: true, passwordHash: null };
  ledger.labels = [
    {
      kind: 'certificate-expiring',
      message: `The client certificate expires on ${isoDate(ledger.certificate.expiresAt)}. Regenerate it and update your clients.`,
      severity: 'warning',
    },
  ];

  reports.features['power-bi'] = {
    enabled: true,
    config: {
      gatewayUrl: 'https://gateway.powerbi.acme.example/reports',
      refreshMinutes: 30,
      datasetName: 'reports-eu',
    },
  };
  reports.snmp = { username: 'snmp-reports-2b8d', enabled: false, passwordHash: null };

  sandbox.labels = [
    {
      kind: 'storage-almost-full',
      message: 'Storage is 92% full. Free products cannot grow; delete data or move it to a paid product.',
      severity: 'critical',
    },
  ];

  terminated(analytics, ago(12));
  audit.push(
    entry(analytics, null, ago(12), 'ProductTerminationStarted', 'Analytics (US) is being terminated.'),
  );

  return Object.values(products);
}
