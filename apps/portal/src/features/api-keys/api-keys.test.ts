import type { ApiKey } from '@dbcloud/api-client';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { formatDate } from '../../app/format';
import { daysLeft, expiresInWords, expiringSoon } from './api';
import { apiKeyChange, apiKeySchema, expiryRange, toDateInput } from './schemas';

const DAY_MS = 24 * 60 * 60 * 1000;
const NOW = new Date(Date.UTC(2026, 10, 23, 11, 30)); // 23 Nov 2026, 11:30 UTC
const key = (apiKeyId: string, days: number, isActive = true): ApiKey => ({
  apiKeyId,
  description: apiKeyId,
  createdAt: new Date(NOW.getTime() - 10 * DAY_MS).toISOString(),
  createdBy: 'owner@demo.dbcloud.dev',
  expiresAt: new Date(NOW.getTime() + days * DAY_MS).toISOString(),
  isActive,
  lastUsedAt: null,
  roles: ['Products'],
  grantedRoles: null,
  readOnly: false,
  deactivation: null,
});

describe('a key’s expiry in words', () => {
  it('counts whole days left, rounded up, and says when it is over', () => {
    expect(daysLeft(key('a', 9), NOW.getTime())).toBe(9);
    expect(daysLeft(key('a', 0.2), NOW.getTime())).toBe(1);
    expect(expiresInWords(key('a', 9), NOW.getTime())).toBe('Expires in 9 days');
    expect(expiresInWords(key('a', 0.5), NOW.getTime())).toBe('Expires in 1 day');
    expect(expiresInWords(key('a', -1), NOW.getTime())).toBe('Expired');
  });

  it('lists the active keys expiring within 30 days, soonest first', () => {
    const keys = [key('later', 29), key('far', 31), key('soon', 3), key('off', 5, false)];
    expect(expiringSoon(keys, NOW.getTime()).map((k) => k.apiKeyId)).toEqual(['soon', 'later']);
  });
});

describe('the key form’s rules', () => {
  const schema = apiKeySchema(() => NOW);
  const message = (description: string, expiresOn: string) =>
    v.safeParse(schema, { description, expiresOn, roles: ['Products'], readOnly: false }).issues?.[0]
      ?.message;
  const powers = { roles: ['Products'] as const, readOnly: false };

  it('takes tomorrow up to one year from today, sent as the start of that day', () => {
    expect(expiryRange(NOW)).toEqual({ min: '2026-11-24', max: '2027-11-23' });
    const sent = v.parse(schema, { description: '  CI deployments ', expiresOn: '2027-11-23', ...powers });
    expect(sent).toEqual({
      description: 'CI deployments',
      expiresOn: '2027-11-23T00:00:00.000Z',
      roles: ['Products'],
      readOnly: false,
    });
    // within the server's limit: at most 31,536,000 s ahead
    expect(Date.parse(sent.expiresOn) - NOW.getTime()).toBeLessThanOrEqual(31_536_000_000);
  });

  it('takes the day chosen as a UTC day, shown as that day whatever the browser’s zone', () => {
    // 23 Nov 2026 23:30 UTC is already 24 Nov in Tokyo and Kiritimati, still 23 Nov in Los Angeles.
    const late = new Date(Date.UTC(2026, 10, 23, 23, 30));
    expect(expiryRange(late)).toEqual({ min: '2026-11-24', max: '2027-11-23' });
    const sent = v.parse(
      apiKeySchema(() => late),
      { description: 'CI', expiresOn: '2027-05-14', ...powers },
    );
    expect(formatDate(sent.expiresOn)).toBe('14 May 2027');
    expect(toDateInput(new Date(sent.expiresOn))).toBe('2027-05-14');
    // from a leap day, a year ahead is 28 February
    expect(expiryRange(new Date(Date.UTC(2028, 1, 29, 12)))).toEqual({
      min: '2028-03-01',
      max: '2029-02-28',
    });
  });

  it('refuses a day beyond one year, today or earlier, no date and no description', () => {
    expect(message('CI', '2027-11-24')).toMatch(/at most one year/);
    expect(message('CI', toDateInput(NOW))).toBe('Choose a day after today.');
    expect(message('CI', '')).toBe('Choose the day the key stops working.');
    expect(message('CI', '2027-02-30')).toMatch(/Enter a date/);
    expect(message('   ', '2027-01-10')).toMatch(/Say what the key is for/);
  });
});

describe('the roles and read-only a key is given', () => {
  const schema = apiKeySchema(() => NOW);
  const values = (roles: ('Products' | 'Billing' | 'Backups')[], readOnly: boolean) =>
    v.parse(schema, { description: 'CI', expiresOn: '2027-01-10', roles, readOnly });
  const newKey = {
    roles: ['Products', 'Backups', 'Billing'] as const,
    followsCreator: true,
    readOnly: false,
  };

  it('a new key left with every role and not read-only sends neither: it follows its creator, as keys do', () => {
    const body = apiKeyChange('acme', values(['Billing', 'Products', 'Backups'], false), newKey);
    expect(body).toEqual({ domainName: 'acme', description: 'CI', expiresAt: '2027-01-10T00:00:00.000Z' });
  });

  it('fewer roles or read-only are sent, roles in the contract’s order', () => {
    const body = apiKeyChange('acme', values(['Backups', 'Products'], true), newKey);
    expect(body).toMatchObject({ roles: ['Products', 'Backups'], readOnly: true });
  });

  it('refuses a key with no role', () => {
    const parsed = v.safeParse(schema, {
      description: 'CI',
      expiresOn: '2027-01-10',
      roles: [],
      readOnly: true,
    });
    expect(parsed.issues?.[0]?.message).toMatch(/at least one role/);
  });
});
