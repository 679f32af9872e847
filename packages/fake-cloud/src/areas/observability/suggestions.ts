// Improvement suggestions (`cluster-health/suggestions`): raised from the product's current state, so
// they disappear once the customer acts on them.
import type { ClusterSuggestion, SuggestionImpact } from '@dbcloud/api-client';
import { DAY_MS, HOUR_MS, iso } from '../../core/clock.js';
import type { ProductRecord } from '../products/index.js';
import { dayOf, unit } from './signals.js';

interface Rule {
  id: string;
  applies: (p: ProductRecord, now: number) => boolean;
  make: (p: ProductRecord) => Omit<ClusterSuggestion, 'id' | 'createdAt'>;
}

const RULES: Rule[] = [
  {
    id: 'sug-open-to-internet',
    applies: (p) => p.allowedIps.some((ip) => ip.endsWith('/0')),
    make: () => ({
      kind: 'security',
      title: 'Anyone on the internet can try to connect',
      detail: 'The allowed IPs include a /0 range. Allow only the ranges your applications connect from.',
      impact: 'high',
    }),
  },
  {
    id: 'sug-certificate-expiring',
    applies: (p, now) => p.certificate.expiresAt - now < 30 * DAY_MS,
    make: (p) => ({
      kind: 'security',
      title: 'The client certificate expires soon',
      detail: `It expires on ${iso(p.certificate.expiresAt).slice(0, 10)}. Regenerate it and update your clients before then.`,
      impact: 'high',
    }),
  },
  {
    id: 'sug-storage-almost-full',
    applies: (p) => p.labels.some((l) => l.kind === 'storage-almost-full'),
    make: () => ({
      kind: 'reliability',
      title: 'Storage is almost full',
      detail: 'Writes fail once the volume is full. Free space, or grow the volume.',
      impact: 'high',
    }),
  },
  {
    id: 'sug-os-disk',
    applies: (p) => p.diskKind === 'os',
    make: () => ({
      kind: 'performance',
      title: 'Move the data to a data disk',
      detail:
        'The data shares the operating-system disk. A separate data disk gives steadier I/O and faster restarts.',
      impact: 'medium',
    }),
  },
  {
    id: 'sug-enable-autoscaling',
    applies: (p) => p.tier === 'Production' && !p.features.autoscaling.enabled,
    make: (p) => ({
      kind: 'reliability',
      title: 'Turn on autoscaling',
      detail: `CPU on ${p.displayName} peaks above 80% on busy days. Autoscaling adds capacity before requests slow down.`,
      impact: 'medium',
    }),
  },
  {
    id: 'sug-preview-in-production',
    applies: (p) => p.tier === 'Production' && p.releaseChannel === 'preview',
    make: () => ({
      kind: 'reliability',
      title: 'Production runs on the preview channel',
      detail:
        'Preview releases arrive before they are fully tested. The stable or LTS channel suits production.',
      impact: 'medium',
    }),
  },
  {
    id: 'sug-index-frequent-queries',
    applies: (p) => unit(`${p.productId}/sug-index`, 0) < 0.6,
    make: (p) => ({
      kind: 'performance',
      title: 'Add an index for a frequent query',
      detail: `${20 + Math.floor(unit(`${p.productId}/sug-index`, 1) * 40)}% of queries filter on a field without an index. A static index would cut their time.`,
      impact: 'medium',
    }),
  },
  {
    id: 'sug-storage-oversized',
    applies: (p) => p.storage.sizeGb >= 256 && unit(`${p.productId}/sug-size`, 0) < 0.5,
    make: (p) => ({
      kind: 'cost',
      title: 'Storage is mostly unused',
      detail: `Nodes use under a quarter of ${p.storage.sizeGb} GB. Storage cannot shrink, but new products of this size can start smaller.`,
      impact: 'low',
    }),
  },
];

const IMPACT_ORDER: Record<SuggestionImpact, number> = { high: 0, medium: 1, low: 2 };
/** Among suggestions of one impact, what puts data at risk comes before what costs time or money. */
const KIND_ORDER: Record<ClusterSuggestion['kind'], number> = {
  security: 0,
  reliability: 1,
  performance: 2,
  cost: 3,
};

/** When a rule was raised for the product: a morning in the last four weeks, not before it ran. */
function raisedAt(product: ProductRecord, ruleId: string, now: number): number {
  const daysBack = 1 + Math.floor(unit(`${product.productId}/${ruleId}`, dayOf(product.createdAt)) * 27);
  const morning = (dayOf(now) - daysBack) * DAY_MS + 6 * HOUR_MS;
  return Math.min(now, Math.max(morning, product.createdAt + HOUR_MS));
}

export function suggestionsOf(
  product: ProductRecord,
  from: number,
  to: number,
  now: number,
): ClusterSuggestion[] {
  if (product.status === 'terminated' || product.status === 'terminating') return [];
  return (
    RULES.filter((rule) => rule.applies(product, now))
      .map((rule) => ({ id: rule.id, createdAt: raisedAt(product, rule.id, now), ...rule.make(product) }))
      .filter((s) => s.createdAt >= from && s.createdAt <= to)
      // The order never depends on the day: impact, then kind, then newest, then the rule's id.
      .sort(
        (a, b) =>
          IMPACT_ORDER[a.impact] - IMPACT_ORDER[b.impact] ||
          KIND_ORDER[a.kind] - KIND_ORDER[b.kind] ||
          b.createdAt - a.createdAt ||
          a.id.localeCompare(b.id),
      )
      .map((s) => ({ ...s, createdAt: iso(s.createdAt) }))
  );
}
