// Who the server acts as (the API key), for which account, on which server: read from the environment
// exactly as the `dbcloud` CLI reads them, and checked before anything is sent. With `--http`, also the
// token every HTTP client must present (`DBCLOUD_MCP_TOKEN`, or one made at start).
import { randomBytes } from 'node:crypto';

/** The server when `DBCLOUD_URL` names none: the fake cloud of `pnpm fake-cloud`. */
export const DEFAULT_URL = 'http://127.0.0.1:8787/api/v1';

/** What the server needs to call the API. The key is never printed, logged or answered. */
export interface Settings {
  apiKey: string;
  /** The key's account (`domainName`). */
  domainName: string;
  /** The API's address, without a trailing slash. */
  baseUrl: string;
}

/** A setting that is missing or wrong: the server does not start, and says why (never the key). */
export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

/** True for a loopback host as the URL parser writes it: localhost, 127.0.0.0/8, ::1. */
export function isLoopbackHost(hostname: string): boolean {
  return (
    hostname === 'localhost' ||
    /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(hostname) ||
    hostname === '[::1]' ||
    hostname === '::1' ||
    /^\[::ffff:7f[0-9a-f]{2}:[0-9a-f]{1,4}\]$/.test(hostname)
  );
}

const DOMAIN_NAME = /^[a-z][a-z0-9-]*[a-z0-9]$/;

/** `text` with control characters escaped, for a message that quotes what the user set. */
const quoted = (text: string) => JSON.stringify(text);

/**
 * Reads `DBCLOUD_API_KEY`, `DBCLOUD_ACCOUNT` and `DBCLOUD_URL` (an empty or blank value counts as unset;
 * the URL defaults to the fake cloud's). The URL must be http(s) without a user name or password, and
 * https unless the host is this machine: the key would otherwise cross the network in clear text.
 */
export function settingsFrom(env: NodeJS.ProcessEnv): Settings {
  const apiKey = env.DBCLOUD_API_KEY?.trim();
  if (!apiKey) {
    throw new ConfigError(
      'No API key: set DBCLOUD_API_KEY to a key’s secret (create one on the account’s API keys page in the portal).',
    );
  }
  const domainName = env.DBCLOUD_ACCOUNT?.trim();
  if (!domainName) {
    throw new ConfigError('No account: set DBCLOUD_ACCOUNT to the key’s account (e.g. acme).');
  }
  if (!DOMAIN_NAME.test(domainName)) {
    throw new ConfigError(
      `DBCLOUD_ACCOUNT must be an account’s domain name (e.g. acme), not ${quoted(domainName)}.`,
    );
  }
  const baseUrl = (env.DBCLOUD_URL?.trim() || DEFAULT_URL).replace(/\/+$/, '');
  const url = URL.canParse(baseUrl) ? new URL(baseUrl) : undefined;
  if (!url || !/^https?:$/.test(url.protocol)) {
    throw new ConfigError(
      `DBCLOUD_URL must be the API’s http(s) address, e.g. ${DEFAULT_URL}, not ${quoted(baseUrl)}.`,
    );
  }
  if (url.username || url.password) {
    throw new ConfigError(
      'DBCLOUD_URL must not hold a user name or password: the API key is the only credential.',
    );
  }
  if (url.protocol === 'http:' && !isLoopbackHost(url.hostname)) {
    throw new ConfigError(
      `Refusing to send the API key in clear text to ${url.origin}: use https://${url.host}${url.pathname} (DBCLOUD_URL). Plain http is only for this machine (localhost, 127.0.0.1, ::1).`,
    );
  }
  return { apiKey, domainName, baseUrl };
}

/** The token an HTTP client must send (`Authorization: Bearer <token>`), and where it came from. */
export interface HttpToken {
  token: string;
  /** True when `DBCLOUD_MCP_TOKEN` gave it; false when the server made it at start (this run only). */
  given: boolean;
}

/** The shortest token `DBCLOUD_MCP_TOKEN` may hold: a guessable one would let anyone act with the key. */
export const MIN_TOKEN_LENGTH = 32;

/** A new token: 32 random bytes, base64url (43 characters). */
export const newHttpToken = (): string => randomBytes(32).toString('base64url');

/**
 * Reads `DBCLOUD_MCP_TOKEN` for `--http` (blank counts as unset): at least 32 visible ASCII characters
 * without spaces (it travels in a header), and not the API key itself. Unset, a new token is made.
 */
export function httpTokenFrom(env: NodeJS.ProcessEnv): HttpToken {
  const token = env.DBCLOUD_MCP_TOKEN?.trim();
  if (!token) return { token: newHttpToken(), given: false };
  if (token.length < MIN_TOKEN_LENGTH || !/^[\x21-\x7E]+$/.test(token)) {
    throw new ConfigError(
      `DBCLOUD_MCP_TOKEN must be at least ${MIN_TOKEN_LENGTH} visible characters without spaces, as random as a password (e.g. the output of: openssl rand -base64 32).`,
    );
  }
  if (token === env.DBCLOUD_API_KEY?.trim()) {
    throw new ConfigError(
      'DBCLOUD_MCP_TOKEN must not be the API key: HTTP clients get the token, never the key. Choose another (e.g. openssl rand -base64 32).',
    );
  }
  return { token, given: true };
}
