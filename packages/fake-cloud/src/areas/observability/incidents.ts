// A product's incidents (`cluster-health/incidents`) and availability (`cluster-health/availability`):
// derived per UTC day from the product and the day, only while the product was running.
import type { ClusterIncident, NodeTag } from '@dbcloud/api-client';
import { DAY_MS, iso, MINUTE_MS } from '../../core/clock.js';
import type { ProductRecord } from '../products/index.js';
import { DURATIONS } from '../products/index.js';
import { compactDate, dayOf, generator } from './signals.js';

export interface Incident {
  id: string;
  severity: ClusterIncident['severity'];
  title: string;
  detail: string;
  startedAt: number;
  endsAt: number;
  nodeTag: NodeTag | null;
}

/** When the product served: from its creation to its termination. */
export function servingWindow(product: ProductRecord): { from: number; until: number } {
  return {
    from: product.createdAt + DURATIONS.create,
    until: product.terminatedAt ?? Number.POSITIVE_INFINITY,
  };
}

/**
 * The kinds of incident a day may bring, each with its daily chance and how long it lasts (a whole
 * number of minutes from `shortest`, spread over `spread`). The draws keep this order: a day's
 * incidents stay the same from one version to the next.
 */
const KINDS: ReadonlyArray<{
  severity: Incident['severity'];
  chance: number;
  shortest: number;
  spread: number;
  /** Whether the incident is about one node (else the whole cluster). */
  onNode: boolean;
  title: (node: NodeTag) => string;
  detail: (node: NodeTag, minutes: number) => string;
}> = [
  {
    severity: 'critical',
    chance: 0.025,
    shortest: 2,
    spread: 5,
    onNode: false,
    title: () => 'Cluster unreachable',
    detail: (_node, minutes) =>
      `A network fault in the region made every node unreachable for ${minutes} minutes.`,
  },
  {
    severity: 'warning',
    chance: 0.12,
    shortest: 10,
    spread: 31,
    onNode: true,
    title: (node) => `High CPU on node ${node}`,
    detail: (_node, minutes) => `CPU stayed above 90% for ${minutes} minutes; requests slowed down.`,
  },
  {
    severity: 'info',
    chance: 0.06,
    shortest: 3,
    spread: 10,
    onNode: true,
    title: (node) => `Replication lag on node ${node}`,
    detail: (node, minutes) =>
      `Node ${node} fell up to ${minutes * 4} seconds behind while a large import ran.`,
  },
];

function incidentsOfDay(product: ProductRecord, day: number): Incident[] {
  const random = generator(`${product.domainName}/${product.productId}/incidents`, day);
  const start = day * DAY_MS;
  const id = (n: number) => `inc-${compactDate(day)}-${String(n).padStart(3, '0')}`;
  const nodes = product.nodes.filter((n) => n.addedAt <= start).map((n) => n.nodeTag);
  const node = nodes[Math.floor(random() * nodes.length)] ?? 'A';
  const draws = KINDS.map(() => random());
  const out: Incident[] = [];
  KINDS.forEach((kind, index) => {
    if ((draws[index] ?? 1) >= kind.chance) return;
    const minutes = kind.shortest + Math.floor(random() * kind.spread);
    const at = start + Math.floor(random() * 1380) * MINUTE_MS;
    out.push({
      id: id(out.length + 1),
      severity: kind.severity,
      title: kind.title(node),
      detail: kind.detail(node, minutes),
      startedAt: at,
      endsAt: at + minutes * MINUTE_MS,
      nodeTag: kind.onNode ? node : null,
    });
  });
  return out;
}

/** The incidents that overlap `from`..`to` and have started by `now`, newest first. */
export function incidentsOf(product: ProductRecord, from: number, to: number, now: number): Incident[] {
  const serving = servingWindow(product);
  const first = dayOf(Math.max(from, serving.from));
  const last = dayOf(Math.min(to, now, serving.until));
  const out: Incident[] = [];
  for (let day = first; day <= last; day += 1) {
    for (const incident of incidentsOfDay(product, day)) {
      const started =
        incident.startedAt >= serving.from && incident.startedAt < serving.until && incident.startedAt <= now;
      if (started && incident.startedAt < to && incident.endsAt > from) out.push(incident);
    }
  }
  return out.sort((a, b) => b.startedAt - a.startedAt);
}

export function toClusterIncident(incident: Incident, now: number): ClusterIncident {
  return {
    id: incident.id,
    severity: incident.severity,
    title: incident.title,
    detail: incident.detail,
    startedAt: iso(incident.startedAt),
    resolvedAt: incident.endsAt <= now ? iso(incident.endsAt) : null,
    nodeTag: incident.nodeTag,
  };
}

/** Whether the whole cluster was down at `t` (a critical incident without a node). */
export const isOutage = (incidents: Incident[], t: number) =>
  incidents.some((i) => i.severity === 'critical' && i.nodeTag === null && t >= i.startedAt && t < i.endsAt);
