// Availability over a window: downtime is the minutes of critical incidents without a node (the whole
// cluster unreachable); minutes before the product was created are not counted.
import type { ClusterAvailability } from '@dbcloud/api-client';
import { DAY_MS, iso, isoDate, MINUTE_MS } from '../../core/clock.js';
import type { ProductRecord } from '../products/index.js';
import { incidentsOf } from './incidents.js';

const round2 = (value: number) => Math.round(value * 100) / 100;

const overlap = (a: number, b: number, c: number, d: number) => Math.max(0, Math.min(b, d) - Math.max(a, c));

export function availabilityOf(
  product: ProductRecord,
  from: number,
  to: number,
  now: number,
): ClusterAvailability {
  const outages = incidentsOf(product, from, to, now).filter(
    (i) => i.severity === 'critical' && i.nodeTag === null,
  );
  const downtimeIn = (start: number, end: number) =>
    outages.reduce((sum, i) => sum + overlap(start, end, i.startedAt, Math.min(i.endsAt, now)), 0);
  const counted = (start: number, end: number) => ({ start: Math.max(start, product.createdAt), end });
  const share = (start: number, end: number) => {
    const span = counted(start, end);
    const minutes = Math.max(0, span.end - span.start) / MINUTE_MS;
    const down = Math.round(downtimeIn(span.start, span.end) / MINUTE_MS);
    const percent = minutes > 0 ? round2(Math.max(0, (minutes - down) / minutes) * 100) : 100;
    return { availabilityPercent: percent, downtimeMinutes: down };
  };
  const days: ClusterAvailability['days'] = [];
  for (let dayStart = Math.floor(from / DAY_MS) * DAY_MS; dayStart < to; dayStart += DAY_MS) {
    days.push({
      date: isoDate(dayStart),
      ...share(Math.max(from, dayStart), Math.min(to, dayStart + DAY_MS)),
    });
  }
  return { from: iso(from), to: iso(to), ...share(from, to), days };
}
