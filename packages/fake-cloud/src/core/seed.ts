// The deterministic seed of the core records (the package README lists them). Dates are
// relative to the fake clock at the reset.
import type { Role } from '@dbcloud/api-client';
import { DAY_MS, type FakeClock, HOUR_MS } from './clock.js';
import { hash } from './ids.js';
import {
  type AccountRecord,
  ALL_ROLES,
  type CoreWorld,
  type InvitationRecord,
  type MembershipRecord,
  newUser,
  type Scenario,
  type UserRecord,
} from './world.js';

export const DEMO_TOTP_SECRET = 'JBSWY3DPEHPK3PXP';
/** The ten recovery codes of mfa@demo.dbcloud.dev, each usable once. */
export const DEMO_RECOVERY_CODES = Array.from(
  { length: 10 },
  (_, i) => `mfa${String(i + 1).padStart(2, '0')}-rcvry`,
);
export const MEMBER_ROLES: Role[] = ['Products', 'Backups', 'ApiAccess', 'Support', 'Account'];
export const INVITATION_LINKS = {
  newUser: 'acme-invitee-demo-invitation',
  existingUser: 'acme-mfa-demo-invitation',
} as const;

function user(email: string, name: string, createdAt: number, extra: Partial<UserRecord> = {}): UserRecord {
  return { ...newUser(email, createdAt, name), ...extra };
}

export function seedCore(scenario: Scenario, clock: FakeClock): CoreWorld {
  const now = clock.nowMs();
  const ago = (days: number) => now - days * DAY_MS;

  const users: UserRecord[] = [
    user('owner@demo.dbcloud.dev', 'Olivia Owner', ago(400), {
      phoneNumber: '+14155550100',
      lastLoginAt: ago(2),
    }),
    user('mfa@demo.dbcloud.dev', 'Max Factor', ago(300), { lastLoginAt: ago(5) }),
    user('member@demo.dbcloud.dev', 'Mia Member', ago(200), { lastLoginAt: ago(1) }),
    user('nobody@demo.dbcloud.dev', 'Noah Nobody', ago(30)),
    user('market@demo.dbcloud.dev', 'Mark Place', ago(90), { lastLoginAt: ago(10) }),
  ];
  const mfa = users[1] as UserRecord;
  mfa.twoFactor.secret = DEMO_TOTP_SECRET;
  mfa.twoFactor.recoveryCodeHashes = DEMO_RECOVERY_CODES.map(hash);

  const accounts: Omit<AccountRecord, 'status' | 'promoCode' | 'marketplaceSubscriptionId'>[] = [
    {
      domainName: 'acme',
      accountType: 'Regular',
      managedBy: 'direct',
      ownerEmail: 'owner@demo.dbcloud.dev',
      createdAt: ago(400),
    },
    {
      domainName: 'acme-health',
      accountType: 'Hipaa',
      managedBy: 'direct',
      ownerEmail: 'owner@demo.dbcloud.dev',
      createdAt: ago(250),
    },
    {
      domainName: 'globex',
      accountType: 'Regular',
      managedBy: 'direct',
      ownerEmail: 'mfa@demo.dbcloud.dev',
      createdAt: ago(300),
    },
    {
      domainName: 'contoso',
      accountType: 'Regular',
      managedBy: 'azure',
      ownerEmail: 'market@demo.dbcloud.dev',
      createdAt: ago(90),
    },
  ];
  if (scenario === 'large') {
    accounts.push({
      domainName: 'megacorp',
      accountType: 'Regular',
      managedBy: 'direct',
      ownerEmail: 'owner@demo.dbcloud.dev',
      createdAt: ago(700),
    });
  }

  const memberships: MembershipRecord[] = accounts.map((a) => ({
    domainName: a.domainName,
    email: a.ownerEmail,
    roles: [...ALL_ROLES],
    isOwner: true,
    joinedAt: a.createdAt,
  }));
  memberships.push({
    domainName: 'acme',
    email: 'member@demo.dbcloud.dev',
    roles: [...MEMBER_ROLES],
    isOwner: false,
    joinedAt: ago(200),
  });

  const invitations: InvitationRecord[] = [
    {
      link: INVITATION_LINKS.newUser,
      domainName: 'acme',
      email: 'invitee@demo.dbcloud.dev',
      roles: ['Products', 'Support'],
      invitedBy: 'owner@demo.dbcloud.dev',
      invitedAt: now - 2 * HOUR_MS,
      expiresAt: now - 2 * HOUR_MS + 7 * DAY_MS,
      state: 'pending',
    },
    {
      link: INVITATION_LINKS.existingUser,
      domainName: 'acme',
      email: 'mfa@demo.dbcloud.dev',
      roles: ['Products', 'Backups'],
      invitedBy: 'owner@demo.dbcloud.dev',
      invitedAt: now - HOUR_MS,
      expiresAt: now - HOUR_MS + 7 * DAY_MS,
      state: 'pending',
    },
  ];

  return {
    scenario,
    clock,
    seededAt: now,
    users: new Map(users.map((u) => [u.email, u])),
    accounts: new Map(
      accounts.map((a) => [
        a.domainName,
        {
          ...a,
          status: 'active' as const,
          promoCode: null,
          marketplaceSubscriptionId: a.managedBy === 'azure' ? 'azsub-7c1e2f90-contoso' : null,
        },
      ]),
    ),
    memberships,
    invitations,
    sessions: new Map(),
    replacedSessions: new Set(),
    loginTokens: new Map(),
    quotaLog: new Map(),
    // Seeded mail holds paths; GET /__fake/mailbox answers them on the configured public origin.
    mailbox: [
      {
        to: 'invitee@demo.dbcloud.dev',
        subject: 'You are invited to acme on DBCloud',
        link: `/user/invitation?link=${INVITATION_LINKS.newUser}`,
        sentAt: new Date(now - 2 * HOUR_MS).toISOString(),
      },
      {
        to: 'mfa@demo.dbcloud.dev',
        subject: 'You are invited to acme on DBCloud',
        link: `/invitation/accept?link=${INVITATION_LINKS.existingUser}`,
        sentAt: new Date(now - HOUR_MS).toISOString(),
      },
    ],
    promoCodes: new Map([
      [
        'WELCOME50',
        {
          code: 'WELCOME50',
          description: '50% off your first three months of paid products',
          percentOff: 50,
          durationMonths: 3,
          expiresAt: now + 365 * DAY_MS,
        },
      ],
    ]),
    faults: [],
    idempotency: new Map(),
    cardProviderKind: 'demo',
  };
}
