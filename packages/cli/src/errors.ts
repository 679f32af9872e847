// What makes the CLI exit non-zero, and with which code (README "Exit codes").

/** The exit codes scripts can rely on. */
export const EXIT = {
  /** Done. */
  ok: 0,
  /** The API answered an error (or could not be reached): its problem's title and detail on stderr. */
  apiError: 1,
  /** The command line was wrong, something needed is missing, or a confirmation was refused. */
  usage: 2,
} as const;

/** A mistake in how the command was called: exit 2 with `message` on stderr. Nothing was sent. */
export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}
