// Argument parsers and help pieces the commands share. A parser's error is a usage error (exit 2).
import { type Command, InvalidArgumentError } from 'commander';

/** Parses a whole number in `[min, max]`. */
export function integer(min: number, max: number) {
  return (value: string): number => {
    const number = Number(value);
    if (!/^\d+$/.test(value) || number < min || number > max) {
      throw new InvalidArgumentError(`Expected a whole number from ${min} to ${max}.`);
    }
    return number;
  };
}

/** Collects a repeatable option's values. */
export function collect(value: string, previous: string[] = []): string[] {
  return [...previous, value];
}

/** Adds the `Example:` block at the end of a command's `--help`. */
export function examples(command: Command, ...lines: string[]): Command {
  return command.addHelpText(
    'after',
    `\nExample${lines.length > 1 ? 's' : ''}:\n${lines.map((line) => `  $ ${line}`).join('\n')}`,
  );
}
