// Destructive commands ask first on a terminal; in a script they need `--yes`.
import { createInterface } from 'node:readline/promises';
import { UsageError } from './errors.js';

/**
 * Goes on when `yes` is given or the user answers y/yes on the terminal. Without a terminal (a script,
 * a pipe, CI) and without `yes`, refuses with a usage error that says to pass `--yes`; a "no" on the
 * terminal is a usage error too (exit 2), and nothing was sent either way.
 */
export async function confirm(
  question: string,
  { yes, what }: { yes: boolean; what: string },
): Promise<void> {
  if (yes) return;
  if (!process.stdin.isTTY || !process.stderr.isTTY) {
    throw new UsageError(
      `Refusing to ${what} without --yes: there is no terminal to confirm on. Pass --yes to ${what} from a script.`,
    );
  }
  const terminal = createInterface({ input: process.stdin, output: process.stderr });
  try {
    // Ctrl-D (end of input) and Ctrl-C are a no.
    const answer = await new Promise<string>((resolve) => {
      terminal.once('close', () => resolve(''));
      terminal.once('SIGINT', () => resolve(''));
      terminal.question(`${question} [y/N] `).then(resolve, () => resolve(''));
    });
    if (!/^y(es)?$/i.test(answer.trim())) throw new UsageError('Cancelled: nothing was changed.');
  } finally {
    terminal.close();
  }
}
