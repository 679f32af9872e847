// What every command needs: who it is (the API key), where (the server), for which account, and how to
// answer (a table or the API's JSON).
import { type ApiClient, createApiClient } from '@dbcloud/api-client';
import type { Command } from 'commander';
import { UsageError } from './errors.js';
import { retryingOnceOn429 } from './rate-limit.js';

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

/** The API's address: `--url`, else `DBCLOUD_URL`, else the default. */
export function baseUrlOf(options: GlobalOptions, env: NodeJS.ProcessEnv = process.env): string {
  return (options.url ?? env.DBCLOUD_URL ?? DEFAULT_URL).replace(/\/+$/, '');
}

const DOMAIN_NAME = /^[a-z][a-z0-9-]*[a-z0-9]$/;

/** Reads the global options and the environment; a missing key or account is a usage error. */
export function contextOf(command: Command, env: NodeJS.ProcessEnv = process.env): CommandContext {
  const options = command.optsWithGlobals<GlobalOptions>();
  const apiKey = options.apiKey ?? env.DBCLOUD_API_KEY;
  if (!apiKey) {
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
  if (!URL.canParse(baseUrl) || !/^https?:$/.test(new URL(baseUrl).protocol)) {
    throw new UsageError(`--url must be the API's http(s) address, e.g. ${DEFAULT_URL}, not "${baseUrl}".`);
  }
  const json = options.json === true;
  const print = (text: string) => process.stdout.write(`${text}\n`);
  return {
    // A short 429 (Retry-After of a few seconds) is waited out and the call made once more.
    api: createApiClient({ baseUrl, apiKey, fetch: retryingOnceOn429() }),
    domainName,
    json,
    print,
    answer: (data, human) => print(json ? JSON.stringify(data, null, 2) : human(data)),
  };
}
