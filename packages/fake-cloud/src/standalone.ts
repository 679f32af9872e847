// The built standalone fake cloud (`dist/cli.mjs`) as a child process, for the tests and package checks
// of the packages that call it over HTTP (the CLI, the MCP server, the SDK's README scripts): started on
// a free port, reset to its seed, stopped. A process of its own, not a server in the caller's process, so
// a caller may block on a synchronous child (execFileSync) while the fake cloud answers that child.
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_API_KEY_SECRETS } from './areas/api-keys/index.js';

/** The built standalone server, next to this module in dist/. */
const CLI = path.join(path.dirname(fileURLToPath(import.meta.url)), 'cli.mjs');

/** Seeded key secrets (README, "Call with an API key"). */
export const KEYS = {
  /** acme's active "CI deployments" key, created by the owner (every role). */
  acme: DEMO_API_KEY_SECRETS.key_7f3a9c2e1b4d,
  /** acme's deactivated "Old reporting job" key. */
  acmeDeactivated: DEMO_API_KEY_SECRETS.key_9e1c3a5b7d2f,
  /** acme-health's active "Audit reader" key: read-only, given Products and Billing. */
  acmeHealthReadOnly: DEMO_API_KEY_SECRETS.key_6e0a2c4b8d3f,
} as const;

export interface StandaloneFakeCloud {
  /** The API's address, `http://127.0.0.1:<port>/api/v1`. */
  readonly url: string;
  /** `http://127.0.0.1:<port>`, where the `/__fake` controls are. */
  readonly origin: string;
  /** Restores the seed (`POST /__fake/reset`). */
  reset: () => Promise<void>;
  stop: () => void;
}

/** Starts `fake-cloud --port 0 ...args` (e.g. `--api-key-budget 2`) and waits for the address it prints. */
export async function startStandaloneFakeCloud(args: string[] = []): Promise<StandaloneFakeCloud> {
  const child: ChildProcess = spawn(process.execPath, [CLI, '--port', '0', ...args], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk) => {
      out += chunk;
      const match = /(http:\/\/\S+\/api\/v1)/.exec(out);
      if (match?.[1]) resolve(match[1]);
    });
    child.on('exit', (code) => reject(new Error(`the fake cloud exited with ${code}: ${out}`)));
  });
  const origin = new URL(url).origin;
  return {
    url,
    origin,
    reset: async () => {
      const response = await fetch(`${origin}/__fake/reset`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: '{}',
      });
      if (!response.ok) throw new Error(`reset answered ${response.status}`);
    },
    stop: () => child.kill('SIGTERM'),
  };
}

/**
 * The time settings of this process, which a child given a fresh environment must keep so that it runs
 * on the same clock as the fake cloud: Debian's `faketime` moves a process's clock through `LD_PRELOAD`
 * and `FAKETIME*` (the dates check runs the tests that way), and `TZ` is the zone dates are shown in.
 */
export function timeSettings(): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [name, value] of Object.entries(process.env)) {
    if (value === undefined) continue;
    if (
      name === 'LD_PRELOAD' ||
      name === 'TZ' ||
      name.startsWith('FAKETIME') ||
      name === 'DONT_FAKE_MONOTONIC'
    )
      kept[name] = value;
  }
  return kept;
}

/**
 * The whole environment of a `dbcloud` or `dbcloud-mcp` child calling `cloud` (nothing else inherited):
 * the time settings, PATH, and by default acme's active key and account; `env` adds or overrides
 * settings, and a setting given as undefined is left out.
 */
export function clientEnv(
  cloud: Pick<StandaloneFakeCloud, 'url'>,
  env: Record<string, string | undefined> = {},
): Record<string, string> {
  const wanted = {
    ...timeSettings(),
    PATH: process.env.PATH,
    DBCLOUD_URL: cloud.url,
    DBCLOUD_API_KEY: KEYS.acme,
    DBCLOUD_ACCOUNT: 'acme',
    ...env,
  };
  const environment: Record<string, string> = {};
  for (const [name, value] of Object.entries(wanted)) if (value !== undefined) environment[name] = value;
  return environment;
}
