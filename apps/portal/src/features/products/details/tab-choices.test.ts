import type { NodeTag } from '@dbcloud/api-client';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { isDay } from '../../../app/search-params';
import { actionWords, actorWords, formatMinutes, formatPercent } from './health-words';
import { auditSearch as auditSchema, healthSearch as healthSchema } from './search';
import { addDays, auditChoices, auditDays, healthChoices, windowOf } from './tab-choices';

const NODES: NodeTag[] = ['A', 'B', 'C', 'D'];
const NOW = Date.parse('2026-11-20T15:30:00Z');

/** The address's search as the route checks it, then made whole for a product with `nodeTags`. */
const healthSearch = (search: Record<string, unknown>, nodeTags: NodeTag[]) =>
  healthChoices(v.parse(healthSchema, search), nodeTags);
const auditSearch = (search: Record<string, unknown>, nodeTags: NodeTag[], now: number) =>
  auditChoices(v.parse(auditSchema, search), nodeTags, now);

describe('the health tab’s search', () => {
  it('keeps a period and a node the product has', () => {
    expect(healthSearch({ period: '7d', node: 'B' }, NODES)).toEqual({ period: '7d', node: 'B' });
    expect(healthSearch({ period: '24h' }, NODES)).toEqual({ period: '24h' });
  });

  it.each([
    [{}, { period: '30d' }],
    [{ period: '1y', node: 'Q' }, { period: '30d' }],
    [{ period: 90, node: 'F' }, { period: '30d' }],
    [{ period: '90d', node: ['A'] }, { period: '90d' }],
  ])('falls back to the last 30 days and every node for %j', (search, expected) =>
    expect(healthSearch(search, NODES)).toEqual(expected),
  );

  it('asks for the window that ends now', () => {
    expect(windowOf('7d', NOW)).toEqual({ from: '2026-11-13T15:30:00.000Z', to: '2026-11-20T15:30:00.000Z' });
  });
});

describe('the audit tab’s search', () => {
  it('keeps a day within the 90 days kept and a node the product has', () => {
    expect(auditSearch({ date: '2026-11-17', node: 'D' }, NODES, NOW)).toEqual({
      date: '2026-11-17',
      node: 'D',
    });
    expect(auditSearch({ date: '2026-08-22', node: 'A' }, NODES, NOW).date).toBe('2026-08-22');
  });

  it.each([
    [{}],
    [{ date: '2026-11-21' }],
    [{ date: '2026-08-21' }],
    [{ date: '2026-02-30' }],
    [{ date: '20 Nov 2026' }],
    [{ date: 20261120, node: 'Z' }],
    [{ node: 'F' }],
  ])('opens today on the first node for %j', (search) =>
    expect(auditSearch(search, NODES, NOW)).toEqual({ date: '2026-11-20', node: 'A' }),
  );

  it('counts days in UTC', () => {
    expect(auditDays(NOW)).toEqual({ earliest: '2026-08-22', today: '2026-11-20' });
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(isDay('2028-02-29')).toBe(true);
    expect(isDay('2026-02-29')).toBe(false);
  });
});

describe('the health and audit words', () => {
  it('writes availability and durations as a customer reads them', () => {
    expect(formatPercent(99.95)).toBe('99.95%');
    expect(formatPercent(100)).toBe('100%');
    expect(formatMinutes(1)).toBe('1 minute');
    expect(formatMinutes(45)).toBe('45 minutes');
    expect(formatMinutes(125)).toBe('2 hours 5 minutes');
    expect(formatMinutes(60)).toBe('1 hour');
    expect(formatMinutes(3 * 1440 + 240)).toBe('3 days 4 hours');
  });

  it('says the audit log’s actions and actors in words', () => {
    expect(actionWords('NodeRestarted')).toBe('Node restarted');
    expect(actionWords('AllowedIpsUpdated')).toBe('Allowed IPs updated');
    expect(actionWords('SnmpCredentialsRolled')).toBe('SNMP credentials rolled');
    expect(actorWords('system')).toBe('DBCloud (automatic)');
    expect(actorWords('owner@demo.dbcloud.dev')).toBe('owner@demo.dbcloud.dev');
  });
});
