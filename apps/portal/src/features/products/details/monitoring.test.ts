import { METRIC_PERIODS, type MetricName, type MetricUnit, metricPeriodWindow } from '@dbcloud/api-client';
import { METRIC_NAMES } from '@dbcloud/api-client/enums';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_MONITORING_PERIOD,
  MONITORED_METRICS,
  metricWindow,
  PERIOD_SPANS,
} from './monitoring-search';
import { displayUnit, formatMetricValue, stepName } from './monitoring-words';
import { MONITORING_PERIODS, monitoringSearch as schema } from './search';

/** The address's search as the route checks it, with the tab's default period. */
const monitoringSearch = (search: Record<string, unknown>) => {
  const { node, period = DEFAULT_MONITORING_PERIOD } = v.parse(schema, search);
  return { node, period };
};

describe('the monitoring tab’s search', () => {
  it('keeps a node tag and a known period', () => {
    expect(monitoringSearch({ node: 'B', period: '7d', date: '2026-11-20' })).toEqual({
      node: 'B',
      period: '7d',
    });
  });

  it.each([
    [{ node: 'Z', period: '2d' }],
    [{ node: 'a', period: 24 }],
    [{ node: ['A'], period: null }],
    [{ node: 'AB', period: '24H' }],
    [{}],
  ])('falls back to every node and 24 hours for what is not a node tag or a period: %j', (raw) => {
    expect(monitoringSearch(raw)).toEqual({ node: undefined, period: '24h' });
  });
});

describe('a metric window', () => {
  const now = Date.parse('2026-11-23T10:07:30Z');

  it('ends at now rounded up to a step and spans the period', () => {
    expect(metricWindow('24h', now)).toEqual({
      from: '2026-11-22T10:15:00.000Z',
      to: '2026-11-23T10:15:00.000Z',
      stepSeconds: 900,
    });
    expect(metricWindow(undefined, now)).toEqual(metricWindow('24h', now));
  });

  it('asks for the same windows as the SDK (the CLI and the MCP server)', () => {
    expect(PERIOD_SPANS).toEqual(METRIC_PERIODS);
    for (const period of MONITORING_PERIODS) {
      expect(metricWindow(period, now)).toEqual(metricPeriodWindow(period, now));
    }
  });

  it('stays the same within a step, so the prefetch and the tab ask for the same data', () => {
    expect(metricWindow('1h', now)).toEqual(metricWindow('1h', now + 29_000));
    expect(metricWindow('1h', now)).not.toEqual(metricWindow('1h', now + 31_000));
  });

  it.each(MONITORING_PERIODS)('gives the API at most 1,440 points and 31 days for %s', (period) => {
    const { from, to, stepSeconds } = metricWindow(period, now);
    const seconds = (Date.parse(to) - Date.parse(from)) / 1000;
    expect(seconds).toBe(METRIC_PERIODS[period].seconds);
    expect(seconds / stepSeconds).toBeLessThanOrEqual(1440);
    expect(seconds).toBeLessThanOrEqual(31 * 86_400);
  });

  it('charts every metric of the contract once', () => {
    expect([...MONITORED_METRICS].sort()).toEqual([...METRIC_NAMES].sort());
  });
});

describe('a metric’s numbers', () => {
  const read = (metric: MetricName, unit: MetricUnit, value: number, max = value) =>
    formatMetricValue(value, displayUnit(metric, unit, max));

  it('reads bytes in binary units chosen by the largest value', () => {
    expect(read('memory', 'bytes', 3.25 * 2 ** 30)).toBe('3.3 GiB');
    expect(read('memory', 'bytes', 512 * 2 ** 20, 2 * 2 ** 30)).toBe('0.5 GiB');
    expect(read('storage', 'bytes', 900)).toBe('900 B');
  });

  it('reads rates in decimal units, shares in percent, counts bare', () => {
    expect(read('networkIn', 'bytesPerSecond', 4_800_000)).toBe('4.8 MB/s');
    expect(read('cpu', 'percent', 37.46)).toBe('37.5 %');
    expect(read('iops', 'perSecond', 1204)).toBe('1,204 IOPS');
    expect(read('requests', 'perSecond', 250)).toBe('250 req/s');
    expect(read('connections', 'count', 42)).toBe('42');
  });

  it('names a step in words', () => {
    expect(stepName(60)).toBe('every minute');
    expect(stepName(900)).toBe('every 15 minutes');
    expect(stepName(3600)).toBe('every hour');
    expect(stepName(21_600)).toBe('every 6 hours');
  });
});
