// The monitoring periods' windows: up to now rounded up to a step, never more than the API answers.
import { describe, expect, it } from 'vitest';
import { METRIC_PERIODS, type MetricPeriod, metricPeriodWindow } from '../src/index.js';

const NOW = Date.parse('2026-11-20T10:07:30Z');

describe('metricPeriodWindow', () => {
  it('ends at now rounded up to a step and starts the period before', () => {
    expect(metricPeriodWindow('24h', NOW)).toEqual({
      from: '2026-11-19T10:15:00.000Z',
      to: '2026-11-20T10:15:00.000Z',
      stepSeconds: 900,
    });
    expect(metricPeriodWindow('1h', Date.parse('2026-11-20T10:07:00Z')).to).toBe('2026-11-20T10:07:00.000Z');
  });

  it.each(Object.keys(METRIC_PERIODS) as MetricPeriod[])(
    'gives 60 to 168 points per node for %s',
    (period) => {
      const { from, to, stepSeconds } = metricPeriodWindow(period, NOW);
      const points = (Date.parse(to) - Date.parse(from)) / 1000 / stepSeconds;
      expect(points).toBeGreaterThanOrEqual(60);
      expect(points).toBeLessThanOrEqual(168);
    },
  );
});
