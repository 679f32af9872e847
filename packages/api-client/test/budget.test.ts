import { describe, expect, it } from 'vitest';
import { type BudgetState, budgetImpact, type PriceChange } from '../src/products/index.js';

// 2026-11-20T12:00Z: 10.5 days (252 hours) are left of November.
const state = (budgetCents: number | null, forecastCents: number): BudgetState => ({
  budget: budgetCents === null ? null : { amountCents: budgetCents, currency: 'USD' },
  forecast: { amountCents: forecastCents, currency: 'USD' },
  period: { start: '2026-11-01', end: '2026-11-30', billedAsOf: '2026-12-01' },
  asOf: '2026-11-20T12:00:00Z',
});
// +1,000 cents an hour per 1,000,000 millicents: 2,520 cents over the 252 hours left
const price = (currentMillicents: number, newMillicents: number): PriceChange => ({
  currency: 'USD',
  currentHourlyRateMillicents: currentMillicents,
  newHourlyRateMillicents: newMillicents,
});

describe('budgetImpact: would a change take the forecast over the budget', () => {
  it('says so, and by how much, for the hours left in the month', () => {
    const impact = budgetImpact(state(150_000, 149_000), price(10_000, 20_000));
    expect(impact).toMatchObject({
      budgetCents: 150_000,
      forecastCents: 149_000,
      addedCents: 2_520,
      forecastAfterCents: 151_520,
      overCents: 1_520,
      overBudget: true,
    });
    expect(impact?.words).toBe(
      "This change would take this month's forecast over your budget of USD 1,500.00: to USD 1,515.20, USD 15.20 over.",
    );
  });

  it('stays quiet when the forecast stays within the budget', () => {
    const impact = budgetImpact(state(150_000, 100_000), price(10_000, 20_000));
    expect(impact).toMatchObject({
      forecastAfterCents: 102_520,
      overCents: 0,
      overBudget: false,
      words: null,
    });
  });

  it('says the month is already over, when it is and the change adds to it', () => {
    const impact = budgetImpact(state(100_000, 120_000), price(0, 10_000));
    expect(impact?.overBudget).toBe(true);
    expect(impact?.words).toMatch(/^This month's forecast is already over your budget of USD 1,000\.00/);
  });

  it('never warns about a change that saves, even in a month already over budget', () => {
    const impact = budgetImpact(state(100_000, 120_000), price(20_000, 10_000));
    expect(impact).toMatchObject({ addedCents: -2_520, overBudget: false, words: null });
  });

  it('has nothing to say without a budget, or in another currency', () => {
    expect(budgetImpact(state(null, 120_000), price(0, 10_000))).toBeNull();
    expect(budgetImpact(state(100_000, 120_000), { ...price(0, 10_000), currency: 'EUR' })).toBeNull();
  });

  it('adds nothing once the period has ended', () => {
    const ended = { ...state(100, 50), asOf: '2026-12-01T00:30:00Z' };
    expect(budgetImpact(ended, price(0, 10_000_000))).toMatchObject({ addedCents: 0, overBudget: false });
  });
});
