// What every command needs: who it is (the API key), where (the server), for which account, and how to
// answer (a table or the API's JSON).
import { type ApiClient, createApiClient } from '@dbcloud/api-client';
import type { Command } from 'commander';
import pkg from '../package.json' with { type: 'json' };
import { UsageError } from './errors.js';
import { printableJson, printableLines } from './format.js';
import { RETRY } from './rate-limit.js';

/** The server when neither `--url` nor `DBCLOUD_URL` names one: the fake cloud of `pnpm fake-cloud`. */
export const DEFAULT_URL = 'http://127.0.0.1:8787/api/v1';

/** The options every command accepts (defined once on the program). */
export interface GlobalOptions {
  apiKey?: string;
  url?: string;
  account?: string;
  json?: boolean;
}

/** A command's view of the world: the client, the account and the output. */
export interface CommandContext {
  api: ApiClient;
  /** The key's account (`domainName`), which many paths and bodies name. */
  domainName: string;
  /** True with `--json`: print the API's JSON answer as is. */
  json: boolean;
  /** Writes a human line (or block) to stdout. */
  print: (text: string) => void;
  /** Prints `data` as JSON with `--json`, else the human rendering of it. */
  answer: <T>(data: T, human: (data: T) => string) => void;
}

/** Where the API's address came from, as the user would name it in a message. */
function urlSource(options: GlobalOptions, env: NodeJS.ProcessEnv): string {
  if (options.url !== undefined) return '--url';
  return env.DBCLOUD_URL?.trim() ? 'DBCLOUD_URL' : 'the default address';
}

/**
 * The API's address: `--url`, else `DBCLOUD_URL` (an empty or blank one counts as unset, as for the
 * key and the account), else the default; surrounding spaces and trailing slashes dropped.
 */
export function baseUrlOf(options: GlobalOptions, env: NodeJS.ProcessEnv = process.env): string {
  const fromEnv = env.DBCLOUD_URL?.trim() || undefined;
  return (options.url?.trim() ?? fromEnv ?? DEFAULT_URL).replace(/\/+$/, '');
}

/** True for a loopback host as the URL parser writes it: localhost, 127.0.0.0/8, ::1. */
export function isLoopbackHost(hostname: string): boolean {
  return (
    hostname === 'localhost' ||
    /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(hostname) ||
    hostname === '[::1]' ||
    // ::ffff:127.x.y.z, an IPv4-mapped loopback address
    /^\[::ffff:7f[0-9a-f]{2}:[0-9a-f]{1,4}\]$/.test(hostname)
  );
}

/**
 * Checks the API's address before anything is sent: an http(s) URL without user name or password, and
 * https unless the host is this machine (the key would otherwise cross the network in clear text).
 */
export function checkBaseUrl(baseUrl: string, source: string): URL {
  const url = URL.canParse(baseUrl) ? new URL(baseUrl) : undefined;
  if (!url || !/^https?:$/.test(url.protocol)) {
    throw new UsageError(
      `${source} must be the API's http(s) address, e.g. ${DEFAULT_URL}, not "${printableLines(baseUrl)}".`,
    );
  }
  if (url.username || url.password) {
    throw new UsageError(
      `${source} must not hold a user name or password: the API key is the only credential.`,
    );
  }
  if (url.protocol === 'http:' && !isLoopbackHost(url.hostname)) {
    throw new UsageError(
      `Refusing to send the API key in clear text to ${url.origin}: use https://${url.host}${url.pathname} (${source}). Plain http is only for this machine (localhost, 127.0.0.1, ::1).`,
    );
  }
  return url;
}

const DOMAIN_NAME = /^[a-z][a-z0-9-]*[a-z0-9]$/;

/** Reads the global options and the environment; a missing key or account is a usage error. */
export function contextOf(command: Command, env: NodeJS.ProcessEnv = process.env): CommandContext {
  const options = command.optsWithGlobals<GlobalOptions>();
  const apiKey = options.apiKey ?? env.DBCLOUD_API_KEY;
  if (!apiKey?.trim()) {
    throw new UsageError(
      'No API key: set DBCLOUD_API_KEY or pass --api-key (create one on the account’s API keys page in the portal).',
    );
  }
  const domainName = options.account ?? env.DBCLOUD_ACCOUNT;
  if (!domainName) {
    throw new UsageError('No account: set DBCLOUD_ACCOUNT or pass --account (the key’s account, e.g. acme).');
  }
  if (!DOMAIN_NAME.test(domainName)) {
    throw new UsageError(`--account must be an account’s domain name (e.g. acme), not "${domainName}".`);
  }
  const baseUrl = baseUrlOf(options, env);
  checkBaseUrl(baseUrl, urlSource(options, env));
  const json = options.json === true;
  // What the API answers reaches the terminal with its control characters escaped, never acted on.
  const print = (text: string) => process.stdout.write(`${printableLines(text)}\n`);
  return {
    // A short 429 (Retry-After of a few seconds) is waited out and the call made once more (RETRY).
    api: createApiClient({ baseUrl, apiKey, userAgent: `dbcloud-cli/${pkg.version}`, retry: RETRY }),
    domainName,
    json,
    print,
    answer: (data, human) => print(json ? printableJson(data, 2) : human(data)),
  };
}
