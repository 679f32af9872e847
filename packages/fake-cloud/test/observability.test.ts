// Observability: metric series derived from the product and the time, cluster health, and the audit log
// with what operations recorded.
import { type ApiError, type MetricQuery, unwrap } from '@dbcloud/api-client';
import { METRIC_NAMES } from '@dbcloud/api-client/enums';
import { describe, expect, it } from 'vitest';
import { validateResponse } from '../src/index.js';
import { type Browser, signIn, useFakeCloud } from './harness.js';

const cloud = useFakeCloud();

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
const owner = () => signIn('owner@demo.dbcloud.dev', 'acme');

const lastHour = (): Pick<MetricQuery, 'from' | 'to'> => {
  const to = Math.floor(Date.now() / (5 * MINUTE_MS)) * 5 * MINUTE_MS;
  return { from: new Date(to - 60 * MINUTE_MS).toISOString(), to: new Date(to).toISOString() };
};

const metric = (b: Browser, query: Partial<MetricQuery>) =>
  unwrap(
    b.api.POST('/metrics/get-metric/', {
      body: {
        domainName: 'acme',
        productId: 'prd-orders-eu',
        metric: 'cpu',
        stepSeconds: 300,
        ...lastHour(),
        ...query,
      },
    }),
  );

const failure = (call: Promise<unknown>) =>
  call.then(
    () => {
      throw new Error('the call should fail');
    },
    (error: ApiError) => error,
  );

const auditLog = (
  b: Browser,
  date: string,
  body: { filter?: string; limit?: number } = {},
  nodeTag: 'A' | 'B' | 'E' = 'A',
) =>
  unwrap(
    b.api.POST('/audit-log/list/{domainName}/{productId}/{nodeTag}/{date}', {
      params: { path: { domainName: 'acme', productId: 'prd-orders-eu', nodeTag, date } },
      // The generated type requires `limit` because it has a default; the server defaults it to 200.
      body: { limit: 200, ...body },
    }),
  );

describe('metrics', () => {
  it('answers one series per node of a running product, with values', async () => {
    const b = await owner();
    const result = await metric(b, {});
    expect(result).toMatchObject({ metric: 'cpu', unit: 'percent', stepSeconds: 300 });
    expect(result.series.map((s) => s.nodeTag)).toEqual(['A', 'B', 'C', 'D']);
    for (const series of result.series) {
      expect(series.points).toHaveLength(12);
      const values = series.points.map((p) => p.value).filter((v): v is number => v !== null);
      expect(values.length).toBeGreaterThan(6);
      for (const value of values) expect(value).toBeGreaterThanOrEqual(0);
      for (const value of values) expect(value).toBeLessThanOrEqual(100);
    }
  });

  it('answers every metric in the contract’s shape', async () => {
    const b = await owner();
    for (const name of METRIC_NAMES) {
      const result = await metric(b, { metric: name, productId: 'prd-sandbox-us' });
      expect(validateResponse('getMetric', 200, result), name).toEqual([]);
      expect(
        result.series[0]?.points.some((p) => p.value !== null),
        name,
      ).toBe(true);
    }
  });

  it('answers the same values on every call, and one node when asked', async () => {
    const b = await owner();
    const first = await metric(b, { nodeTag: 'B', metric: 'memory' });
    expect(first.unit).toBe('bytes');
    expect(first.series.map((s) => s.nodeTag)).toEqual(['B']);
    expect(await metric(b, { nodeTag: 'B', metric: 'memory' })).toEqual(first);
  });

  it('has no values for a product that is not running yet', async () => {
    const b = await owner();
    const result = await metric(b, { productId: 'prd-inventory-eu' });
    expect(result.series).toHaveLength(1);
    expect(result.series[0]?.points.every((p) => p.value === null)).toBe(true);
  });

  it('answers no points after now', async () => {
    const b = await owner();
    const to = new Date(Date.now() + 60 * MINUTE_MS).toISOString();
    const from = new Date(Date.now() - 30 * MINUTE_MS).toISOString();
    const result = await metric(b, { from, to, nodeTag: 'A' });
    const times = result.series[0]?.points.map((p) => Date.parse(p.t)) ?? [];
    expect(times.length).toBeGreaterThan(0);
    expect(Math.max(...times)).toBeLessThanOrEqual(Date.now() + MINUTE_MS);
  });

  it('refuses a node the product does not have (404) and windows that are too long (422)', async () => {
    const b = await owner();
    expect((await failure(metric(b, { nodeTag: 'E' }))).status).toBe(404);
    const { to } = lastHour();
    const long = new Date(Date.parse(to) - 40 * DAY_MS).toISOString();
    expect((await failure(metric(b, { from: long, stepSeconds: 86400 }))).status).toBe(422);
    const week = new Date(Date.parse(to) - 7 * DAY_MS).toISOString();
    expect((await failure(metric(b, { from: week, stepSeconds: 60 }))).status).toBe(422);
    expect((await failure(metric(b, { from: to, to: week }))).status).toBe(422);
  });
});

describe('the audit log', () => {
  it('lists a node’s entries for a day, newest first', async () => {
    const b = await owner();
    const yesterday = new Date(Date.now() - DAY_MS).toISOString().slice(0, 10);
    const log = await auditLog(b, yesterday);
    expect(log).toMatchObject({ date: yesterday, nodeTag: 'A', truncated: false });
    expect(log.entries.some((e) => e.action === 'BackupCompleted' && e.user === 'system')).toBe(true);
    const times = log.entries.map((e) => Date.parse(e.at));
    expect(times).toEqual([...times].sort((x, y) => y - x));
    expect(times.every((t) => new Date(t).toISOString().startsWith(yesterday))).toBe(true);
  });

  it('shows what a user did, filtered and limited', async () => {
    const b = await owner();
    await unwrap(
      b.api.POST('/products/restart-node/{domainName}/{productId}/{nodeTag}', {
        params: { path: { domainName: 'acme', productId: 'prd-orders-eu', nodeTag: 'A' } },
      }),
    );
    const today = new Date().toISOString().slice(0, 10);
    const restarts = await auditLog(b, today, { filter: 'RESTART' });
    expect(restarts.entries[0]).toMatchObject({ user: 'owner@demo.dbcloud.dev', action: 'NodeRestarted' });
    expect((await auditLog(b, today, { filter: 'restart' }, 'B')).entries).toEqual([]);
    const limited = await auditLog(b, new Date(Date.now() - DAY_MS).toISOString().slice(0, 10), { limit: 1 });
    expect(limited.entries).toHaveLength(1);
    expect(limited.truncated).toBe(true);
  });

  it('refuses future days and days past the retention (422)', async () => {
    const b = await owner();
    const day = (offset: number) => new Date(Date.now() + offset * DAY_MS).toISOString().slice(0, 10);
    expect((await failure(auditLog(b, day(2)))).status).toBe(422);
    expect((await failure(auditLog(b, day(-100)))).status).toBe(422);
    expect((await failure(auditLog(b, day(-1), {}, 'E'))).status).toBe(404);
  });
});

describe('cluster health', () => {
  const body = (productId: string, days = 30) => {
    const to = Date.now();
    return {
      domainName: 'acme',
      productId,
      from: new Date(to - days * DAY_MS).toISOString(),
      to: new Date(to).toISOString(),
    };
  };

  it('lists incidents within the window, newest first', async () => {
    const b = await owner();
    const window = body('prd-orders-eu', 90);
    const result = await unwrap(b.api.POST('/cluster-health/incidents', { body: window }));
    const starts = result.incidents.map((i) => Date.parse(i.startedAt));
    expect(starts).toEqual([...starts].sort((x, y) => y - x));
    for (const incident of result.incidents) {
      expect(Date.parse(incident.startedAt)).toBeLessThan(Date.parse(window.to));
      expect(Date.parse(incident.resolvedAt ?? window.to)).toBeGreaterThan(Date.parse(window.from));
    }
    expect(
      (await failure(unwrap(b.api.POST('/cluster-health/incidents', { body: body('prd-orders-eu', 91) }))))
        .status,
    ).toBe(422);
  });

  it('answers availability per day, counting cluster outages as downtime', async () => {
    const b = await owner();
    const result = await unwrap(
      b.api.POST('/cluster-health/availability', { body: body('prd-orders-eu', 3) }),
    );
    expect(result.days.length).toBeGreaterThanOrEqual(3);
    expect(result.availabilityPercent).toBeGreaterThan(90);
    expect(result.availabilityPercent).toBeLessThanOrEqual(100);
    const downtime = result.days.reduce((sum, d) => sum + d.downtimeMinutes, 0);
    expect(Math.abs(downtime - result.downtimeMinutes)).toBeLessThanOrEqual(result.days.length);
  });

  it('suggests restricting a product open to the internet, until its allowed IPs change', async () => {
    const b = await owner();
    const suggestions = () =>
      unwrap(
        b.api.POST('/cluster-health/suggestions', {
          body: { domainName: 'acme', productId: 'prd-sandbox-us' },
        }),
      );
    expect((await suggestions()).suggestions[0]).toMatchObject({ kind: 'security', impact: 'high' });
    await unwrap(
      b.api.POST('/products/update-allowed-ips/{domainName}', {
        params: { path: { domainName: 'acme' } },
        body: { productId: 'prd-sandbox-us', allowedIps: ['203.0.113.0/24'] },
      }),
    );
    const after = await suggestions();
    expect(after.suggestions.some((s) => s.id === 'sug-open-to-internet')).toBe(false);
  });

  it('orders suggestions the same way on every day: impact, kind, newest, id', async () => {
    const rank = {
      impact: { high: 0, medium: 1, low: 2 },
      kind: { security: 0, reliability: 1, performance: 2, cost: 3 },
    };
    for (const moment of ['2026-12-31T23:50:00Z', '2027-03-28T01:30:00Z', '2028-02-29T12:00:00Z']) {
      cloud.reset('default', undefined, Date.parse(moment));
      const b = await owner();
      for (const productId of ['prd-orders-eu', 'prd-ledger-eu', 'prd-sandbox-us']) {
        const { suggestions } = await unwrap(
          b.api.POST('/cluster-health/suggestions', { body: { domainName: 'acme', productId } }),
        );
        const keys = suggestions.map((s) => [
          rank.impact[s.impact],
          rank.kind[s.kind],
          -Date.parse(s.createdAt),
          s.id,
        ]);
        const sorted = [...keys].sort((x, y) => {
          for (let i = 0; i < x.length; i++) {
            const [a, b] = [x[i] as number | string, y[i] as number | string];
            if (a !== b) return a < b ? -1 : 1;
          }
          return 0;
        });
        expect(keys, `${productId} at ${moment}`).toEqual(sorted);
      }
    }
  });
});
