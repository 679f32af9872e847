// The second half of every change: a change tool called without a token answers a preview of its plan
// (the requests it would send and their price) and a confirmation token; called again with that token,
// it plans again from the world as it is then and acts only when the plan is the one the preview showed.
// A token is bound to one tool and to its plan (a hash of the requests and the price), not to the
// arguments; it works once, and only for a few minutes.
import { createHash, randomBytes } from 'node:crypto';
import { planBinding } from '@dbcloud/api-client/products';
import type { ToolPlan } from './tool.js';

/** How long a confirmation token works after its preview. */
export const CONFIRMATION_TTL_MS: number = 5 * 60 * 1000;

/** Why a token was refused, in words for the assistant (and the person reading along). */
export type Refusal = 'unknown' | 'used' | 'expired' | 'other-tool';

/** What a token was issued for: its tool and the plan its preview showed. */
export interface Pending {
  readonly tool: string;
  /** The plan's requests and price, hashed. */
  readonly binding: string;
  /** The plan the preview showed (to say what differs when the world has moved). */
  readonly plan: ToolPlan;
  readonly expiresAt: number;
  used: boolean;
}

/** The hash that binds a token to a tool's plan: the tool, the requests it sends and their price. */
export const bindingOf = (tool: string, plan: Pick<ToolPlan, 'requests' | 'price'>): string =>
  createHash('sha256')
    .update(`${tool}\n${planBinding({ requests: plan.requests, price: plan.price })}`)
    .digest('hex');

/** The tokens one server process has handed out; `now` is its clock (a test moves it). */
export class Confirmations {
  readonly #pending = new Map<string, Pending>();
  /** The questions put to the person whose accept was acted on, until their signed plan expires. */
  readonly #answered = new Map<string, number>();
  readonly #now: () => number;
  readonly #ttlMs: number;

  constructor(options: { now?: () => number; ttlMs?: number } = {}) {
    this.#now = options.now ?? Date.now;
    this.#ttlMs = options.ttlMs ?? CONFIRMATION_TTL_MS;
  }

  /** A new id for a question put to the person (the signed plan shown carries it). */
  questionId(): string {
    return `q_${randomBytes(12).toString('base64url')}`;
  }

  /**
   * Records that the person's accept of question `id` is acted on: true the first time, false when it
   * was already (a client that sends the same answer again acts once). Kept for `ttlMs`, as long as
   * the signed plan is accepted anyway.
   */
  actOnce(id: string, ttlMs: number): boolean {
    const now = this.#now();
    for (const [answered, expiresAt] of this.#answered) if (expiresAt <= now) this.#answered.delete(answered);
    if (this.#answered.has(id)) return false;
    this.#answered.set(id, now + ttlMs);
    return true;
  }

  /** A new token for `tool`'s `plan`, and when it stops working. */
  issue(tool: string, plan: ToolPlan): { token: string; expiresAt: string } {
    const now = this.#now();
    // Forget what can no longer be used, so that the map stays small.
    for (const [token, pending] of this.#pending) {
      if (pending.expiresAt <= now - this.#ttlMs) this.#pending.delete(token);
    }
    const token = `cfm_${randomBytes(18).toString('base64url')}`;
    const expiresAt = now + this.#ttlMs;
    this.#pending.set(token, { tool, binding: bindingOf(tool, plan), plan, expiresAt, used: false });
    return { token, expiresAt: new Date(expiresAt).toISOString() };
  }

  /**
   * What `token` was issued for, when `tool` may still use it; else why not. An expired token is spent
   * by this first use; one of another tool stays, for the change it was made for.
   */
  find(token: string, tool: string): Pending | Refusal {
    const pending = this.#pending.get(token);
    if (!pending) return 'unknown';
    if (pending.used) return 'used';
    if (pending.tool !== tool) return 'other-tool';
    if (this.#now() >= pending.expiresAt) {
      pending.used = true;
      return 'expired';
    }
    return pending;
  }

  /**
   * Spends `token` on the plan whose binding is `binding`: true when it may act now (once: a second
   * call with the same token, even at the same moment, is refused).
   */
  spend(token: string, binding: string): boolean {
    const pending = this.#pending.get(token);
    if (!pending || pending.used || pending.binding !== binding) return false;
    if (this.#now() >= pending.expiresAt) return false;
    pending.used = true;
    return true;
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
    case 'other-tool':
      return 'This confirmation token was issued for a change of another tool. Nothing was changed: confirm with the tool and arguments of its preview, or ask for a new preview.';
  }
}
