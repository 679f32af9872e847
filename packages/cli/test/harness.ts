// Runs the built `dbcloud` bin as a child process against a standalone fake cloud (its own port).
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { clientEnv, type StandaloneFakeCloud as FakeCloud } from '@dbcloud/fake-cloud/standalone';

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
