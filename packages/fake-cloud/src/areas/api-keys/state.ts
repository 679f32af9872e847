// API keys: the area's slice of the world, and the rules every part of it reads.
import type { Role } from '@dbcloud/api-client';
import { DAY_MS } from '../../core/clock.js';

export interface ApiKeyRecord {
  apiKeyId: string;
  domainName: string;
  description: string;
  createdAt: number;
  /** The e-mail of the user who created it: the expiry reminder goes to them. */
  createdBy: string;
  expiresAt: number;
  /**
   * The roles it was given (each once): it acts with those its creator still holds. Null when it was
   * given none in particular: it acts with every role its creator holds, as those change.
   */
  roles: Role[] | null;
  /** True when it may call only the operations that change nothing (`x-changes-state: false`). */
  readOnly: boolean;
  /**
   * The expiry reminder: `scheduled` (mailed seven days before `expiresAt`), `sent`, or `none` (the key
   * was created or changed to expire within seven days).
   */
  reminder: 'scheduled' | 'sent' | 'none';
  lastUsedAt: number | null;
  /** When the key was deactivated for good; null while it is not. */
  deactivatedAt: number | null;
  /** Whose action deactivated it, and why (null while it is active). */
  deactivatedBy: string | null;
  deactivatedReason: 'Deactivated' | 'CreatorRemoved' | null;
  /** SHA-256 of the secret (the secret itself is never stored). */
  secretHash: string;
}

export interface ApiKeysState {
  keys: ApiKeyRecord[];
}

/** The area's slice of the world (core/world.ts declares the core records only). */
declare module '../../core/world.js' {
  interface World {
    apiKeys: ApiKeysState;
  }
}

/** How long before its expiry a key's creator is reminded. */
export const REMINDER_BEFORE_MS = 7 * DAY_MS;

/** A key whose expiry is more than seven days away gets a reminder; one closer was chosen so: none. */
export function reminderFor(expiresAt: number, now: number): ApiKeyRecord['reminder'] {
  return expiresAt - REMINDER_BEFORE_MS > now ? 'scheduled' : 'none';
}

export const isActive = (key: ApiKeyRecord, now: number): boolean =>
  key.deactivatedAt === null && key.expiresAt > now;
