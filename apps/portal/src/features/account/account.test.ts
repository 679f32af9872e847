import type { UserCloudAccount } from '@dbcloud/api-client';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { can } from '../../app/access';
import { inviteSchema } from './schemas';

const account = (roles: UserCloudAccount['roles']): UserCloudAccount => ({
  domainName: 'acme',
  accountType: 'Regular',
  managedBy: 'direct',
  roles,
});

describe('what the account page offers', () => {
  it('offers a member with Account the details and users, but not the billing information, invitations or removals', () => {
    const member = account(['Products', 'Backups', 'ApiAccess', 'Support', 'Account']);
    expect([can(member, 'getAccountInfo'), can(member, 'getAccountUsers')]).toEqual([true, true]);
    // Cards, billing contact and VAT number are Billing information's.
    expect(can(member, 'getAccountBillingInfo')).toBe(false);
    expect(can(account(['BillingInformation']), 'getAccountBillingInfo')).toBe(true);
    expect(can(member, 'inviteUser')).toBe(false);
  });

  it('offers User management the users only, and nothing to a member without either role', () => {
    const admin = account(['UserManagement']);
    expect([can(admin, 'getAccountInfo'), can(admin, 'getAccountUsers'), can(admin, 'inviteUser')]).toEqual([
      false,
      true,
      true,
    ]);
    const other = account(['Products']);
    expect([can(other, 'getAccountInfo'), can(other, 'getAccountUsers')]).toEqual([false, false]);
  });
});

describe('the invitation’s rules', () => {
  it('needs an e-mail address and at least one role', () => {
    expect(v.parse(inviteSchema, { email: ' New.Hire@acme.example ', roles: ['Support'] })).toEqual({
      email: 'New.Hire@acme.example',
      roles: ['Support'],
    });
    const refused = v.safeParse(inviteSchema, { email: 'not-an-address', roles: [] });
    expect(refused.issues?.map((issue) => issue.message)).toEqual([
      'Enter an e-mail address like name@company.com.',
      'Choose at least one role: it decides what they can open.',
    ]);
  });
});
