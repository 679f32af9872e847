// How long a session lasts. A session ends 30 days after the sign-in that opened it however much it is
// used (absolute timeout), and after 7 days without a request (idle timeout), whichever comes first;
// an ended session counts as none (401). A partial session, waiting for its two-factor code, ends 15
// minutes after the sign-in link opened it. The remembered-browser cookie of two-factor sign-in is not a
// session: it only skips the code on the next sign-in, for a year.
//
// 30 days is the longest OWASP ASVS 4.0 (V3.3.2, level 1) and NIST SP 800-63B (AAL1) allow between
// re-authentications of a session that stays signed in: signing in by a mailed link is one factor. A
// week idle keeps someone who opens the portal weekly signed in, while a browser forgotten on a shared or
// lost machine does not stay signed in for the rest of the month. The stricter level-2 values (12 hours,
// 30 minutes idle) would send every user to their mailbox each day. A partial session needs no more
// than the sign-in link's own 15 minutes: whoever holds it is typing a code now.
//
// A request whose session cookie names no live session (ended, expired, unknown) is answered as one
// without a session, and that answer clears the cookie (core/pipeline.ts).
import { DAY_MS, MINUTE_MS } from './clock.js';
import type { SessionRecord, World } from './world.js';

/** A session ends this long after it was opened, however much it is used. */
export const SESSION_ABSOLUTE_LIFETIME_MS = 30 * DAY_MS;
/** A session ends after this long without a request. */
export const SESSION_IDLE_TIMEOUT_MS = 7 * DAY_MS;
/** A partial session (a two-factor code is due) ends this long after the sign-in link opened it. */
export const PARTIAL_SESSION_LIFETIME_MS = 15 * MINUTE_MS;

/** Whether a session has ended at `now` (changes nothing). */
export function sessionEnded(session: SessionRecord, now: number): boolean {
  const lifetime =
    session.stage === 'TwoFactorRequired' ? PARTIAL_SESSION_LIFETIME_MS : SESSION_ABSOLUTE_LIFETIME_MS;
  return now - session.createdAt >= lifetime || now - session.lastSeenAt >= SESSION_IDLE_TIMEOUT_MS;
}

/** Whether a session cookie's value names a session that is live at `now` (changes nothing). */
export function isLiveSession(world: World, id: string, now: number): boolean {
  const session = world.sessions.get(id);
  return session !== undefined && !sessionEnded(session, now);
}

/**
 * The session of a session cookie's value when it is still live at `now`, its idle time restarting with
 * this request; undefined (and the session forgotten) when it has ended.
 */
export function liveSession(world: World, id: string, now: number): SessionRecord | undefined {
  const session = world.sessions.get(id);
  if (!session) return undefined;
  if (sessionEnded(session, now)) {
    world.sessions.delete(id);
    return undefined;
  }
  session.lastSeenAt = now;
  return session;
}
