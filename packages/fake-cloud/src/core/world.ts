// The fake cloud's in-memory state: one World per scenario reset. Core records (people, accounts,
// sessions, mail) live here; each area keeps its own slice, typed and seeded in its area module and
// added to `World` there (see below), so core imports no area, not even a type.
import { type AccountType, type ManagedBy, ROLES, type Role } from '@dbcloud/api-client';
import type { FakeClock } from './clock.js';
import type { IdempotencyRecords } from './idempotency.js';

export type Scenario = 'default' | 'large';
/** Every role; an account's owner holds all of them. */
export const ALL_ROLES: readonly Role[] = ROLES;

export interface TwoFactorRecord {
  /** The confirmed authenticator secret (base32); null while two-factor authentication is off. */
  secret: string | null;
  /** A secret from `2fa/generate-code` waiting for `2fa/verify-app-code`. */
  pendingSecret: string | null;
  /** TOTP time steps already accepted (each code works once). */
  usedSteps: number[];
  /** Hashes of the unused recovery codes. */
  recoveryCodeHashes: string[];
  /**
   * Wrong codes in a row (authenticator or recovery codes, at sign-in and when turning two-factor off),
   * across sign-ins; a sign-in with a code sets it back to 0 (areas/auth/two-factor.ts).
   */
  wrongCodesInARow: number;
  /** Remembered browsers: hashes of their cookie tokens and when they expire (ms). */
  rememberedBrowsers: { tokenHash: string; expiresAt: number }[];
}

export interface UserRecord {
  email: string;
  name: string | null;
  phoneNumber: string | null;
  createdAt: number;
  lastLoginAt: number | null;
  twoFactor: TwoFactorRecord;
}

export interface AccountRecord {
  domainName: string;
  accountType: AccountType;
  managedBy: ManagedBy;
  createdAt: number;
  ownerEmail: string;
  /** Marketplace-created accounts are pending until their owner first signs in. */
  status: 'active' | 'pending';
  promoCode: string | null;
  /** The marketplace subscription that bills the account; null when billed directly. */
  marketplaceSubscriptionId: string | null;
}

export interface MembershipRecord {
  domainName: string;
  email: string;
  roles: Role[];
  isOwner: boolean;
  joinedAt: number;
}

export interface InvitationRecord {
  link: string;
  domainName: string;
  email: string;
  roles: Role[];
  invitedBy: string;
  invitedAt: number;
  expiresAt: number;
  state: 'pending' | 'accepted' | 'cancelled';
}

export interface SessionRecord {
  id: string;
  email: string;
  stage: 'TwoFactorRequired' | 'Authenticated';
  /** The redirect stored with the sign-in link that opened the session. */
  redirect: string | null;
  /**
   * When the sign-in link opened it (the absolute timeout counts from here, and a partial session's 15
   * minutes, see core/session.ts).
   */
  createdAt: number;
  /** The fake-clock time of its last request (the idle timeout counts from here). */
  lastSeenAt: number;
}

export interface LoginTokenRecord {
  token: string;
  email: string;
  redirect: string | null;
  issuedAt: number;
  usedAt: number | null;
}

export interface MailRecord {
  to: string;
  subject: string;
  link: string;
  sentAt: string;
}

export interface PromoCodeRecord {
  code: string;
  description: string;
  percentOff: number;
  durationMonths: number;
  expiresAt: number;
}

export interface FaultRecord {
  id: number;
  match: { operationId?: string; method?: string; path?: string };
  status?: number;
  networkError?: boolean;
  /** The operation runs, then the connection drops before its answer (a lost answer). */
  dropAnswer?: boolean;
  delayMs?: number;
  /** How many more requests it applies to (undefined: until cleared). */
  remaining?: number;
  probability?: number;
  /** The injected status's `Retry-After`: seconds or an HTTP date. */
  retryAfter?: string;
}

/** The world's core records, before the areas seed their slices (what core/seed.ts builds). */
export interface CoreWorld {
  scenario: Scenario;
  /** This world's fake clock (reset with the world). */
  clock: FakeClock;
  /** Fake-clock time of the reset; seed dates are relative to it. */
  seededAt: number;
  users: Map<string, UserRecord>;
  accounts: Map<string, AccountRecord>;
  memberships: MembershipRecord[];
  invitations: InvitationRecord[];
  sessions: Map<string, SessionRecord>;
  /**
   * Sessions replaced by a new sign-in in the same browser: the answer that replaced one gave that browser
   * its new cookie, so a late answer to a request still carrying the old one must not clear the new.
   */
  replacedSessions: Set<string>;
  loginTokens: Map<string, LoginTokenRecord>;
  /**
   * The times of the calls each rate limit still counts, oldest first, by `<policy>:<partition>` (see
   * core/rate-limit.ts).
   */
  quotaLog: Map<string, number[]>;
  mailbox: MailRecord[];
  promoCodes: Map<string, PromoCodeRecord>;
  faults: FaultRecord[];
  /** The idempotency keys of the last 24 hours and what their requests answered (core/idempotency.ts). */
  idempotency: IdempotencyRecords;
  /**
   * The card provider `GET /configuration` names: `demo` (the default: the portal's demo card fields)
   * or `hosted` (the provider's hosted-fields script), switched with `POST /__fake/card-provider`.
   */
  cardProviderKind: CardProviderKind;
}

export type CardProviderKind = 'demo' | 'hosted';

/**
 * The whole world: the core records and one slice per area. The area that owns a slice adds it here by
 * declaration merging, next to the slice's type:
 *
 *   declare module '../core/world.js' {
 *     interface World { support: SupportState }
 *   }
 *
 * src/cloud.ts seeds every slice (a slice it does not seed is a type error there).
 */
export interface World extends CoreWorld {}

export const normaliseEmail = (email: string): string => email.trim().toLowerCase();

export function membershipsOf(world: CoreWorld, email: string): MembershipRecord[] {
  const key = normaliseEmail(email);
  return world.memberships.filter((m) => m.email === key);
}

export function membership(
  world: CoreWorld,
  email: string,
  domainName: string,
): MembershipRecord | undefined {
  const key = normaliseEmail(email);
  return world.memberships.find((m) => m.email === key && m.domainName === domainName);
}

/** Records a mail in the dev mailbox (`GET /__fake/mailbox`). */
export function sendMail(world: CoreWorld, now: number, mail: Omit<MailRecord, 'sentAt'>): void {
  world.mailbox.push({ ...mail, to: normaliseEmail(mail.to), sentAt: new Date(now).toISOString() });
}

/** A user as a sign-up, an invitation or a marketplace creates one: no phone, no two-factor yet. */
export function newUser(email: string, now: number, name: string | null = null): UserRecord {
  return {
    email: normaliseEmail(email),
    name,
    phoneNumber: null,
    createdAt: now,
    lastLoginAt: null,
    twoFactor: {
      secret: null,
      pendingSecret: null,
      usedSteps: [],
      recoveryCodeHashes: [],
      wrongCodesInARow: 0,
      rememberedBrowsers: [],
    },
  };
}
