// What every command needs: who it is (the API key), where (the server), for which account, and how to
// answer (a table or the API's JSON).
import { type ApiClient, createApiClient } from '@dbcloud/api-client';
import {
  baseUrlFrom,
  type ProgramSettings,
  readSettings,
  type SettingFlags,
  SettingsError,
} from '@dbcloud/api-client/settings';
import type { Command } from 'commander';
import pkg from '../package.json' with { type: 'json' };
import { ACCOUNT_FLAG } from './command-table.js';
import { UsageError } from './errors.js';
import { printableJson, printableLines } from './format.js';
import { RETRY } from './rate-limit.js';

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

/** The program's options for the settings, as messages name them. */
const SETTING_FLAGS: SettingFlags = { apiKey: '--api-key', account: `--${ACCOUNT_FLAG}`, url: '--url' };

/**
 * The API's address as the options and the environment give it (unchecked): `--url`, else
 * `DBCLOUD_URL`, else the default; for a message about a server that did not answer.
 */
export function baseUrlOf(options: GlobalOptions, env: NodeJS.ProcessEnv = process.env): string {
  return baseUrlFrom(env, { url: options.url });
}

/** Reads the global options and the environment; a missing key or account is a usage error. */
export function contextOf(command: Command, env: NodeJS.ProcessEnv = process.env): CommandContext {
  const options = command.optsWithGlobals<GlobalOptions>();
  // The settings every DBCloud program reads, with the same rules and words (a mistake: exit 2).
  let settings: ProgramSettings;
  try {
    settings = readSettings(
      env,
      { apiKey: options.apiKey, account: options.account, url: options.url },
      SETTING_FLAGS,
    );
  } catch (error) {
    if (error instanceof SettingsError) throw new UsageError(error.message);
    throw error;
  }
  const { apiKey, domainName, baseUrl } = settings;
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
