// Authenticator codes for the demo users with two-factor sign-in (mfa@demo.dbcloud.dev).
import { Secret, TOTP } from 'otpauth';
import { vi } from 'vitest';

/** The TOTP secret of mfa@demo.dbcloud.dev. */
export const DEMO_TOTP_SECRET = 'JBSWY3DPEHPK3PXP';

/**
 * A 6-digit, 30-second TOTP code for real time (the fake cloud checks codes against real time, one
 * step either side, and accepts each code once: for a second sign-in in the same world, pass
 * `Date.now() + 30_000`).
 */
export function totp(secret: string = DEMO_TOTP_SECRET, timestamp: number = Date.now()): string {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({
    timestamp,
  });
}

const STEP_MS = 30_000;

/** A code from a step not in `used` that the fake cloud accepts now and for at least 5 s more, if any. */
function freeCode(secret: string, used: Set<number>): string | null {
  const now = Date.now();
  const step = Math.floor(now / STEP_MS);
  for (const candidate of [step + 1, step, step - 1]) {
    // accepted while the current step is at most one past it
    const acceptedUntil = (candidate + 2) * STEP_MS;
    if (!used.has(candidate) && acceptedUntil - now > 5_000) {
      used.add(candidate);
      return totp(secret, candidate * STEP_MS);
    }
  }
  return null;
}

/**
 * A code the fake cloud accepts now and for at least 5 s more, from a time step not in `used` (the
 * steps this user's codes have already spent; the chosen one is added). When no step is free for long
 * enough it waits until one is (the next step begins: at most 35 s), so a test that enters several
 * codes never races a 30 s boundary.
 */
export function unusedTotp(secret: string, used: Set<number>): Promise<string> {
  return vi.waitFor(
    () => {
      const code = freeCode(secret, used);
      if (code === null) throw new Error(`no TOTP step free for 5 s more (used: ${[...used].join(', ')})`);
      return code;
    },
    { timeout: STEP_MS + 10_000, interval: 100 },
  );
}
