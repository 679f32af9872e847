/** Parses a Cookie request header (the fake cloud never relies on msw's cookie store). */
export function parseCookies(header: string | null): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const part of (header ?? '').split(';')) {
    const index = part.indexOf('=');
    if (index < 1) continue;
    const name = part.slice(0, index).trim();
    const value = part.slice(index + 1).trim();
    if (!(name in cookies)) {
      try {
        cookies[name] = decodeURIComponent(value);
      } catch {
        cookies[name] = value;
      }
    }
  }
  return cookies;
}

export interface CookieOptions {
  /** Lifetime in seconds; omitted for a session cookie, 0 to delete. */
  maxAge?: number;
  httpOnly?: boolean;
}

/** A Set-Cookie header value: Path=/, SameSite=Lax, HttpOnly unless told otherwise. */
export function serializeCookie(name: string, value: string, options: CookieOptions = {}): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, 'Path=/', 'SameSite=Lax'];
  if (options.httpOnly !== false) parts.push('HttpOnly');
  if (options.maxAge !== undefined) parts.push(`Max-Age=${options.maxAge}`);
  return parts.join('; ');
}

export const SESSION_COOKIE = 'dbcloud_session';
export const REMEMBER_COOKIE = 'dbcloud_remembered_browser';
/** Chooses a separate fake world (parallel browser tests); not part of the real API. */
export const WORLD_COOKIE = 'dbcloud_fake_world';
