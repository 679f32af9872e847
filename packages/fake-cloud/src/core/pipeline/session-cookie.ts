// An answer to a request whose session cookie names no live session (any more) clears that cookie.
import { SESSION_COOKIE, serializeCookie } from '../cookies.js';
import { isLiveSession } from '../session.js';
import type { World } from '../world.js';

/** What the pipeline learnt of a request's session cookie, for the answer (see `clearEndedSession`). */
export interface SessionCookieSeen {
  world?: World;
  now?: number;
  /** The session cookie's value, when the request carried one and no API key. */
  value?: string;
  secure?: boolean;
}

/**
 * A request carried a session cookie that names no live session once it has been answered (it had
 * ended or expired before, was never issued, or the call itself ended it): the answer clears the cookie
 * with the attributes it was set with, unless the call set a new one itself (a sign-in link opened).
 */
export function clearEndedSession(seen: SessionCookieSeen, response: Response): void {
  const { world, now, value } = seen;
  if (!world || now === undefined || !value || isLiveSession(world, value, now)) return;
  // Replaced by a sign-in in this browser, which has the new cookie: a late answer leaves it alone.
  if (world.replacedSessions.has(value)) return;
  if (response.headers.getSetCookie().some((c) => c.startsWith(`${SESSION_COOKIE}=`))) return;
  const cleared = serializeCookie(SESSION_COOKIE, '', { maxAge: 0 });
  response.headers.append('Set-Cookie', seen.secure ? `${cleared}; Secure` : cleared);
}
