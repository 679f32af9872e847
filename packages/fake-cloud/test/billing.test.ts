import { type ApiClient, ApiError, unwrap } from '@dbcloud/api-client';
import { describe, expect, it } from 'vitest';
import { type Browser, signIn, useFakeCloud } from './harness.js';

const cloud = useFakeCloud();

const acme = { domainName: 'acme' };

const advanceMinutes = (b: Browser, minutes: number) =>
  b.fetch('/__fake/clock', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ advanceMinutes: minutes }),
  });

async function fakeNow(b: Browser): Promise<number> {
  const response = await b.fetch('/__fake/clock');
  return Date.parse(((await response.json()) as { now: string }).now);
}

/** The first day (YYYY-MM-DD) of the month `offset` months from the month of `ms`. */
const firstOfMonth = (ms: number, offset = 0) => {
  const d = new Date(ms);
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + offset, 1)).toISOString().slice(0, 10);
};

const payNow = (api: ApiClient) =>
  unwrap(api.GET('/billing/pay-now/{domainName}', { params: { path: acme } }));
const charge = (api: ApiClient) =>
  unwrap(api.POST('/billing/charge-up-to-previous-billing-period/{domainName}', { params: { path: acme } }));
const history = (api: ApiClient, selectedYear: number) =>
  unwrap(api.GET('/billing/history/{domainName}', { params: { path: acme, query: { selectedYear } } }));
const invoice = (api: ApiClient, invoiceId: string) =>
  unwrap(
    api.GET('/billing/invoice-details/{domainName}/{invoiceId}', {
      params: { path: { ...acme, invoiceId } },
    }),
  );
const costs = (api: ApiClient, billedAsOf: string) =>
  unwrap(api.GET('/billing/costs-details/{domainName}', { params: { path: acme, query: { billedAsOf } } }));
const spendings = (api: ApiClient, from: string, to: string, groupBy: 'month' | 'product') =>
  unwrap(
    api.POST('/billing/spendings/{domainName}', { params: { path: acme }, body: { from, to, groupBy } }),
  );

async function addCard(api: ApiClient, last4Digits: string, makeActive: boolean) {
  const { card } = await unwrap(
    api.POST('/payment-info/add-credit-card/{domainName}', {
      params: { path: acme },
      body: { pfToken: `tok-${last4Digits}-${Math.random()}`, last4Digits, ccType: 'Visa', makeActive },
    }),
  );
  return card;
}

const makeActive = (api: ApiClient, cardId: string) =>
  unwrap(
    api.POST('/payment-info/change-active-credit-card/{domainName}', {
      params: { path: acme },
      body: { cardId },
    }),
  );

describe('pay now', () => {
  it('shows the previous period of acme as unpaid and chargeable', async () => {
    const b = await signIn('owner@demo.dbcloud.dev', 'acme');
    const now = await fakeNow(b);
    const due = await payNow(b.api);
    expect(due).toMatchObject({
      hasUnpaidPeriod: true,
      status: 'available',
      cooldownUntil: null,
      unpaidPeriod: { start: firstOfMonth(now, -1), billedAsOf: firstOfMonth(now) },
      // the card the charge would go to, named before the payer confirms
      activeCard: { id: 'card_7f3k2q', last4Digits: '1111', ccType: 'Visa' },
    });
    expect(due.invoiceIds).toHaveLength(1);
    const unpaid = await invoice(b.api, due.invoiceIds[0] ?? '');
    expect(unpaid.status).toBe('unpaid');
    expect(due.amountDue).toEqual(unpaid.total);
    expect(due.amountDue.amountCents).toBeGreaterThan(0);
  });

  it('charges the active card: the invoice becomes paid and nothing is due any more', async () => {
    const b = await signIn('owner@demo.dbcloud.dev', 'acme');
    const due = await payNow(b.api);
    const receipt = await charge(b.api);
    expect(receipt).toMatchObject({
      amount: due.amountDue,
      invoiceIds: due.invoiceIds,
      card: { id: 'card_7f3k2q', last4Digits: '1111', ccType: 'Visa' },
    });
    const paid = await invoice(b.api, due.invoiceIds[0] ?? '');
    expect(paid.status).toBe('paid');
    expect(paid.paidAt).toBe(receipt.paidAt);
    expect(await payNow(b.api)).toMatchObject({
      hasUnpaidPeriod: false,
      status: 'nothingDue',
      invoiceIds: [],
      unpaidPeriod: null,
      amountDue: { amountCents: 0 },
    });
    await expect(charge(b.api)).rejects.toMatchObject({ status: 422 });
  });

  it('declines the card ending 0341, then refuses further charges for 60 minutes', async () => {
    const b = await signIn('owner@demo.dbcloud.dev', 'acme');
    const declining = await addCard(b.api, '0341', true);
    expect(declining.active).toBe(true);

    const declined = await charge(b.api).catch((error: unknown) => error);
    expect(declined).toBeInstanceOf(ApiError);
    expect(declined).toMatchObject({
      status: 422,
      problem: { type: 'https://dbcloud.dev/problems/card-declined' },
    });
    const now = await fakeNow(b);
    const cooling = await payNow(b.api);
    expect(cooling.status).toBe('cooldown');
    expect(cooling.activeCard).toEqual({ id: declining.id, last4Digits: '0341', ccType: 'Visa' });
    expect(cooling.hasUnpaidPeriod).toBe(true);
    const until = Date.parse(cooling.cooldownUntil ?? '');
    expect(until - now).toBeGreaterThan(59 * 60_000);
    expect(until - now).toBeLessThanOrEqual(60 * 60_000);

    const tooSoon = await charge(b.api).catch((error: unknown) => error);
    expect(tooSoon).toMatchObject({ status: 429 });
    expect(Number((tooSoon as ApiError).response?.headers.get('Retry-After'))).toBeGreaterThan(3500);

    // a good card does not lift the cooldown
    await makeActive(b.api, 'card_7f3k2q');
    await advanceMinutes(b, 58);
    await expect(charge(b.api)).rejects.toMatchObject({ status: 429 });
    expect((await payNow(b.api)).status).toBe('cooldown');

    await advanceMinutes(b, 3);
    expect((await payNow(b.api)).status).toBe('available');
    const receipt = await charge(b.api);
    expect(receipt.card.last4Digits).toBe('1111');
    expect((await payNow(b.api)).status).toBe('nothingDue');
  });

  it('declines again after the cooldown while the declining card stays active', async () => {
    const b = await signIn('owner@demo.dbcloud.dev', 'acme');
    await addCard(b.api, '0341', true);
    await expect(charge(b.api)).rejects.toMatchObject({ status: 422 });
    await advanceMinutes(b, 61);
    await expect(charge(b.api)).rejects.toMatchObject({ status: 422 });
    expect((await payNow(b.api)).status).toBe('cooldown');
  });

  it('bills a period once it has ended on the fake clock: a new unpaid invoice is due', async () => {
    const first = await signIn('owner@demo.dbcloud.dev', 'acme');
    const now = await fakeNow(first);
    const before = await payNow(first.api);
    const nextMonth = Date.parse(`${firstOfMonth(now, 1)}T00:00:00Z`);
    await advanceMinutes(first, Math.ceil((nextMonth - now) / 60_000) + 5);
    // Up to a month later: past the session's idle limit on most days, so the owner signs in again.
    const b = await signIn('owner@demo.dbcloud.dev', 'acme');
    const after = await payNow(b.api);
    expect(after.invoiceIds).toHaveLength(2);
    expect(after.invoiceIds[0]).toBe(before.invoiceIds[0]);
    expect(after.unpaidPeriod).toEqual({
      start: firstOfMonth(now, -1),
      end: new Date(nextMonth - 86_400_000).toISOString().slice(0, 10),
      billedAsOf: firstOfMonth(now, 1),
    });
    const newest = await invoice(b.api, after.invoiceIds[1] ?? '');
    expect(newest.period.billedAsOf).toBe(firstOfMonth(now, 1));
    expect(after.amountDue.amountCents).toBe(before.amountDue.amountCents + newest.total.amountCents);
    const receipt = await charge(b.api);
    expect(receipt.invoiceIds).toEqual(after.invoiceIds);
  });
});

describe('history and invoices', () => {
  it('lists a year’s invoices newest first, all paid but the previous period', async () => {
    const b = await signIn('owner@demo.dbcloud.dev', 'acme');
    const now = await fakeNow(b);
    const year = new Date(now).getUTCFullYear();
    const thisYear = await history(b.api, year);
    const lastYear = await history(b.api, year - 1);
    // A year of monthly invoices, each issued on the first of a month: on 31 December all twelve are
    // this year's, on any other day some are last year's.
    const issuedYears = Array.from({ length: 12 }, (_, k) => Number(firstOfMonth(now, -k).slice(0, 4)));
    expect(thisYear.availableYears).toEqual([...new Set([year, ...issuedYears])]);
    const all = [...thisYear.invoices, ...lastYear.invoices];
    expect(all).toHaveLength(12);
    const issued = all.map((i) => i.issued);
    expect(issued).toEqual([...issued].sort().reverse());
    for (const item of all)
      expect(item.invoiceId).toMatch(new RegExp(`^INV-${item.issued.slice(0, 4)}-\\d{4}$`));
    expect(all.map((i) => i.status)).toEqual(['unpaid', ...Array(11).fill('paid')]);
    expect(all[0]?.issued).toBe(firstOfMonth(now));
    expect((await history(b.api, 2001)).invoices).toEqual([]);
    await expect(history(b.api, 1999)).rejects.toMatchObject({ status: 400 });
  });

  it('answers an invoice with lines that add up, and 404 for an unknown or another account’s invoice', async () => {
    const b = await signIn('owner@demo.dbcloud.dev', 'acme');
    const [latest] = (await history(b.api, new Date(await fakeNow(b)).getUTCFullYear())).invoices;
    const details = await invoice(b.api, latest?.invoiceId ?? '');
    const sum = details.lines.reduce((total, line) => total + line.amountCents, 0);
    expect(details.total.amountCents).toBe(sum);
    expect(details.subtotal.amountCents - details.creditsApplied.amountCents).toBe(sum);
    expect(details.lines.some((line) => line.productId === 'prd-orders-eu')).toBe(true);
    expect(details.billedTo).toMatchObject({
      billingFirstName: 'Ada',
      companyName: 'Acme Ltd',
      country: 'GB',
    });
    await expect(invoice(b.api, 'INV-2099-0001')).rejects.toMatchObject({ status: 404 });

    const owner = await signIn('owner@demo.dbcloud.dev', 'acme-health');
    const healthYear = await unwrap(
      owner.api.GET('/billing/history/{domainName}', {
        params: {
          path: { domainName: 'acme-health' },
          query: { selectedYear: new Date(await fakeNow(b)).getUTCFullYear() },
        },
      }),
    );
    const theirs = healthYear.invoices[0]?.invoiceId ?? '';
    expect(healthYear.invoices.every((i) => i.status === 'paid')).toBe(true);
    await expect(invoice(b.api, theirs)).rejects.toMatchObject({ status: 404 });
  });
});

describe('cost details', () => {
  it('answers a billed period with the costs its invoice charged', async () => {
    const b = await signIn('owner@demo.dbcloud.dev', 'acme');
    const billedAsOf = firstOfMonth(await fakeNow(b));
    const details = await costs(b.api, billedAsOf);
    expect(details.period.billedAsOf).toBe(billedAsOf);
    const charged = await invoice(b.api, details.invoiceId ?? '');
    expect(details.total).toEqual(charged.total);
    expect(details.subtotal).toEqual(charged.subtotal);
    const orders = details.products.find((p) => p.productId === 'prd-orders-eu');
    // One group of items per size the product had in the period: early in a month the previous period
    // also holds the days before its additional node was added.
    const kinds = orders?.items.map((i) => i.kind) ?? [];
    expect(kinds.length).toBeGreaterThan(0);
    expect(kinds).toEqual(
      Array.from({ length: kinds.length / 4 }, () => ['compute', 'storage', 'backup', 'dataTransfer']).flat(),
    );
    for (const product of details.products) {
      expect(product.amountCents).toBe(product.items.reduce((total, item) => total + item.amountCents, 0));
    }
    const sandbox = details.products.find((p) => p.productId === 'prd-sandbox-us');
    expect(sandbox).toMatchObject({ tier: 'Free', items: [], amountCents: 0 });
  });

  it('bills every hour of a period once, whatever the minute a product changed size', async () => {
    // Early in January, December holds both of Orders (EU)'s sizes (before and after its additional node).
    cloud.reset('default', undefined, Date.parse('2027-01-01T00:20:00Z'));
    const b = await signIn('owner@demo.dbcloud.dev', 'acme');
    const details = await costs(b.api, '2027-01-01');
    const compute = details.products
      .find((p) => p.productId === 'prd-orders-eu')
      ?.items.filter((item) => item.kind === 'compute');
    expect(compute?.length).toBe(2);
    const hours = (compute ?? []).reduce(
      (total, item) => total + item.quantity / Number(/(\d+) nodes?/.exec(item.description)?.[1]),
      0,
    );
    expect(hours).toBe(31 * 24);
  });

  it('answers the current period with running totals and no invoice', async () => {
    const b = await signIn('owner@demo.dbcloud.dev', 'acme');
    // Compute is billed by whole hours: in the first hour of a month the period has cost nothing yet.
    await advanceMinutes(b, 90);
    const details = await costs(b.api, firstOfMonth(await fakeNow(b), 1));
    expect(details.invoiceId).toBeNull();
    expect(details.subtotal.amountCents).toBeGreaterThan(0);
  });

  it('answers 404 for a date that is not a billing date or a period before the account existed', async () => {
    const b = await signIn('owner@demo.dbcloud.dev', 'acme');
    const now = await fakeNow(b);
    await expect(costs(b.api, `${firstOfMonth(now).slice(0, 8)}15`)).rejects.toMatchObject({ status: 404 });
    await expect(costs(b.api, '2001-01-01')).rejects.toMatchObject({ status: 404 });
    await expect(costs(b.api, firstOfMonth(now, 2))).rejects.toMatchObject({ status: 404 });
  });
});

describe('the current period and benefits', () => {
  it('sums the running costs, the credits applied and a forecast', async () => {
    const b = await signIn('owner@demo.dbcloud.dev', 'acme');
    await advanceMinutes(b, 90); // past the month's first whole hour
    const now = await fakeNow(b);
    const summary = await unwrap(
      b.api.GET('/billing/current-summary/{domainName}', { params: { path: acme } }),
    );
    expect(summary.period.start).toBe(firstOfMonth(now));
    const lines = Object.fromEntries(summary.lines.map((l) => [l.productId, l]));
    expect(lines['prd-orders-eu']?.amount.amountCents).toBeGreaterThan(0);
    expect(lines['prd-sandbox-us']?.amount.amountCents).toBe(0);
    const sum = summary.lines.reduce((total, line) => total + line.amount.amountCents, 0);
    expect(summary.totalSoFar.amountCents).toBe(Math.max(0, sum - summary.creditsApplied.amountCents));
    expect(summary.forecast.amountCents).toBeGreaterThanOrEqual(summary.totalSoFar.amountCents);
  });

  it('lists the benefits that remain, soonest expiry first, without used-up ones', async () => {
    const b = await signIn('owner@demo.dbcloud.dev', 'acme');
    const { benefits, totalRemaining } = await unwrap(
      b.api.GET('/billing/account-benefits/{domainName}', { params: { path: acme } }),
    );
    expect(benefits.map((x) => x.kind)).toEqual(['promo', 'committedUse']);
    expect(benefits[0]?.title).toContain('WELCOME300');
    const expiries = benefits.map((x) => x.expiresAt ?? '9999');
    expect(expiries).toEqual([...expiries].sort());
    for (const benefit of benefits) {
      expect(benefit.remaining.amountCents).toBeGreaterThan(0);
      expect(benefit.remaining.amountCents).toBeLessThanOrEqual(benefit.granted.amountCents);
    }
    expect(totalRemaining.amountCents).toBe(benefits.reduce((t, x) => t + x.remaining.amountCents, 0));
  });
});

describe('spendings', () => {
  it('charts the months of the range, consistent with the invoices', async () => {
    const b = await signIn('owner@demo.dbcloud.dev', 'acme');
    const now = await fakeNow(b);
    const from = firstOfMonth(now, -12);
    const to = firstOfMonth(now);
    const byMonth = await spendings(b.api, from, to, 'month');
    expect(byMonth.months).toHaveLength(13);
    expect(byMonth.series).toHaveLength(1);
    const year = new Date(now).getUTCFullYear();
    const invoices = [...(await history(b.api, year)).invoices, ...(await history(b.api, year - 1)).invoices];
    const totalByMonth = Object.fromEntries(
      invoices.map((i) => [i.period.start.slice(0, 7), i.total.amountCents]),
    );
    for (const point of byMonth.series[0]?.points ?? []) {
      if (point.month === to.slice(0, 7)) continue;
      expect(point.amountCents, point.month).toBe(totalByMonth[point.month] ?? 0);
    }

    const byProduct = await spendings(b.api, from, to, 'product');
    expect(byProduct.total).toEqual(byMonth.total);
    expect(byProduct.series.map((s) => s.key)).toContain('prd-orders-eu');
    expect(byProduct.series.map((s) => s.key)).not.toContain('prd-sandbox-us');
    byMonth.months.forEach((month, index) => {
      const sum = byProduct.series.reduce((total, s) => total + (s.points[index]?.amountCents ?? 0), 0);
      expect(sum, month).toBe(byMonth.series[0]?.points[index]?.amountCents);
    });
  });

  it('refuses a range that ends before it starts or spans more than 24 months', async () => {
    const b = await signIn('owner@demo.dbcloud.dev', 'acme');
    await expect(spendings(b.api, '2026-05-01', '2026-04-30', 'month')).rejects.toMatchObject({
      status: 422,
    });
    await expect(spendings(b.api, '2024-01-01', '2026-01-31', 'month')).rejects.toMatchObject({
      status: 422,
    });
    expect((await spendings(b.api, '2024-02-01', '2026-01-31', 'month')).months).toHaveLength(24);
  });
});

describe('roles', () => {
  it('answers 403 to a member without the Billing role', async () => {
    const member = await signIn('member@demo.dbcloud.dev', 'acme');
    await expect(payNow(member.api)).rejects.toMatchObject({ status: 403 });
    await expect(charge(member.api)).rejects.toMatchObject({ status: 403 });
    await expect(history(member.api, 2026)).rejects.toMatchObject({ status: 403 });
    await expect(invoice(member.api, 'INV-2026-0011')).rejects.toMatchObject({ status: 403 });
    await expect(
      unwrap(member.api.GET('/billing/current-summary/{domainName}', { params: { path: acme } })),
    ).rejects.toMatchObject({ status: 403 });
    const owner = await signIn('owner@demo.dbcloud.dev', 'acme');
    expect((await payNow(owner.api)).hasUnpaidPeriod).toBe(true);
  });
});
