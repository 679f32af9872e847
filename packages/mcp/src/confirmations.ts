// The second half of every change: a change tool called without a token answers a preview and a
// confirmation token; called again with that token and the same arguments, it acts. A token is bound to
// one tool and its exact arguments, works once, and only for a few minutes.
import { createHash, randomBytes } from 'node:crypto';

/** How long a confirmation token works after its preview. */
export const CONFIRMATION_TTL_MS: number = 5 * 60 * 1000;

/** Why a token was refused, in words for the assistant (and the person reading along). */
export type Refusal = 'unknown' | 'used' | 'expired' | 'other-change';

interface Pending {
  /** The tool and its arguments, hashed: the change the preview showed. */
  change: string;
  expiresAt: number;
  used: boolean;
}

/** Arguments as one canonical string (keys sorted at every depth), whatever order they came in. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, v]) => `${JSON.stringify(key)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

const changeOf = (tool: string, args: unknown) =>
  createHash('sha256')
    .update(`${tool}\n${canonical(args)}`)
    .digest('hex');

/** The tokens one server process has handed out; `now` is its clock (a test moves it). */
export class Confirmations {
  readonly #pending = new Map<string, Pending>();
  readonly #now: () => number;
  readonly #ttlMs: number;

  constructor(options: { now?: () => number; ttlMs?: number } = {}) {
    this.#now = options.now ?? Date.now;
    this.#ttlMs = options.ttlMs ?? CONFIRMATION_TTL_MS;
  }

  /** A new token for `tool` called with `args`, and when it stops working. */
  issue(tool: string, args: unknown): { token: string; expiresAt: string } {
    const now = this.#now();
    // Forget what can no longer be used, so that the map stays small.
    for (const [token, pending] of this.#pending) {
      if (pending.expiresAt <= now - this.#ttlMs) this.#pending.delete(token);
    }
    const token = `cfm_${randomBytes(18).toString('base64url')}`;
    const expiresAt = now + this.#ttlMs;
    this.#pending.set(token, { change: changeOf(tool, args), expiresAt, used: false });
    return { token, expiresAt: new Date(expiresAt).toISOString() };
  }

  /**
   * Spends `token` on `tool` called with `args`: undefined when it may act, else why not. A token is
   * spent by its first use, refused or not, except when it names another change (then it stays, for
   * the change it was made for).
   */
  redeem(token: string, tool: string, args: unknown): Refusal | undefined {
    const pending = this.#pending.get(token);
    if (!pending) return 'unknown';
    if (pending.used) return 'used';
    if (pending.change !== changeOf(tool, args)) return 'other-change';
    pending.used = true;
    if (this.#now() >= pending.expiresAt) return 'expired';
    return undefined;
  }
}

/** What to tell the assistant when a token is refused. */
export function refusalMessage(refusal: Refusal): string {
  switch (refusal) {
    case 'unknown':
      return 'This confirmation token is not one this server issued (or the server restarted since). Nothing was changed: call the tool again without confirmationToken for a new preview.';
    case 'used':
      return 'This confirmation token was already used: each works once. Nothing was changed: call the tool again without confirmationToken for a new preview.';
    case 'expired':
      return 'This confirmation token has expired (tokens work for 5 minutes). Nothing was changed: call the tool again without confirmationToken for a new preview.';
    case 'other-change':
      return 'This confirmation token was issued for a different change (another tool or other arguments). Nothing was changed: confirm with exactly the arguments of the preview, or ask for a new preview.';
  }
}
