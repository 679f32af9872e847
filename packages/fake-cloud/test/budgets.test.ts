import { type ApiClient, createApiClient, unwrap } from '@dbcloud/api-client';
import { describe, expect, it } from 'vitest';
import { type Browser, mailbox, ORIGIN, signIn, useFakeCloud } from './harness.js';

const cloud = useFakeCloud();
const acme = { domainName: 'acme' };
// The 20th of a month at noon: the month has spend so far and time left.
const PINNED = Date.parse('2026-11-20T12:00:00Z');
const BILLING_EMAIL = 'owner@demo.dbcloud.dev';

const read = (api: ApiClient) => unwrap(api.GET('/billing/budget/{domainName}', { params: { path: acme } }));
const set = (
  api: ApiClient,
  body: { amountCents: number | null; thresholds?: number[]; alertOnForecast?: boolean },
) => unwrap(api.POST('/billing/set-budget/{domainName}', { params: { path: acme }, body }));

const advance = (b: Browser, minutes: number) =>
  b.fetch('/__fake/clock', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ advanceMinutes: minutes }),
  });

const budgetMails = async () =>
  (await mailbox(BILLING_EMAIL)).filter((mail) => mail.link.endsWith('/portal/acme/billing/summary'));

/** Signs in at the pinned moment and answers the spend so far and its pace (cents per minute). */
async function pinned() {
  cloud.reset('default', undefined, PINNED);
  const b = await signIn(BILLING_EMAIL, 'acme');
  const state = await read(b.api);
  return { b, state };
}

describe('monthly budget', () => {
  it('has none by default and answers this month’s spend and forecast', async () => {
    const { state } = await pinned();
    expect(state).toMatchObject({
      budget: null,
      thresholds: [50, 80, 100],
      alertOnForecast: true,
      alerts: [],
      period: { start: '2026-11-01', billedAsOf: '2026-12-01' },
      currency: 'USD',
    });
    expect(state.spentSoFar.amountCents).toBeGreaterThan(0);
    expect(state.forecast.amountCents).toBeGreaterThan(state.spentSoFar.amountCents);
    expect(await budgetMails()).toEqual([]);
  });

  it('mails each threshold once a month as the clock moves, and starts afresh on a change', async () => {
    const { b, state } = await pinned();
    const spent = state.spentSoFar.amountCents;
    // 70 % spent: 50 % is crossed at once, 80 % later
    const amountCents = Math.round(spent / 0.7);
    const answer = await set(b.api, { amountCents, alertOnForecast: false });
    expect(answer.budget).toEqual({ amountCents, currency: 'USD' });
    expect(answer.alerts.map((alert) => alert.percent)).toEqual([50]);
    expect((await budgetMails()).map((mail) => mail.subject)).toEqual([
      'acme has spent 50% of its budget of USD ' +
        `${(amountCents / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })} for November 2026`,
    ]);

    // the clock moves a few hours at a time until 80 % is crossed: one mail for it
    let now = await read(b.api);
    for (let step = 0; step < 60 && now.alerts.length < 2; step += 1) {
      await advance(b, 180);
      now = await read(b.api);
    }
    expect(now.spentSoFar.amountCents).toBeLessThan(amountCents);
    const subjects = (await budgetMails()).map((mail) => mail.subject);
    expect(subjects).toHaveLength(2);
    expect(subjects[1]).toContain('has spent 80% of its budget');
    // moving on without crossing another threshold sends nothing more
    await advance(b, 180);
    expect((await read(b.api)).spentSoFar.amountCents).toBeLessThan(amountCents);
    expect(await budgetMails()).toHaveLength(2);
    const crossed = await read(b.api);
    expect(crossed.alerts.map((alert) => [alert.kind, alert.percent])).toEqual([
      ['spent', 50],
      ['spent', 80],
    ]);

    // a change of the budget starts afresh: what is crossed shows again, but 80 % of the same amount
    // was mailed this month already; 80 % of another amount is news
    await set(b.api, { amountCents, thresholds: [80], alertOnForecast: false });
    expect((await read(b.api)).alerts.map((alert) => alert.percent)).toEqual([80]);
    expect(await budgetMails()).toHaveLength(2);
    await set(b.api, { amountCents: amountCents - 100, thresholds: [80], alertOnForecast: false });
    expect((await budgetMails()).map((mail) => mail.subject)).toHaveLength(3);
  }, 30_000);

  it('cannot flood the billing contact: setting budgets over and over mails at most 12 a month', async () => {
    const { b, state } = await pinned();
    const spent = state.spentSoFar.amountCents;
    // every threshold crossed at once, on eight different amounts (and back and forth between two)
    for (let n = 1; n <= 8; n += 1) {
      await set(b.api, { amountCents: spent - n, thresholds: [10, 20, 30, 40, 50] });
      await set(b.api, { amountCents: spent, thresholds: [10, 20, 30, 40, 50] });
    }
    expect(await budgetMails()).toHaveLength(12);
    // the banner still says what is crossed
    expect((await read(b.api)).alerts).toHaveLength(6);
    // a new month mails again (the month's first hour may already have mailed the forecast)
    await advance(b, (Date.parse('2026-12-01T01:00:00Z') - PINNED) / 60_000);
    const before = (await budgetMails()).length;
    const december = await set((await signIn(BILLING_EMAIL, 'acme')).api, {
      amountCents: 100,
      thresholds: [1],
    });
    expect(december.alerts.length).toBeGreaterThan(0);
    expect(await budgetMails()).toHaveLength(before + december.alerts.length);
  }, 30_000);

  it('mails once when the forecast goes above the budget', async () => {
    const { b, state } = await pinned();
    await set(b.api, { amountCents: state.forecast.amountCents - 100, thresholds: [] });
    await advance(b, 60);
    const mails = await budgetMails();
    expect(mails.map((mail) => mail.subject)).toEqual([
      expect.stringContaining('the forecast for November 2026 is above its budget'),
    ]);
    expect((await read(b.api)).alerts).toEqual([
      { kind: 'forecast', percent: null, crossedAt: expect.any(String) },
    ]);
  });

  it('starts a new month with no alerts', async () => {
    const { b, state } = await pinned();
    await set(b.api, { amountCents: state.spentSoFar.amountCents * 2, alertOnForecast: false });
    expect(await budgetMails()).toHaveLength(1);
    // to the first of December, 01:00
    const minutes = (Date.parse('2026-12-01T01:00:00Z') - PINNED) / 60_000;
    await advance(b, minutes);
    const december = await read((await signIn(BILLING_EMAIL, 'acme')).api);
    expect(december.period.start).toBe('2026-12-01');
    expect(december.alerts).toEqual([]);
    expect(await budgetMails()).toHaveLength(1);
  });

  it('removes the budget with null: no alerts, no mail', async () => {
    const { b, state } = await pinned();
    await set(b.api, { amountCents: state.spentSoFar.amountCents });
    const before = (await budgetMails()).length;
    expect(before).toBeGreaterThan(0);
    const cleared = await set(b.api, { amountCents: null });
    expect(cleared).toMatchObject({ budget: null, alerts: [] });
    await advance(b, 6 * 60);
    expect(await budgetMails()).toHaveLength(before);
  });

  it('refuses what is out of bounds, repeated or not a number', async () => {
    const { b } = await pinned();
    const bad: unknown[] = [
      { amountCents: 0 },
      { amountCents: -5 },
      { amountCents: 1e15 },
      { amountCents: 'NaN' },
      { amountCents: 12.5 },
      { amountCents: 1000, thresholds: [80, 80] },
      { amountCents: 1000, thresholds: [0] },
      { amountCents: 1000, thresholds: [101] },
      { amountCents: 1000, thresholds: [10, 20, 30, 40, 50, 60] },
      { amountCents: 1000, extra: true },
      {},
    ];
    for (const body of bad) {
      const result = await b.api.POST('/billing/set-budget/{domainName}', {
        params: { path: acme },
        body: body as { amountCents: number },
      });
      expect(result.response.status, JSON.stringify(body)).toBe(400);
    }
    expect((await read(b.api)).budget).toBeNull();
  });

  it('keeps to the Billing role; a key acts with its creator’s, budgets kept as code', async () => {
    const { b } = await pinned();
    const member = await signIn('member@demo.dbcloud.dev', 'acme');
    const status = async (promise: Promise<{ response: Response }>) => (await promise).response.status;
    expect(await status(member.api.GET('/billing/budget/{domainName}', { params: { path: acme } }))).toBe(
      403,
    );
    expect(
      await status(
        member.api.POST('/billing/set-budget/{domainName}', {
          params: { path: acme },
          body: { amountCents: 1000 },
        }),
      ),
    ).toBe(403);
    const { secret } = await unwrap(
      b.api.POST('/api-keys/create', {
        body: {
          domainName: 'acme',
          description: 'Budget',
          expiresAt: new Date(PINNED + 86_400_000).toISOString(),
        },
      }),
    );
    const key = createApiClient({ baseUrl: `${ORIGIN}/api/v1`, apiKey: secret, retry: false });
    expect(await status(key.GET('/billing/budget/{domainName}', { params: { path: acme } }))).toBe(200);
    const kept = await key.POST('/billing/set-budget/{domainName}', {
      params: { path: acme },
      body: { amountCents: 250_000 },
    });
    expect(kept.response.status).toBe(200);
    expect((await read(b.api)).budget).toEqual({ amountCents: 250_000, currency: 'USD' });
  });
});
