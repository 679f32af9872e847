// Runs the built `dbcloud` bin as a child process against a standalone fake cloud (its own port).
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const BIN = fileURLToPath(new URL('../dist/cli.js', import.meta.url));
const FAKE_CLOUD = fileURLToPath(new URL('../../fake-cloud/dist/cli.mjs', import.meta.url));

/** Seeded key secrets (packages/fake-cloud README, "Call with an API key"). */
export const KEYS = {
  /** acme's active "CI deployments" key. */
  acme: 'dbc_DemoAcmeCiDeploymentsKey0000000000000001',
  /** acme's deactivated "Old reporting job" key. */
  acmeDeactivated: 'dbc_DemoAcmeOldReportingJobKey00000000000003',
} as const;

export interface FakeCloud {
  /** The API's address, `http://127.0.0.1:<port>/api/v1`. */
  url: string;
  /** Restores the seed (`POST /__fake/reset`). */
  reset: () => Promise<void>;
  stop: () => void;
}

/** Starts `fake-cloud --port 0 ...args` and waits for the address it prints. */
export async function startFakeCloud(args: string[] = []): Promise<FakeCloud> {
  const child: ChildProcess = spawn(process.execPath, [FAKE_CLOUD, '--port', '0', ...args], {
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

export interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * Runs `dbcloud ...args` without a terminal, with only the environment given (plus PATH and the time
 * settings): by default
 * acme's active key and account, and the fake cloud's address.
 */
export function dbcloud(
  cloud: FakeCloud,
  args: string[],
  env: Record<string, string | undefined> = {},
): Promise<Run> {
  const environment: Record<string, string> = {};
  const wanted = {
    ...timeSettings(),
    PATH: process.env.PATH,
    DBCLOUD_URL: cloud.url,
    DBCLOUD_API_KEY: KEYS.acme,
    DBCLOUD_ACCOUNT: 'acme',
    ...env,
  };
  for (const [name, value] of Object.entries(wanted)) if (value !== undefined) environment[name] = value;
  return new Promise((resolve) => {
    const child = execFile(
      process.execPath,
      [BIN, ...args],
      { env: environment, encoding: 'utf8' },
      (error, stdout, stderr) => {
        resolve({ code: error ? (typeof error.code === 'number' ? error.code : -1) : 0, stdout, stderr });
      },
    );
    child.stdin?.end();
  });
}

/** Runs `dbcloud ...args` on a terminal (a pseudo-terminal from util-linux `script`), typing `input`. */
export function dbcloudOnTerminal(cloud: FakeCloud, args: string[], input: string): Promise<Run> {
  const command = [process.execPath, BIN, ...args]
    .map((word) => `'${word.replaceAll("'", "'\\''")}'`)
    .join(' ');
  return new Promise((resolve) => {
    const child = execFile(
      'script',
      ['-qec', command, '/dev/null'],
      {
        env: {
          ...timeSettings(),
          PATH: process.env.PATH ?? '',
          DBCLOUD_URL: cloud.url,
          DBCLOUD_API_KEY: KEYS.acme,
          DBCLOUD_ACCOUNT: 'acme',
        },
        encoding: 'utf8',
      },
      (error, stdout, stderr) => {
        resolve({ code: error ? (typeof error.code === 'number' ? error.code : -1) : 0, stdout, stderr });
      },
    );
    child.stdin?.end(input);
  });
}
