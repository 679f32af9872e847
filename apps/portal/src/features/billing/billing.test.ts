import { ApiError } from '@dbcloud/api-client';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { grantersOf } from '../../components/role-required';
import { spendingsRange } from './api';
import {
  billedAsOfMonth,
  budgetChartBars,
  costDetailsTitle,
  formatMillicentRate,
  formatQuantity,
  formatUnitPrice,
  monthTick,
  periodName,
} from './format';
import { chargeRefusal } from './mutations';
import { billingSummarySearch as schema } from './search';

const billingSummarySearch = (search: Record<string, unknown>) => v.parse(schema, search);

describe('the summary’s search', () => {
  it('keeps a year the API accepts and a range the chart offers (the router reads ?months=6 as a number)', () => {
    expect(billingSummarySearch({ selectedYear: 2025, months: 6 })).toEqual({
      selectedYear: 2025,
      months: 6,
    });
    expect(billingSummarySearch({ selectedYear: 2000, months: 24 })).toEqual({
      selectedYear: 2000,
      months: 24,
    });
  });

  it('drops what it cannot use, so the page shows this year and the last 12 months', () => {
    expect(billingSummarySearch({})).toEqual({});
    expect(billingSummarySearch({ selectedYear: 1999, months: 5 })).toEqual({});
    expect(billingSummarySearch({ selectedYear: 2101, months: 'all' })).toEqual({});
    expect(billingSummarySearch({ selectedYear: 2025.5, months: null })).toEqual({});
    expect(billingSummarySearch({ selectedYear: '2025', months: '6' })).toEqual({});
  });
});

describe('spendingsRange', () => {
  it('covers whole calendar months up to the end of this one (UTC)', () => {
    const today = new Date('2026-11-23T08:00:00Z');
    expect(spendingsRange(12, today)).toEqual({ from: '2025-12-01', to: '2026-11-30' });
    expect(spendingsRange(3, today)).toEqual({ from: '2026-09-01', to: '2026-11-30' });
    expect(spendingsRange(24, new Date('2026-02-10T00:00:00Z'))).toEqual({
      from: '2024-03-01',
      to: '2026-02-28',
    });
  });
});

describe('billing’s words', () => {
  it('names periods and months', () => {
    expect(periodName({ start: '2026-10-01', end: '2026-10-31', billedAsOf: '2026-11-01' })).toBe(
      'October 2026',
    );
    expect(monthTick('2026-01', false)).toBe('Jan 2026');
    expect(monthTick('2026-03', false)).toBe('Mar');
    expect(monthTick('2026-03', true)).toBe('Mar 2026');
    expect(billedAsOfMonth('2026-12')).toBe('2027-01-01');
    expect(billedAsOfMonth('2026-02')).toBe('2026-03-01');
  });

  it('titles cost details by the period a billedAsOf closes, or plainly when the address is no such date', () => {
    expect(costDetailsTitle('2026-11-01')).toBe('Cost details, October 2026');
    expect(costDetailsTitle('2027-01-01')).toBe('Cost details, December 2026');
    expect(costDetailsTitle('2026-11-05')).toBe('Cost details');
    expect(costDetailsTitle('yesterday')).toBe('Cost details');
  });

  it('writes unit rates with the digits they need and quantities with their units', () => {
    expect(formatMillicentRate(41_500, 'USD')).toBe('$0.415');
    expect(formatMillicentRate(2_300, 'USD')).toBe('$0.023');
    expect(formatMillicentRate(9_000, 'EUR')).toBe('€0.09');
    expect(formatUnitPrice(41.5, 'USD')).toBe('$0.415');
    expect(formatUnitPrice(-100_000, 'USD')).toBe('−$1,000.00');
    expect(formatQuantity(2232, 'hour')).toBe('2,232 hours');
    expect(formatQuantity(1, 'hour')).toBe('1 hour');
    expect(formatQuantity(41.333, 'gbMonth')).toBe('41.33 GB-months');
    expect(formatQuantity(488, 'gb')).toBe('488 GB');
  });
});

const operation = { operationId: 'chargeUpToPreviousBillingPeriod', method: 'POST', path: '' } as const;

describe('chargeRefusal', () => {
  it('reads a declined card (422 card-declined) and a cooldown (429 with Retry-After)', () => {
    const declined = new ApiError({
      status: 422,
      operation,
      problem: {
        type: 'https://dbcloud.dev/problems/card-declined',
        title: 'Not allowed',
        status: 422,
        detail: 'The card ending 0341 was declined. Try again in 60 minutes or use another card.',
      },
    });
    expect(chargeRefusal(declined)).toEqual({ declined: true, retryAfterSeconds: null });
    const cooling = new ApiError({
      status: 429,
      operation,
      response: new Response(null, { status: 429, headers: { 'Retry-After': '2520' } }),
    });
    expect(chargeRefusal(cooling)).toEqual({ declined: false, retryAfterSeconds: 2520 });
  });

  it('leaves other failures to the dialog (no active card, nothing due, a lost connection)', () => {
    const rule = new ApiError({
      status: 422,
      operation,
      problem: { type: 'https://dbcloud.dev/problems/rule', title: 'Not allowed', status: 422 },
    });
    expect(chargeRefusal(rule)).toBeNull();
    expect(chargeRefusal(new ApiError({ status: 0, operation }))).toBeNull();
    expect(chargeRefusal(new Error('boom'))).toBeNull();
  });
});

describe('who can give a role', () => {
  const user = (email: string, status: 'owner' | 'active' | 'pending', roles: string[]) =>
    ({
      email,
      name: null,
      status,
      roles,
      invitedAt: null,
      invitedBy: null,
      joinedAt: null,
      invitationExpiresAt: null,
    }) as never;

  it('is the owner and the members with User management, not pending invitations', () => {
    const users = [
      user('owner@acme.example', 'owner', ['Billing', 'UserManagement']),
      user('admin@acme.example', 'active', ['UserManagement']),
      user('member@acme.example', 'active', ['Products']),
      user('invited@acme.example', 'pending', ['UserManagement']),
    ];
    expect(grantersOf(users).map((u: { email: string }) => u.email)).toEqual([
      'owner@acme.example',
      'admin@acme.example',
    ]);
  });
});

describe('the budget chart’s legend', () => {
  const usd = (amountCents: number) => ({ amountCents, currency: 'USD' as const });
  it('names the forecast only when it is above the spend so far (credits may pay the rest of the month)', () => {
    expect(budgetChartBars({ spentSoFar: usd(101_759), forecast: usd(140_000) })).toEqual([
      'Spent so far',
      'Forecast',
    ]);
    expect(budgetChartBars({ spentSoFar: usd(101_759), forecast: usd(101_759) })).toEqual(['Spent so far']);
  });
});
