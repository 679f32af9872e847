// `@dbcloud/api-client/settings`: what a program needs to reach an account with an API key (the key, its
// account, the API's address) read from the environment and its own options, checked before anything is
// sent, in the same words for the same mistakes whichever program reads them (the `dbcloud` CLI, the
// `dbcloud-mcp` server, your own script). No Node built-ins: the environment is passed in.

/** The environment variables every DBCloud program reads. */
export const SETTINGS_ENV = {
  /** The API key's secret (`dbc_…`). */
  apiKey: 'DBCLOUD_API_KEY',
  /** The key's account: its domain name (`acme`). */
  account: 'DBCLOUD_ACCOUNT',
  /** The API's address (`https://portal.dbcloud.dev/api/v1`). */
  url: 'DBCLOUD_URL',
} as const;

/** The API's address when none is given: the fake cloud of `pnpm fake-cloud`, on this machine. */
export const DEFAULT_URL = 'http://127.0.0.1:8787/api/v1';

/** An API key's secret: `dbc_` and 40 letters or digits (the contract's `apiKey` scheme). */
export const API_KEY_SECRET = /^dbc_[A-Za-z0-9]{40}$/;

/** An account's domain name (the contract's `DomainName`: 3 to 40 characters). */
export const DOMAIN_NAME = /^[a-z][a-z0-9-]*[a-z0-9]$/;
const DOMAIN_NAME_LENGTH = { min: 3, max: 40 };

/** The settings a program calls the API with. The key is never to be printed, logged or answered. */
export interface ProgramSettings {
  /** The API key's secret, without surrounding spaces. */
  apiKey: string;
  /** The key's account (`domainName`). */
  domainName: string;
  /** The API's address, without surrounding spaces or a trailing slash. */
  baseUrl: string;
}

/** Which setting a mistake is about. */
export type SettingName = keyof typeof SETTINGS_ENV;

/** A setting that is missing or wrong: nothing may be sent. Its message never holds the key. */
export class SettingsError extends Error {
  override readonly name = 'SettingsError';
  constructor(
    /** The setting that is missing or wrong. */
    readonly setting: SettingName,
    message: string,
  ) {
    super(message);
  }
}

/** Values a program takes as its own options (a command line's); each wins over the environment. */
export type GivenSettings = Partial<Record<SettingName, string | undefined>>;

/** How a program names its options in messages (`--api-key`), for the settings it takes as options. */
export type SettingFlags = Partial<Record<SettingName, string>>;

/** A value with its surrounding spaces dropped; blank (or unset) is undefined. */
const given = (value: string | undefined): string | undefined => value?.trim() || undefined;

/** What a user set, quoted for a message: in double quotes, control characters escaped. */
const quoted = (value: string): string => JSON.stringify(value);

/**
 * True for a host on this machine, as a URL's `hostname` or an address to listen on writes it:
 * `localhost`, an IPv4 loopback address (127.0.0.0/8), the IPv6 loopback `::1` (bare or in brackets),
 * and an IPv4-mapped IPv6 loopback (`[::ffff:7f00:1]`, which is how a URL writes `[::ffff:127.0.0.1]`).
 */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.toLowerCase();
  const octet = '(25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)';
  return (
    host === 'localhost' ||
    new RegExp(`^127\\.${octet}\\.${octet}\\.${octet}$`).test(host) ||
    host === '::1' ||
    host === '[::1]' ||
    /^\[::ffff:7f[0-9a-f]{2}:[0-9a-f]{1,4}\]$/.test(host)
  );
}

/** Where a setting came from, as the user would name it: its option, its variable, or the default. */
function sourceOf(setting: SettingName, value: GivenSettings, flags: SettingFlags): string {
  const flag = flags[setting];
  return flag && given(value[setting]) !== undefined ? flag : SETTINGS_ENV[setting];
}

/** How to give a setting, for the message that says it is missing: its variable, or its option. */
function howToGive(setting: SettingName, flags: SettingFlags): string {
  const flag = flags[setting];
  return `set ${SETTINGS_ENV[setting]}${flag ? ` or pass ${flag}` : ''}`;
}

/** Checks an API key's secret (spaces around it dropped). `source` names where it came from. */
export function checkApiKey(value: string, source: string = SETTINGS_ENV.apiKey): string {
  const secret = value.trim();
  if (!API_KEY_SECRET.test(secret)) {
    // Never the value: it may be a secret, a little mistyped.
    throw new SettingsError(
      'apiKey',
      `${source} is not an API key’s secret: a secret is dbc_ and 40 letters or digits, shown once when the key is created on the account’s API keys page in the portal.`,
    );
  }
  return secret;
}

/** Checks an account's domain name (spaces around it dropped). */
export function checkAccount(value: string, source: string = SETTINGS_ENV.account): string {
  const domainName = value.trim();
  const { min, max } = DOMAIN_NAME_LENGTH;
  if (!DOMAIN_NAME.test(domainName) || domainName.length < min || domainName.length > max) {
    throw new SettingsError(
      'account',
      `${source} must be an account’s domain name (e.g. acme), not ${quoted(domainName)}.`,
    );
  }
  return domainName;
}

/**
 * Checks the API's address and answers it without surrounding spaces or trailing slashes: an http(s) URL
 * without a user name or password, and https unless its host is this machine (the key would otherwise
 * cross the network in clear text).
 */
export function checkBaseUrl(value: string, source: string = SETTINGS_ENV.url): string {
  const baseUrl = value.trim().replace(/\/+$/, '');
  const url = URL.canParse(baseUrl) ? new URL(baseUrl) : undefined;
  if (!url || !/^https?:$/.test(url.protocol)) {
    throw new SettingsError(
      'url',
      `${source} must be the API’s http(s) address, e.g. ${DEFAULT_URL}, not ${quoted(baseUrl)}.`,
    );
  }
  if (url.username || url.password) {
    throw new SettingsError(
      'url',
      `${source} must not hold a user name or password: the API key is the only credential.`,
    );
  }
  if (url.protocol === 'http:' && !isLoopbackHost(url.hostname)) {
    throw new SettingsError(
      'url',
      `Refusing to send the API key in clear text to ${url.origin}: use https://${url.host}${url.pathname} (${source}). Plain http is only for this machine (localhost, 127.0.0.0/8, ::1).`,
    );
  }
  return baseUrl;
}

/**
 * The API's address a program would use, unchecked (for a message about a server that did not answer):
 * the option, else the variable, else the default; blank counts as unset.
 */
export function baseUrlFrom(env: Readonly<Record<string, string | undefined>>, options: GivenSettings = {}) {
  return (given(options.url) ?? given(env[SETTINGS_ENV.url]) ?? DEFAULT_URL).replace(/\/+$/, '');
}

/**
 * Reads and checks a program's settings: each from the program's own option when it gives one (`options`,
 * named in messages by `flags`), else from the environment (`DBCLOUD_API_KEY`, `DBCLOUD_ACCOUNT`,
 * `DBCLOUD_URL`); a blank value counts as unset, and the address defaults to `DEFAULT_URL`. Throws a
 * `SettingsError` saying what is missing or wrong, in the same words for every program.
 *
 * @example
 * const settings = readSettings(process.env); // { apiKey, domainName, baseUrl }
 * const api = createApiClient({ baseUrl: settings.baseUrl, apiKey: settings.apiKey });
 */
export function readSettings(
  env: Readonly<Record<string, string | undefined>>,
  options: GivenSettings = {},
  flags: SettingFlags = {},
): ProgramSettings {
  const value = (setting: SettingName) => given(options[setting]) ?? given(env[SETTINGS_ENV[setting]]);
  const apiKey = value('apiKey');
  if (apiKey === undefined) {
    throw new SettingsError(
      'apiKey',
      `No API key: ${howToGive('apiKey', flags)} to the key’s secret (dbc_…; create a key on the account’s API keys page in the portal).`,
    );
  }
  const account = value('account');
  if (account === undefined) {
    throw new SettingsError(
      'account',
      `No account: ${howToGive('account', flags)} to the key’s account (its domain name, e.g. acme).`,
    );
  }
  return {
    apiKey: checkApiKey(apiKey, sourceOf('apiKey', options, flags)),
    domainName: checkAccount(account, sourceOf('account', options, flags)),
    baseUrl: checkBaseUrl(
      value('url') ?? DEFAULT_URL,
      value('url') ? sourceOf('url', options, flags) : 'the default address',
    ),
  };
}
