import { describe, expect, it } from 'vitest';
import { cidrProblem } from '../cidr';
import { priceChange } from './price-words';
import { PRODUCT_TABS } from './tabs';

describe('cidrProblem', () => {
  it.each([
    '203.0.113.0/24',
    '203.0.113.17',
    '0.0.0.0/0',
    '2001:db8::/32',
    '::1',
    '2001:db8::ffff:192.0.2.1/128',
  ])('accepts %s', (text) => expect(cidrProblem(text)).toBeUndefined());

  it.each([
    ['', 'Enter an IP address or range, such as 203.0.113.0/24.'],
    ['256.1.1.1', '256.1.1.1 is not an IPv4 or IPv6 address.'],
    ['10.0.0/8', '10.0.0 is not an IPv4 or IPv6 address.'],
    ['10.0.0.0/33', 'The prefix length after “/” is a number from 0 to 32.'],
    ['2001:db8::/129', 'The prefix length after “/” is a number from 0 to 128.'],
    ['10.0.0.0/8/8', 'A range has one “/”, such as 203.0.113.0/24.'],
    ['example.com', 'example.com is not an IPv4 or IPv6 address.'],
    ['1:2:3:4:5:6:7:8:9', '1:2:3:4:5:6:7:8:9 is not an IPv4 or IPv6 address.'],
  ])('refuses %j', (text, message) => expect(cidrProblem(text)).toBe(message));
});

describe('the product tabs', () => {
  it('offer general, nodes, security, features, monitoring, health, audit log and settings, in that order', () => {
    expect(PRODUCT_TABS.map((tab) => [tab.to.split('/')[4], tab.label])).toEqual([
      ['general', 'General'],
      ['nodes', 'Nodes'],
      ['security', 'Security'],
      ['features', 'Features'],
      ['monitoring', 'Monitoring'],
      ['health', 'Health'],
      ['audit', 'Audit log'],
      ['settings', 'Settings'],
    ]);
  });
});

describe('a price change', () => {
  it('names the monthly price before and after, and the difference', () => {
    const price = {
      currency: 'USD',
      currentHourlyRateMillicents: 68_500,
      newHourlyRateMillicents: 137_000,
      currentMonthlyEstimateCents: 50_005,
      newMonthlyEstimateCents: 100_010,
      billingContactRequired: false,
      cardRequired: false,
    } as const;
    expect(priceChange(price)).toBe('from $500.05 to $1,000.10 a month (+$500.05)');
    expect(priceChange({ ...price, newMonthlyEstimateCents: 25_000 })).toBe(
      'from $500.05 to $250.00 a month (−$250.05)',
    );
  });
});
