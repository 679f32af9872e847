// Products change state over fake time. Every operation that starts a change stores when
// it is due; `tickProducts` (run before every request) applies what is due by the fake clock's now.
//
// Durations, as the contract states them: a new product or additional node is running after
// 10 minutes; a node restart takes 2; scaling (storage, instance, tier, release channel) 5;
// diagnostic tools install in 5; termination takes 5; removing an additional node 5; moving to
// the data disk 15 (the nodes restart one at a time meanwhile).
import { MINUTE_MS } from '../../core/clock.js';
import type { World } from '../../core/world.js';
import { type NodeRecord, type ProductRecord, recordAudit } from './records.js';

export const DURATIONS = {
  create: 10 * MINUTE_MS,
  addNode: 10 * MINUTE_MS,
  restart: 2 * MINUTE_MS,
  scale: 5 * MINUTE_MS,
  installTools: 5 * MINUTE_MS,
  terminate: 5 * MINUTE_MS,
  removeNode: 5 * MINUTE_MS,
  migrateDisk: 15 * MINUTE_MS,
} as const;

/** The nodes a disk migration restarts, and each one's window. */
export function migrationWindows(
  product: ProductRecord,
): { node: NodeRecord; from: number; until: number }[] {
  const migration = product.diskMigration;
  if (!migration) return [];
  const nodes = product.nodes.filter((n) => n.status === 'running' || n.status === 'restarting');
  const width = (migration.until - migration.startedAt) / Math.max(1, nodes.length);
  return nodes.map((node, i) => ({
    node,
    from: migration.startedAt + i * width,
    until: migration.startedAt + (i + 1) * width,
  }));
}

/** Restarts, one at a time, the nodes of a product moving to its data disk. */
export function applyDiskMigration(world: World, product: ProductRecord, now: number): void {
  const migration = product.diskMigration;
  if (!migration) return;
  for (const { node, from, until } of migrationWindows(product)) {
    node.status = now >= from && now < until ? 'restarting' : 'running';
  }
  if (now < migration.until) return;
  product.diskMigration = null;
  product.diskKind = 'data';
  recordAudit(world, product, {
    at: migration.until,
    user: 'system',
    action: 'DiskMigrated',
    detail: 'The data now lives on a separate data disk.',
  });
}

function applyNode(world: World, product: ProductRecord, node: NodeRecord, now: number): 'keep' | 'drop' {
  if (node.until === null || node.until > now) return 'keep';
  const at = node.until;
  node.until = null;
  if (node.status === 'removing') {
    if (product.terminatedAt !== null) {
      node.status = 'stopped';
      return 'keep';
    }
    recordAudit(world, product, {
      at,
      user: 'system',
      action: 'NodeRemoved',
      detail: `Node ${node.nodeTag} was removed.`,
      nodeTag: node.nodeTag,
    });
    return 'drop';
  }
  const was = node.status;
  node.status = 'running';
  const detail =
    was === 'creating'
      ? `Node ${node.nodeTag} is running.`
      : `Node ${node.nodeTag} is running again after the restart.`;
  recordAudit(world, product, {
    at,
    user: 'system',
    action: was === 'creating' ? 'NodeCreated' : 'NodeRunning',
    detail,
    nodeTag: node.nodeTag,
  });
  return 'keep';
}

function applyProduct(world: World, product: ProductRecord, now: number): void {
  applyDiskMigration(world, product, now);
  product.nodes = product.nodes.filter((node) => applyNode(world, product, node, now) === 'keep');
  if (product.toolsUntil !== null && product.toolsUntil <= now) {
    product.toolsUntil = null;
    product.diagnosticTools = 'installed';
  }
  if (product.statusUntil !== null && product.statusUntil <= now) {
    const at = product.statusUntil;
    product.statusUntil = null;
    if (product.status === 'terminating') {
      product.status = 'terminated';
      for (const node of product.nodes) node.status = 'stopped';
      recordAudit(world, product, {
        at,
        user: 'system',
        action: 'ProductTerminated',
        detail: `${product.displayName} is terminated.`,
      });
    } else {
      product.status = 'running';
    }
  }
}

/** The next time something of the product is due (Infinity when nothing is). */
function nextDueOf(product: ProductRecord, now: number): number {
  const times = [product.statusUntil, product.toolsUntil, ...product.nodes.map((n) => n.until)];
  for (const migration of migrationWindows(product)) {
    if (migration.from > now) times.push(migration.from);
    else if (migration.until > now) times.push(migration.until);
  }
  if (product.diskMigration) times.push(product.diskMigration.until);
  return times.reduce<number>((min, t) => (t !== null && t < min ? t : min), Number.POSITIVE_INFINITY);
}

/** Applies the product transitions fake time has made due (creating -> running, …). */
export function tickProducts(world: World, now: number): void {
  const state = world.products;
  if (now < state.nextDueAt) return;
  let next = Number.POSITIVE_INFINITY;
  for (const product of state.products) {
    // A disk migration's windows are re-applied on every due tick (idempotent): its past boundaries are not kept.
    if (product.diskMigration || nextDueOf(product, now) <= now) applyProduct(world, product, now);
    next = Math.min(next, nextDueOf(product, now));
  }
  state.nextDueAt = next;
}
