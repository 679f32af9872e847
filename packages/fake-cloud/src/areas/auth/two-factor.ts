// TOTP (RFC 6238) and recovery codes, through otpauth: codes are checked against real time, one
// 30-second step either side, each accepted once.
//
// Guessing is bounded by wrong codes in a row, counted per user (authenticator and recovery codes, at
// sign-in and when turning two-factor off) and set back to 0 by a sign-in with a code:
// - each 5th wrong code at sign-in ends that sign-in (its partial session): a new sign-in link is
//   needed. With one step either side, a guess covers 3 of the 10^6 codes; 5 guesses per link, and at
//   most 10 links a day per address (sign-in.ts), leave whoever holds the victim's mailbox a few dozen
//   guesses a day;
// - after 100 wrong codes in a row (NIST SP 800-63B's bound on consecutive failures), codes from the
//   authenticator are refused until the user signs in with a recovery code.
import { randomInt } from 'node:crypto';
import * as OTPAuth from 'otpauth';
import { hash } from '../../core/ids.js';
import { HttpProblem, unprocessable } from '../../core/problem.js';
import type { UserRecord } from '../../core/world.js';

const PERIOD = 30;
const ISSUER = 'DBCloud';
/** Each this many wrong codes in a row end the sign-in they were entered in. */
export const WRONG_CODES_PER_SIGN_IN = 5;
/** After this many wrong codes in a row, authenticator codes are refused until a recovery-code sign-in. */
export const WRONG_CODES_BEFORE_RECOVERY = 100;

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

/**
 * Fails with 422 once the user has entered 100 wrong codes in a row: then only a recovery code signs
 * them in (which counts the wrong codes from 0 again).
 */
export function assertAuthenticatorAccepted(user: UserRecord): void {
  if (user.twoFactor.wrongCodesInARow < WRONG_CODES_BEFORE_RECOVERY) return;
  throw unprocessable(
    `After ${WRONG_CODES_BEFORE_RECOVERY} wrong codes in a row, codes from your authenticator app are refused until you sign in with a recovery code. Sign in with one of your recovery codes.`,
    undefined,
    'authenticator-refused',
  );
}

/**
 * Checks a TOTP code against `secret` at the real current time; on success remembers its time step so
 * the same code is never accepted twice. Answers why a code is refused (wrong or replayed), in the
 * customer's words, or null when it is accepted. Counts nothing.
 */
export function checkTotp(user: UserRecord, secret: string, code: string): string | null {
  const timestamp = Date.now();
  const delta = totpFor(secret, user.email).validate({ token: code, timestamp, window: 1 });
  if (delta === null) return 'This code is not right. Check the time on your device and try again.';
  const step = Math.floor(timestamp / 1000 / PERIOD) + delta;
  if (user.twoFactor.usedSteps.includes(step)) return 'This code was already used. Wait for the next one.';
  user.twoFactor.usedSteps = [...user.twoFactor.usedSteps.filter((s) => s >= step - 2), step];
  return null;
}

const normaliseRecoveryCode = (code: string) => {
  const plain = code.toLowerCase().replace('-', '');
  return `${plain.slice(0, 5)}-${plain.slice(5)}`;
};

/**
 * Uses up one of the user's recovery codes (case and hyphen do not matter). Answers why it is refused,
 * or null when it was accepted. Counts nothing.
 */
export function checkRecoveryCode(user: UserRecord, code: string): string | null {
  const hashed = hash(normaliseRecoveryCode(code));
  const index = user.twoFactor.recoveryCodeHashes.indexOf(hashed);
  if (index < 0) return 'This recovery code is not valid or was already used.';
  user.twoFactor.recoveryCodeHashes.splice(index, 1);
  return null;
}

/** A 422 naming the code field. */
export function wrongCode(detail: string): HttpProblem {
  return unprocessable(detail, { code: [detail] }, 'wrong-code');
}

/**
 * Counts a wrong code entered at sign-in. Answers the 422 to send (the refusal, and how many more
 * wrong codes end this sign-in), or, for each 5th in a row, `ended: true` and the 401 saying that the
 * sign-in is over (the caller ends its session).
 */
export function wrongSignInCode(user: UserRecord, refusal: string): { ended: boolean; problem: HttpProblem } {
  const inARow = countWrongCode(user);
  const left = WRONG_CODES_PER_SIGN_IN - (inARow % WRONG_CODES_PER_SIGN_IN);
  if (left < WRONG_CODES_PER_SIGN_IN) {
    const tries = left === 1 ? '1 more wrong code ends' : `${left} more wrong codes end`;
    return { ended: false, problem: wrongCode(`${refusal} ${tries} this sign-in.`) };
  }
  const refused =
    inARow >= WRONG_CODES_BEFORE_RECOVERY
      ? ` After ${WRONG_CODES_BEFORE_RECOVERY} wrong codes in a row, codes from your authenticator app are refused until you sign in with a recovery code.`
      : '';
  return {
    ended: true,
    problem: new HttpProblem(
      401,
      `Too many wrong codes: this sign-in has ended. Request a new sign-in link.${refused}`,
      { type: 'sign-in-ended', title: 'This sign-in has ended' },
    ),
  };
}

/** Counts a wrong code of the user's (authenticator or recovery code); answers how many in a row. */
export function countWrongCode(user: UserRecord): number {
  user.twoFactor.wrongCodesInARow += 1;
  return user.twoFactor.wrongCodesInARow;
}

/** A correct code signed the user in, or proved their authenticator: wrong codes count from 0 again. */
export function rightCode(user: UserRecord): void {
  user.twoFactor.wrongCodesInARow = 0;
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
