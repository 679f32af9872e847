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

describe('chooseAccount', () => {
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
    ['/portal/acme/products#top', '/portal/acme/products#top'],
    ['/portal/a.b/c..d?back=../x', '/portal/a.b/c..d?back=../x'],
    // Dot segments that stay on this origin are resolved away: the answer is the path to follow.
    ['/portal/acme/../acme-health/home', '/portal/acme-health/home'],
    ['https://evil.example/portal', undefined],
    ['//evil.example/portal', undefined],
    ['/\\evil.example', undefined],
    ['javascript:alert(1)', undefined],
    ['portal/acme', undefined],
    [42, undefined],
  ])('%j -> %j', (value, expected) => {
    expect(safeReturnPath(value)).toBe(expected);
  });

  // Each of these is a path on the first look, but a URL parser (or a router decoding the path) reads
  // it as `//evil...`: another site.
  it.each([
    '/.//evil.example/x',
    '/..//evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r//evil.example',
    '/%2e%2e//evil',
    '/%2E%2E//evil',
    '/.%2e//evil',
    '/portal/../..//evil.example',
    '\\evil.example',
    '\\\\evil.example',
    '/\\evil.example',
    '/%5c/evil.example',
    '/%5C%5Cevil.example',
    '/%09/evil.example',
    '/%0a/evil.example',
    '/%2f/evil.example',
    '/%2e%2e%2f%2fevil.example',
    '/portal/\u0000',
    '/portal/\u2028x',
    '/%C2%85/evil.example',
    '/%zz',
  ])('refuses %j', (value) => {
    expect(safeReturnPath(value)).toBeUndefined();
  });

  it('afterSignIn falls back to the account home for each of them', () => {
    for (const hostile of ['/.//evil.example/x', '/..//evil.example', '/\t/evil.example', '/%2e%2e//evil']) {
      expect(afterSignIn(user, hostile, 'acme-health')).toBe('/portal/acme-health/home');
    }
  });

  it('afterSignIn ignores a hostile redirect and opens the account home', () => {
    expect(afterSignIn(user, 'https://evil.example', 'acme-health')).toBe('/portal/acme-health/home');
    expect(afterSignIn({ ...user, cloudAccounts: [] }, undefined, undefined)).toBe('/portal');
  });
});
