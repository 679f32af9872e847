// What the pipeline asks of the fake cloud it runs in: the worlds, the fake clock's ticks, the API
// keys (an area's), the client's address, the call budgets and the public origin.
import type { Role } from '@dbcloud/api-client';
import type { CallBudgets } from '../rate-limit.js';
import type { World } from '../world.js';

/** The API key a bearer secret belongs to, as the api-keys area finds it. */
export interface ApiKeyCaller {
  readonly apiKeyId: string;
  /** The key's account: the only one its calls reach. */
  readonly domainName: string;
  /** The e-mail of the key's creator: the calls act on their behalf (audit log, support requests). */
  readonly createdBy: string;
  /** The roles the key was given (null: none in particular): it acts with those its creator holds. */
  readonly roles: readonly Role[] | null;
  /** True when the key may call only operations that change nothing (`x-changes-state: false`). */
  readonly readOnly: boolean;
  /** Records a call the key was accepted for (`lastUsedAt`). */
  markUsed(now: number): void;
}

export interface WorldSource {
  /** The world a request belongs to (chosen by the fake-world cookie; the default world otherwise). */
  worldFor(worldId: string | undefined): World;
  /** Applies everything that fake time has made due (product transitions, …). */
  tick(world: World, now: number): void;
  /**
   * The key of an API key secret. Throws a 401 problem for a secret no key has, and for an expired or
   * deactivated key (saying which).
   */
  findApiKey(world: World, secret: string, now: number): ApiKeyCaller;
  /** The address of the client that sent a request (core/client-address.ts). */
  clientOf(request: Request): string;
  /** The call budgets every call counts against (core/rate-limit.ts). */
  readonly callBudgets: CallBudgets;
  /** The configured public origin mailed links are built on (never a request's headers). */
  publicOrigin(): string;
}
