// A node's audit log for one UTC day: what operations recorded (who restarted it, changed its IPs, …)
// and DBCloud's own routine entries (nightly backups, sign-ins, configuration reloads), derived from
// the product, node and day.
import type { AuditLogEntry } from '@dbcloud/api-client';
import { DAY_MS, HOUR_MS, iso, MINUTE_MS } from '../../core/clock.js';
import type { World } from '../../core/world.js';
import type { NodeRecord, ProductRecord } from '../products/index.js';
import { DURATIONS } from '../products/index.js';
import { generator } from './signals.js';

interface Entry {
  at: number;
  user: string;
  action: string;
  detail: string;
}

/** Routine entries of a node on a day, while it ran. */
function routineEntries(world: World, product: ProductRecord, node: NodeRecord, day: number): Entry[] {
  const random = generator(`${product.domainName}/${product.productId}/${node.nodeTag}/audit`, day);
  const start = day * DAY_MS;
  const members = world.memberships.filter((m) => m.domainName === product.domainName).map((m) => m.email);
  const entries: Entry[] = [];
  if (node.nodeTag === 'A') {
    const gb = Math.max(1, Math.round(product.storage.sizeGb * (0.2 + random() * 0.3)));
    entries.push({
      at: start + 2 * HOUR_MS + Math.floor(random() * 20) * MINUTE_MS,
      user: 'system',
      action: 'BackupCompleted',
      detail: `Nightly backup completed (${gb} GB).`,
    });
  }
  const signIns = 1 + Math.floor(random() * 3);
  for (let i = 0; i < signIns; i += 1) {
    const user = members[Math.floor(random() * members.length)] ?? 'system';
    entries.push({
      at: start + (7 + Math.floor(random() * 12)) * HOUR_MS + Math.floor(random() * 60) * MINUTE_MS,
      user,
      action: 'StudioSessionOpened',
      detail: `Database studio opened on node ${node.nodeTag}.`,
    });
  }
  if (random() < 0.15) {
    entries.push({
      at: start + Math.floor(random() * 24) * HOUR_MS,
      user: 'system',
      action: 'ConfigurationReloaded',
      detail: 'Server settings reloaded after a routine tune-up.',
    });
  }
  const from = node.addedAt + DURATIONS.create;
  const until = product.terminatedAt ?? Number.POSITIVE_INFINITY;
  return entries.filter((e) => e.at >= from && e.at < until);
}

export interface AuditQuery {
  day: number;
  filter: string | undefined;
  limit: number;
  now: number;
}

export function auditLogOf(world: World, product: ProductRecord, node: NodeRecord, query: AuditQuery) {
  const start = query.day * DAY_MS;
  const recorded = world.products.audit.filter(
    (a) =>
      a.domainName === product.domainName &&
      a.productId === product.productId &&
      (a.nodeTag === null || a.nodeTag === node.nodeTag) &&
      a.at >= start &&
      a.at < start + DAY_MS,
  );
  const needle = query.filter?.toLowerCase();
  const matching = [...recorded, ...routineEntries(world, product, node, query.day)]
    .filter((e) => e.at <= query.now)
    .filter(
      (e) => !needle || [e.user, e.action, e.detail].some((text) => text.toLowerCase().includes(needle)),
    )
    .sort((a, b) => b.at - a.at);
  const entries: AuditLogEntry[] = matching
    .slice(0, query.limit)
    .map(({ at, user, action, detail }) => ({ at: iso(at), user, action, detail }));
  return { entries, truncated: matching.length > query.limit };
}
