// Runs the built `dbcloud` bin as a child process against a standalone fake cloud (its own port).
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import {
  clientEnv,
  type StandaloneFakeCloud as FakeCloud,
  KEYS,
  startStandaloneFakeCloud,
} from '@dbcloud/fake-cloud/standalone';
import { afterAll, beforeAll, expect } from 'vitest';

export {
  KEYS,
  type StandaloneFakeCloud as FakeCloud,
  startStandaloneFakeCloud as startFakeCloud,
  timeSettings,
} from '@dbcloud/fake-cloud/standalone';

const BIN = fileURLToPath(new URL('../dist/cli.js', import.meta.url));

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
  const environment = clientEnv(cloud, env);
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
        env: clientEnv(cloud),
        encoding: 'utf8',
      },
      (error, stdout, stderr) => {
        resolve({ code: error ? (typeof error.code === 'number' ? error.code : -1) : 0, stdout, stderr });
      },
    );
    child.stdin?.end(input);
  });
}

/**
 * A test file's own fake cloud, started before its tests and stopped after them, with what the reading
 * tests do with it: `cloud()` itself, `run(...args)` (the bin with acme's key) and `api(path)` (the API's
 * own answer to acme's key, to compare with `--json`; anything but 200 fails the test).
 */
export function fakeCloudForFile(): {
  cloud: () => FakeCloud;
  run: (...args: string[]) => Promise<Run>;
  api: (path: string) => Promise<unknown>;
} {
  let started: FakeCloud | undefined;
  beforeAll(async () => {
    started = await startStandaloneFakeCloud();
  });
  afterAll(() => started?.stop());
  const cloud = () => {
    if (!started)
      throw new Error('The fake cloud has not started (call fakeCloudForFile at the top of the file).');
    return started;
  };
  return {
    cloud,
    run: (...args) => dbcloud(cloud(), args),
    api: async (path) => {
      const response = await fetch(`${cloud().url}${path}`, {
        headers: { Authorization: `Bearer ${KEYS.acme}`, 'Content-Type': 'application/json' },
      });
      expect(response.status).toBe(200);
      return response.json();
    },
  };
}
