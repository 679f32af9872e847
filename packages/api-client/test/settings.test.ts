// `@dbcloud/api-client/settings`: every rule of a program's settings, in one place. The `dbcloud` CLI and
// the `dbcloud-mcp` server read their settings with it; their own tests check that they do.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import contract from '../openapi.json' with { type: 'json' };
import {
  API_KEY_SECRET,
  baseUrlFrom,
  checkAccount,
  checkApiKey,
  checkBaseUrl,
  DEFAULT_URL,
  DOMAIN_NAME,
  isLoopbackHost,
  readSettings,
  SETTINGS_ENV,
  SettingsError,
} from '../src/settings.js';

const KEY = 'dbc_DemoAcmeCiDeploymentsKey0000000000000001';
const env = (values: Record<string, string | undefined> = {}) => ({
  DBCLOUD_API_KEY: KEY,
  DBCLOUD_ACCOUNT: 'acme',
  ...values,
});
const CLI_FLAGS = { apiKey: '--api-key', account: '--account', url: '--url' };

/** The message of the SettingsError a call throws (and which setting it names). */
function mistake(call: () => unknown): { setting: string; message: string } {
  try {
    call();
  } catch (error) {
    if (error instanceof SettingsError) return { setting: error.setting, message: error.message };
    throw error;
  }
  throw new Error('no mistake found');
}

describe('where each setting comes from', () => {
  it('reads DBCLOUD_API_KEY, DBCLOUD_ACCOUNT and DBCLOUD_URL, the address defaulting to the fake cloud', () => {
    expect(SETTINGS_ENV).toEqual({
      apiKey: 'DBCLOUD_API_KEY',
      account: 'DBCLOUD_ACCOUNT',
      url: 'DBCLOUD_URL',
    });
    expect(DEFAULT_URL).toBe('http://127.0.0.1:8787/api/v1');
    expect(readSettings(env())).toEqual({ apiKey: KEY, domainName: 'acme', baseUrl: DEFAULT_URL });
  });

  it('drops the spaces around each value and a URL’s trailing slashes; blank counts as unset', () => {
    expect(
      readSettings({
        DBCLOUD_API_KEY: `  ${KEY}\n`,
        DBCLOUD_ACCOUNT: ' acme ',
        DBCLOUD_URL: ' https://portal.dbcloud.dev/api/v1// ',
      }),
    ).toEqual({ apiKey: KEY, domainName: 'acme', baseUrl: 'https://portal.dbcloud.dev/api/v1' });
    expect(readSettings(env({ DBCLOUD_URL: '   ' })).baseUrl).toBe(DEFAULT_URL);
    expect(mistake(() => readSettings(env({ DBCLOUD_API_KEY: ' ' }))).setting).toBe('apiKey');
  });

  it('takes a program’s own option over the environment, a blank option as unset', () => {
    const settings = readSettings(
      env({ DBCLOUD_URL: 'https://b.example/api/v1' }),
      { url: 'https://a.example/api/v1/', account: 'globex' },
      CLI_FLAGS,
    );
    expect(settings).toEqual({ apiKey: KEY, domainName: 'globex', baseUrl: 'https://a.example/api/v1' });
    expect(readSettings(env(), { account: '  ' }, CLI_FLAGS).domainName).toBe('acme');
    expect(baseUrlFrom(env({ DBCLOUD_URL: 'https://b.example/api/v1/' }))).toBe('https://b.example/api/v1');
    expect(baseUrlFrom(env({ DBCLOUD_URL: '' }), { url: 'https://a.example/' })).toBe('https://a.example');
    expect(baseUrlFrom({})).toBe(DEFAULT_URL);
  });
});

describe('the same words for the same mistakes', () => {
  it('says what is missing and how to give it: the variable, and the option of a program that has one', () => {
    expect(mistake(() => readSettings({}))).toEqual({
      setting: 'apiKey',
      message:
        'No API key: set DBCLOUD_API_KEY to the key’s secret (dbc_…; create a key on the account’s API keys page in the portal).',
    });
    expect(mistake(() => readSettings({}, {}, CLI_FLAGS)).message).toMatch(
      /^No API key: set DBCLOUD_API_KEY or pass --api-key to the key’s secret/,
    );
    expect(mistake(() => readSettings({ DBCLOUD_API_KEY: KEY }))).toEqual({
      setting: 'account',
      message: 'No account: set DBCLOUD_ACCOUNT to the key’s account (its domain name, e.g. acme).',
    });
    expect(mistake(() => readSettings({ DBCLOUD_API_KEY: KEY }, {}, CLI_FLAGS)).message).toBe(
      'No account: set DBCLOUD_ACCOUNT or pass --account to the key’s account (its domain name, e.g. acme).',
    );
  });

  it('names where a wrong value came from: the option when given, else the variable', () => {
    expect(mistake(() => readSettings(env({ DBCLOUD_URL: 'ftp://x.example' }))).message).toMatch(
      /^DBCLOUD_URL /,
    );
    expect(mistake(() => readSettings(env(), { url: 'ftp://x.example' }, CLI_FLAGS)).message).toMatch(
      /^--url /,
    );
    expect(mistake(() => readSettings(env({ DBCLOUD_ACCOUNT: 'Acme' }))).message).toMatch(
      /^DBCLOUD_ACCOUNT /,
    );
    expect(mistake(() => readSettings(env(), { account: 'Acme' }, CLI_FLAGS)).message).toMatch(/^--account /);
    expect(mistake(() => readSettings(env({ DBCLOUD_API_KEY: 'dbc_short' }))).message).toMatch(
      /^DBCLOUD_API_KEY is not/,
    );
    expect(mistake(() => readSettings(env(), { apiKey: 'dbc_short' }, CLI_FLAGS)).message).toMatch(
      /^--api-key is not/,
    );
  });
});

describe('the API key', () => {
  it('is dbc_ and 40 letters or digits, as the contract’s apiKey scheme says', () => {
    const scheme = (contract as { components: { securitySchemes: { apiKey: { bearerFormat: string } } } })
      .components.securitySchemes.apiKey;
    expect(scheme.bearerFormat).toBe('dbc_<40 letters or digits>');
    expect(API_KEY_SECRET.source).toBe('^dbc_[A-Za-z0-9]{40}$');
    expect(checkApiKey(` ${KEY} `)).toBe(KEY);
    for (const wrong of [
      KEY.slice(0, -1),
      `${KEY}0`,
      KEY.replace('dbc_', 'dbk_'),
      KEY.replace('Demo', 'De_o'),
      KEY.replace('Demo', 'Démo'.slice(0, 4)),
      `Bearer ${KEY}`,
      'dbc_…',
    ]) {
      expect(() => checkApiKey(wrong), wrong).toThrow(SettingsError);
    }
  });

  it('is never quoted back: a mistyped secret is still a secret', () => {
    const typo = `${KEY.slice(0, -1)}!`;
    const { message } = mistake(() => checkApiKey(typo));
    expect(message).toBe(
      'DBCLOUD_API_KEY is not an API key’s secret: a secret is dbc_ and 40 letters or digits, shown once when the key is created on the account’s API keys page in the portal.',
    );
    expect(message).not.toContain(KEY.slice(4, 20));
  });
});

describe('the account', () => {
  it('is a domain name as the contract’s DomainName says: 3 to 40 lower-case letters, digits and hyphens', () => {
    const schema = (contract as { components: { schemas: Record<string, Record<string, unknown>> } })
      .components.schemas.DomainName;
    expect(schema).toMatchObject({ pattern: DOMAIN_NAME.source, minLength: 3, maxLength: 40 });
    for (const good of ['acme', 'acme-health', 'a1b', 'a'.repeat(40)]) expect(checkAccount(good)).toBe(good);
    for (const wrong of ['ab', 'a'.repeat(41), 'Acme', '1acme', 'acme-', 'ac me', 'acme.dev', '']) {
      expect(() => checkAccount(wrong), wrong).toThrow(SettingsError);
    }
  });

  it('quotes what was set with its control characters escaped', () => {
    expect(mistake(() => checkAccount('ac\u001b[2Jme')).message).toBe(
      'DBCLOUD_ACCOUNT must be an account’s domain name (e.g. acme), not "ac\\u001b[2Jme".',
    );
  });
});

describe('the API’s address', () => {
  it('is an http(s) URL, quoted back when it is not', () => {
    expect(mistake(() => checkBaseUrl('ftp://127.0.0.1/api/v1')).message).toBe(
      `DBCLOUD_URL must be the API’s http(s) address, e.g. ${DEFAULT_URL}, not "ftp://127.0.0.1/api/v1".`,
    );
    expect(() => checkBaseUrl('not a url')).toThrow(/must be the API’s http\(s\) address/);
  });

  it('holds no user name or password', () => {
    expect(mistake(() => checkBaseUrl('https://user:secret@api.dbcloud.dev/api/v1')).message).toBe(
      'DBCLOUD_URL must not hold a user name or password: the API key is the only credential.',
    );
  });

  it('is https, except on this machine', () => {
    for (const url of [
      'https://api.dbcloud.dev/api/v1',
      'https://192.0.2.1/api/v1',
      'http://localhost:4173/api/v1',
      'http://LOCALHOST:4173/api/v1',
      'http://127.0.0.1:8787/api/v1',
      'http://127.1.2.3/api/v1',
      'http://[::1]:8787/api/v1',
      'http://[::ffff:127.0.0.1]:8787/api/v1',
    ]) {
      expect(checkBaseUrl(url), url).toBe(url);
    }
    for (const url of [
      'http://192.0.2.1/api/v1',
      'http://localhost.evil.example/api/v1',
      'http://127.0.0.1.nip.io/api/v1',
      'http://[::2]/api/v1',
      'http://[::ffff:10.0.0.1]/api/v1',
      'http://10.0.0.1/api/v1',
      'http://0.0.0.0/api/v1',
    ]) {
      expect(mistake(() => checkBaseUrl(url)).message, url).toMatch(
        /^Refusing to send the API key in clear text to http:\/\/.+: use https:\/\/.+ \(DBCLOUD_URL\)\. Plain http is only for this machine \(localhost, 127\.0\.0\.0\/8, ::1\)\.$/,
      );
    }
  });

  it('knows this machine: localhost, 127.0.0.0/8 and ::1, bare or in brackets', () => {
    for (const host of ['localhost', '127.0.0.1', '127.255.255.254', '::1', '[::1]', '[::ffff:7f00:1]']) {
      expect(isLoopbackHost(host), host).toBe(true);
    }
    for (const host of [
      '128.0.0.1',
      '127.0.0.256',
      '127.0.0',
      'localhost.',
      '::2',
      '[::2]',
      '0.0.0.0',
      '::',
    ]) {
      expect(isLoopbackHost(host), host).toBe(false);
    }
  });
});

describe('the module', () => {
  it('uses no Node built-in (a browser or any runtime can import it): it imports nothing', () => {
    const source = readFileSync(new URL('../src/settings.ts', import.meta.url), 'utf8')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/^\s*\/\/.*$/gm, '');
    expect(source).not.toMatch(/^\s*import\s/m);
    expect(source).not.toMatch(/\bprocess\.|\brequire\(/);
  });
});
