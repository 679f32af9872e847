// acme's products in the demo world (dates relative to the reset, randomness seeded): every tier and
// provider, a restart and a terminated product among them, with their audit entries.
import { DAY_MS, HOUR_MS, isoDate, MINUTE_MS } from '../../core/clock.js';
import type { Random } from '../../core/random.js';
import { newNode } from './factory.js';
import { type AuditRecord, type ProductRecord, recordUsage } from './records.js';
import { seeded, standard, terminated } from './seeded.js';
import { DURATIONS } from './transitions.js';

export function acmeProducts(now: number, random: Random, audit: AuditRecord[]): ProductRecord[] {
  const ago = (days: number) => now - days * DAY_MS;
  const acme = { domainName: 'acme' };

  const orders = seeded(
    {
      ...acme,
      productId: 'prd-orders-eu',
      displayName: 'Orders (EU)',
      subdomainName: 'orders',
      tier: 'Production',
      cloudProvider: 'Aws',
      region: 'eu-west-1',
      instanceType: 'P30',
      storage: { type: 'premium', sizeGb: 500, iops: 6000, throughput: 250 },
      releaseChannel: 'stable',
      allowedIps: ['203.0.113.0/24', '198.51.100.23/32'],
    },
    ago(67),
    now,
    random,
  );
  orders.nodes.push(
    newNode('D', { ...acme, subdomainName: 'orders', region: 'eu-central-1' }, ago(20), null, true),
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
    {
      ...acme,
      productId: 'prd-orders-eu',
      nodeTag: 'D',
      at: ago(20),
      user: 'owner@demo.dbcloud.dev',
      action: 'NodeAdded',
      detail: 'Node D added in eu-central-1.',
    },
    {
      ...acme,
      productId: 'prd-orders-eu',
      nodeTag: null,
      at: ago(10),
      user: 'owner@demo.dbcloud.dev',
      action: 'AllowedIpsUpdated',
      detail: 'Allowed IPs set to 203.0.113.0/24, 198.51.100.23/32.',
    },
    {
      ...acme,
      productId: 'prd-orders-eu',
      nodeTag: 'A',
      at: restartedAt,
      user: 'owner@demo.dbcloud.dev',
      action: 'NodeRestarted',
      detail: 'Node A restarted from the portal.',
    },
    {
      ...acme,
      productId: 'prd-orders-eu',
      nodeTag: 'A',
      at: restartedAt + DURATIONS.restart,
      user: 'system',
      action: 'NodeRunning',
      detail: 'Node A is running again after the restart.',
    },
  );

  const ledger = seeded(
    {
      ...acme,
      productId: 'prd-ledger-eu',
      displayName: 'Ledger',
      subdomainName: 'ledger',
      tier: 'Production',
      cloudProvider: 'Azure',
      region: 'westeurope',
      instanceType: 'P20',
      storage: { type: 'premium', sizeGb: 256, iops: 5000, throughput: 200 },
      releaseChannel: 'lts',
      allowedIps: ['203.0.113.0/24'],
    },
    ago(352),
    now,
    random,
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

  const reports = seeded(
    {
      ...acme,
      productId: 'prd-reports-eu',
      displayName: 'Reports (EU)',
      subdomainName: 'reports',
      tier: 'Development',
      cloudProvider: 'Azure',
      region: 'westeurope',
      instanceType: 'D10',
      storage: standard(50),
      releaseChannel: 'preview',
      allowedIps: ['203.0.113.0/24'],
    },
    ago(48),
    now,
    random,
  );
  reports.features['power-bi'] = {
    enabled: true,
    config: {
      gatewayUrl: 'https://gateway.powerbi.acme.example/reports',
      refreshMinutes: 30,
      datasetName: 'reports-eu',
    },
  };
  reports.snmp = { username: 'snmp-reports-2b8d', enabled: false, passwordHash: null };

  const sandbox = seeded(
    {
      ...acme,
      productId: 'prd-sandbox-us',
      displayName: 'Sandbox',
      subdomainName: 'sandbox',
      tier: 'Free',
      cloudProvider: 'Gcp',
      region: 'us-central1',
      instanceType: 'F1',
      storage: standard(5),
      releaseChannel: 'stable',
      allowedIps: ['0.0.0.0/0'],
    },
    ago(170),
    now,
    random,
  );
  sandbox.labels = [
    {
      kind: 'storage-almost-full',
      message: 'Storage is 92% full. Free products cannot grow; delete data or move it to a paid product.',
      severity: 'critical',
    },
  ];

  const analytics = seeded(
    {
      ...acme,
      productId: 'prd-analytics-us',
      displayName: 'Analytics (US)',
      subdomainName: 'analytics',
      tier: 'Production',
      cloudProvider: 'Aws',
      region: 'us-east-1',
      instanceType: 'P20',
      storage: { type: 'premium', sizeGb: 128, iops: 3000, throughput: 125 },
      releaseChannel: 'stable',
      allowedIps: ['203.0.113.0/24'],
    },
    ago(210),
    now,
    random,
  );
  terminated(analytics, ago(12));
  audit.push({
    ...acme,
    productId: 'prd-analytics-us',
    nodeTag: null,
    at: ago(12),
    user: 'owner@demo.dbcloud.dev',
    action: 'ProductTerminationStarted',
    detail: 'Analytics (US) is being terminated.',
  });

  // Still creating: running about 7 minutes after the reset.
  const inventory = seeded(
    {
      ...acme,
      productId: 'prd-inventory-eu',
      displayName: 'Inventory',
      subdomainName: 'inventory',
      tier: 'Development',
      cloudProvider: 'Gcp',
      region: 'europe-west1',
      instanceType: 'D20',
      storage: standard(100),
      releaseChannel: 'stable',
      allowedIps: ['198.51.100.23/32'],
    },
    now - 3 * MINUTE_MS,
    now,
    random,
  );

  return [orders, ledger, reports, sandbox, analytics, inventory];
}
