// Authenticator codes for the demo users with two-factor sign-in (mfa@demo.dbcloud.dev).
import { Secret, TOTP } from 'otpauth';

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
