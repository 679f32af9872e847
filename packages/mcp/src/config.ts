// Who the server acts as (the API key), for which account, on which server: read from the environment
// by the same module as the `dbcloud` CLI reads them with (@dbcloud/api-client/settings), and checked
// before anything is sent. With `--http`, also the token every HTTP client must present
// (`DBCLOUD_MCP_TOKEN`, or one made at start).
import { randomBytes } from 'node:crypto';
import { DEFAULT_URL, type ProgramSettings, readSettings, SettingsError } from '@dbcloud/api-client/settings';

export { DEFAULT_URL };

/** What the server needs to call the API. The key is never printed, logged or answered. */
export type Settings = ProgramSettings;

/** A setting that is missing or wrong: the server does not start, and says why (never the key). */
export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

/**
 * Reads `DBCLOUD_API_KEY`, `DBCLOUD_ACCOUNT` and `DBCLOUD_URL` with the rules and words every DBCloud
 * program uses (`@dbcloud/api-client/settings`): a blank value counts as unset, the URL defaults to the
 * fake cloud's; the key must look like a key, the account like a domain name, and the URL must be http(s)
 * without a user name or password, and https unless the host is this machine.
 */
export function settingsFrom(env: NodeJS.ProcessEnv): Settings {
  try {
    return readSettings(env);
  } catch (error) {
    if (error instanceof SettingsError) throw new ConfigError(error.message);
    throw error;
  }
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
