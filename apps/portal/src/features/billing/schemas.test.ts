import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { budgetSchema } from './schemas';

const parse = (amount: string, thresholds = '50, 80, 100') =>
  v.safeParse(budgetSchema, { amount, thresholds, alertOnForecast: true });
const message = (amount: string, thresholds?: string) => parse(amount, thresholds).issues?.[0]?.message;

describe('the budget form', () => {
  it('reads money as people write it, in cents, and the percentages in order', () => {
    expect(parse('1,500.5', '100 50,80').output).toEqual({
      amount: 150_050,
      thresholds: [50, 80, 100],
      alertOnForecast: true,
    });
    expect(parse('1500', '').output).toMatchObject({ amount: 150_000, thresholds: [] });
  });

  it('refuses what the contract refuses, in words', () => {
    expect(message('')).toBe('Enter the monthly budget.');
    expect(message('NaN')).toBe('Enter an amount such as 1500 or 1,500.00.');
    expect(message('1e9')).toBe('Enter an amount such as 1500 or 1,500.00.');
    expect(message('12.345')).toBe('Enter an amount such as 1500 or 1,500.00.');
    expect(message('0.50')).toBe('The budget is at least 1.');
    expect(message('2000000000')).toBe('The budget is at most 1,000,000,000.');
    expect(message('100', '80, 80')).toBe('Give each percentage once.');
    expect(message('100', '0')).toBe('Each percentage is from 1 to 100.');
    expect(message('100', '150')).toBe('Each percentage is from 1 to 100.');
    expect(message('100', '10, 20, 30, 40, 50, 60')).toBe('Give at most 5 percentages.');
    expect(message('100', 'half')).toBe('Enter whole percentages, such as 50, 80, 100.');
  });
});
