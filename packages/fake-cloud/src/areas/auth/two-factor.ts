// TOTP (RFC 6238) and recovery codes, through otpauth: codes are checked against real time, one
// 30-second step either side, each accepted once.
import { randomInt } from 'node:crypto';
import * as OTPAuth from 'otpauth';
import { MINUTE_MS } from '../../core/clock.js';
import { hash } from '../../core/ids.js';
import { tooManyRequests, unprocessable } from '../../core/problem.js';
import type { UserRecord } from '../../core/world.js';

const PERIOD = 30;
const ISSUER = 'DBCloud';
const WRONG_CODES_LIMIT = 5;
const LOCK_MS = 5 * MINUTE_MS;

export function totpFor(secret: string, email: string): OTPAuth.TOTP {
  return new OTPAuth.TOTP({
    issuer: ISSUER,
    label: email,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD,
    secret: OTPAuth.Secret.fromBase32(secret),
  });
}

/** A new 160-bit secret, base32 without padding. */
export function newSecret(): string {
  return new OTPAuth.Secret({ size: 20 }).base32.replace(/=+$/, '');
}

export function otpauthUri(secret: string, email: string): string {
  return totpFor(secret, email).toString();
}

/** Fails with 429 while the user is locked out after too many wrong codes (fake-clock time). */
export function assertNotLocked(user: UserRecord, now: number): void {
  const recent = user.twoFactor.wrongCodes.filter((at) => now - at < LOCK_MS);
  user.twoFactor.wrongCodes = recent;
  if (recent.length >= WRONG_CODES_LIMIT) {
    const oldest = recent[0] ?? now;
    throw tooManyRequests(
      'Too many wrong codes. Wait five minutes and try again.',
      (oldest + LOCK_MS - now) / 1000,
    );
  }
}

function wrongCode(user: UserRecord, now: number, detail: string): never {
  user.twoFactor.wrongCodes.push(now);
  throw unprocessable(detail, { code: [detail] }, 'wrong-code');
}

/**
 * Checks a TOTP code against `secret` at the real current time; on success remembers its time step so
 * the same code is never accepted twice. Wrong or replayed codes count towards the lock-out.
 */
export function acceptTotp(user: UserRecord, secret: string, code: string, now: number): void {
  assertNotLocked(user, now);
  const timestamp = Date.now();
  const delta = totpFor(secret, user.email).validate({ token: code, timestamp, window: 1 });
  if (delta === null)
    wrongCode(user, now, 'This code is not right. Check the time on your device and try again.');
  const step = Math.floor(timestamp / 1000 / PERIOD) + delta;
  if (user.twoFactor.usedSteps.includes(step)) {
    wrongCode(user, now, 'This code was already used. Wait for the next one.');
  }
  user.twoFactor.usedSteps = [...user.twoFactor.usedSteps.filter((s) => s >= step - 2), step];
  user.twoFactor.wrongCodes = [];
}

const normaliseRecoveryCode = (code: string) => {
  const plain = code.toLowerCase().replace('-', '');
  return `${plain.slice(0, 5)}-${plain.slice(5)}`;
};

/** Uses up one of the user's recovery codes (case and hyphen do not matter). */
export function acceptRecoveryCode(user: UserRecord, code: string, now: number): void {
  assertNotLocked(user, now);
  const hashed = hash(normaliseRecoveryCode(code));
  const index = user.twoFactor.recoveryCodeHashes.indexOf(hashed);
  if (index < 0) wrongCode(user, now, 'This recovery code is not valid or was already used.');
  user.twoFactor.recoveryCodeHashes.splice(index, 1);
  user.twoFactor.wrongCodes = [];
}

const ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';

/** Ten new recovery codes (`xxxxx-xxxxx`); the user keeps only their hashes. */
export function newRecoveryCodes(user: UserRecord): string[] {
  const codes = new Set<string>();
  while (codes.size < 10) {
    const chars = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
    codes.add(`${chars.slice(0, 5)}-${chars.slice(5)}`);
  }
  user.twoFactor.recoveryCodeHashes = [...codes].map(hash);
  return [...codes];
}
