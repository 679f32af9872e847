import type { UserInfo } from '@dbcloud/api-client';
import { describe, expect, it } from 'vitest';
import { afterSignIn, chooseAccount, safeReturnPath } from './session';

const user: UserInfo = {
  isAuthenticated: true,
  email: 'owner@demo.dbcloud.dev',
  cloudAccounts: [
    { domainName: 'acme', accountType: 'Regular', managedBy: 'direct', roles: ['Products'] },
    { domainName: 'acme-health', accountType: 'Hipaa', managedBy: 'direct', roles: ['Products'] },
  ],
};

describe('chooseAccount (SPEC §4)', () => {
  it('keeps a remembered account the user has', () => {
    expect(chooseAccount(user, 'acme-health')).toBe('acme-health');
  });
  it('falls back to the first account', () => {
    expect(chooseAccount(user, 'globex')).toBe('acme');
    expect(chooseAccount(user, undefined)).toBe('acme');
  });
  it('selects none when signed out or without accounts', () => {
    expect(chooseAccount({ isAuthenticated: false, cloudAccounts: [] }, 'acme')).toBeUndefined();
    expect(chooseAccount({ ...user, cloudAccounts: [] }, 'acme')).toBeUndefined();
  });
});

describe('safeReturnPath', () => {
  it.each([
    ['/portal/acme/billing/summary?x=1', '/portal/acme/billing/summary?x=1'],
    ['https://evil.example/portal', undefined],
    ['//evil.example/portal', undefined],
    ['/\\evil.example', undefined],
    ['javascript:alert(1)', undefined],
    ['portal/acme', undefined],
    [42, undefined],
  ])('%s -> %s', (value, expected) => {
    expect(safeReturnPath(value)).toBe(expected);
  });

  it('afterSignIn ignores a hostile redirect and opens the account home', () => {
    expect(afterSignIn(user, 'https://evil.example', 'acme-health')).toBe('/portal/acme-health/home');
    expect(afterSignIn({ ...user, cloudAccounts: [] }, undefined, undefined)).toBe('/portal');
  });
});
