import { createHandlers, type OperationResolvers } from '@dbcloud/api-client/msw';
import type { HttpHandler } from 'msw';
import { findApiKey, seedApiKeys, tickApiKeys } from './areas/api-keys/index.js';
import { seedBackup } from './areas/backup/index.js';
import { seedBilling, tickBudgets } from './areas/billing/index.js';
import { seedMarketplace } from './areas/marketplace/index.js';
import { seedProducts, tickProducts } from './areas/products/index.js';
import { seedSupport } from './areas/support.js';
import { createControlHandlers } from './controls.js';
import { clientAddressOf, normalizeAddress } from './core/client-address.js';
import { FakeClock } from './core/clock.js';
import { createResolvers } from './core/pipeline.js';
import { type CallBudgets, DEFAULT_CALL_BUDGETS } from './core/rate-limit.js';
import { seedCore } from './core/seed.js';
import type { CoreWorld, Scenario, World } from './core/world.js';
import { implementation } from './implementation.js';

export interface FakeCloudOptions {
  /** The scenario of the default world. Default `default`. */
  scenario?: Scenario;
  /** Where the API lives, as msw matches it. Default `*\/api/v1` (any origin). */
  apiBaseUrl?: string;
  /** Where the controls live. Default `*\/__fake`. */
  controlsBaseUrl?: string;
  /**
   * The addresses of the proxies in front of the fake cloud, whose `X-Forwarded-For` is believed (see
   * core/client-address.ts). Default none: the client is the socket's remote address, whatever the
   * header says. A request that came through no socket (msw in the same process) comes from `local`;
   * list `local` to let such requests name their client in `X-Forwarded-For` (tests of per-client limits).
   */
  trustedProxies?: readonly string[];
  /**
   * The call budgets (core/rate-limit.ts), each policy given in full or left to its default: 120 calls a
   * minute per API key (`api-key`), 600 a minute per client address for other calls (`client`).
   */
  callBudgets?: Partial<CallBudgets>;
  /**
   * The portal's public origin (`https://portal.example`), the only base of mailed links: sign-in links,
   * invitations, reminders. Configuration, never taken from a request (its `Origin`, `Host` or
   * `X-Forwarded-Host` would let anyone have a sign-in link mailed that points at their own site). A
   * function is asked at each mail (a server that learns its own URL once it listens). Default
   * `http://127.0.0.1:4173`, where `npm start` serves the portal.
   */
  publicOrigin?: string | (() => string);
}

export const DEFAULT_PUBLIC_ORIGIN = 'http://127.0.0.1:4173';

/** The origin of an http(s) URL given as a public origin (a path, query or fragment is refused). */
export function checkPublicOrigin(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(
      `The fake cloud's public origin must be an http(s) origin, not ${JSON.stringify(value)}.`,
    );
  }
  const bare = url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !bare) {
    throw new Error(
      `The fake cloud's public origin must be an http(s) origin such as https://portal.example, not ${JSON.stringify(value)}.`,
    );
  }
  return url.origin;
}

export interface FakeCloud {
  /** msw handlers: every /api/v1 operation, then the /__fake controls. */
  readonly handlers: HttpHandler[];
  /**
   * The world of a fake-world id (the default world without one, or for an id that is not a world id:
   * see WORLD_ID).
   */
  world(worldId?: string): World;
  /** How many worlds are alive (the default one included): at most MAX_WORLDS besides the default. */
  worldCount(): number;
  /** Replaces a world with a fresh seed of a scenario, its clock starting at `startMs` (default: now). */
  reset(scenario?: Scenario, worldId?: string, startMs?: number): World;
  /**
   * The operations a browser page has called since the cloud started, in any world, whatever the answer
   * (`GET /__fake/operations`): the browser tests' record of what the screens use. A request counts when
   * it carries `Sec-Fetch-Mode`, which browsers send with a page's fetch and scripts (a test's own setup
   * calls, the SDK in Node) do not.
   */
  operationsCalledByPages(): string[];
  /** The public origin mailed links are built on (the `publicOrigin` option). */
  publicOrigin(): string;
}

/**
 * The most fake worlds kept besides the default one. Each is a full seed (a few MB; the `large` scenario
 * far more), so a client sending a new world cookie on every request would otherwise grow the process
 * without end. Beyond it the least recently used world is forgotten; a later request with its id gets a
 * fresh seed. Browser tests use a world per test and a few tests at a time, so a running test's world
 * is always among the most recent.
 */
export const MAX_WORLDS = 64;

/**
 * A well-formed world id: 1 to 64 letters, digits, dots, underscores and hyphens (the browser tests' ids
 * look like `e2e-4242-7-0a1b2c3d`). A cookie holding anything else is ignored: the request belongs to
 * the default world, as a real server ignores a cookie it does not understand.
 */
export const WORLD_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** The areas' slices of the world (each area adds its own to `World`, see core/world.ts). */
type Slices = Omit<World, keyof CoreWorld>;

/**
 * The seed of every slice, in seeding order (products first: the others refer to them). A slice an area
 * adds to `World` without a seed here is a type error.
 */
const SLICE_SEEDS: { [K in keyof Slices]: (world: World, scenario: Scenario) => Slices[K] } = {
  products: seedProducts,
  backup: seedBackup,
  billing: seedBilling,
  apiKeys: seedApiKeys,
  support: seedSupport,
  marketplace: seedMarketplace,
};

function seedSlice<K extends keyof Slices>(world: World, key: K, scenario: Scenario): void {
  const slices: Slices = world;
  slices[key] = SLICE_SEEDS[key](world, scenario);
}

/**
 * Builds a world: the core seed, then each area's slice. Its clock starts at `startMs` (default: now)
 * and the seed's dates are relative to that moment.
 */
export function createWorld(scenario: Scenario, startMs?: number): World {
  const clock = new FakeClock(startMs);
  // Complete once every slice is seeded; a seed sees the slices seeded before it.
  const world = seedCore(scenario, clock) as World;
  for (const key of Object.keys(SLICE_SEEDS) as (keyof Slices)[]) seedSlice(world, key, scenario);
  return world;
}

/** Applies what fake time has made due. */
export function tick(world: World, now: number): void {
  tickProducts(world, now);
  tickApiKeys(world, now);
  tickBudgets(world, now);
}

/** The resolvers, each adding its operation to `called` when a browser page calls it. */
function recordPageCalls(resolvers: OperationResolvers, called: Set<string>): OperationResolvers {
  const entries = Object.entries(resolvers).map(([operationId, resolve]) => [
    operationId,
    (info: { request: Request }) => {
      if (info.request.headers.has('sec-fetch-mode')) called.add(operationId);
      return (resolve as (info: { request: Request }) => unknown)(info);
    },
  ]);
  return Object.fromEntries(entries) as unknown as OperationResolvers;
}

/** Creates a fake cloud: a default world, more on demand (one per fake-world cookie). */
export function createFakeCloud(options: FakeCloudOptions = {}): FakeCloud {
  const defaultScenario = options.scenario ?? 'default';
  // The default world, then the others from least to most recently used (a Map keeps insertion order).
  let defaultWorld: World | undefined;
  const worlds = new Map<string, World>();
  const isWorldId = (worldId: string | undefined): worldId is string =>
    worldId !== undefined && worldId !== 'default' && WORLD_ID.test(worldId);
  const keep = (id: string, world: World) => {
    worlds.delete(id);
    worlds.set(id, world);
    for (const oldest of worlds.keys()) {
      if (worlds.size <= MAX_WORLDS) break;
      worlds.delete(oldest);
    }
    return world;
  };
  const calledByPages = new Set<string>();
  const trustedProxies = new Set((options.trustedProxies ?? []).map(normalizeAddress));
  const configured = options.publicOrigin ?? DEFAULT_PUBLIC_ORIGIN;
  if (typeof configured === 'string') checkPublicOrigin(configured);
  const publicOrigin = () => checkPublicOrigin(typeof configured === 'string' ? configured : configured());

  const cloud: FakeCloud = {
    handlers: [],
    world(worldId) {
      if (!isWorldId(worldId)) {
        defaultWorld ??= createWorld(defaultScenario);
        return defaultWorld;
      }
      return keep(worldId, worlds.get(worldId) ?? createWorld(defaultScenario));
    },
    worldCount: () => worlds.size + (defaultWorld ? 1 : 0),
    reset(scenario = defaultScenario, worldId, startMs) {
      const world = createWorld(scenario, startMs);
      if (!isWorldId(worldId)) {
        defaultWorld = world;
        return world;
      }
      return keep(worldId, world);
    },
    operationsCalledByPages: () => [...calledByPages].sort(),
    publicOrigin,
  };
  const resolvers = recordPageCalls(
    createResolvers(
      {
        worldFor: (id) => cloud.world(id),
        tick,
        findApiKey,
        clientOf: (request) => clientAddressOf(request, trustedProxies),
        callBudgets: { ...DEFAULT_CALL_BUDGETS, ...options.callBudgets },
        publicOrigin,
      },
      implementation,
    ),
    calledByPages,
  );
  (cloud.handlers as HttpHandler[]).push(
    ...createHandlers(resolvers, { baseUrl: options.apiBaseUrl ?? '*/api/v1' }),
    ...createControlHandlers(
      {
        worldFor: (id) => cloud.world(id),
        reset: (s, id, startMs) => cloud.reset(s, id, startMs),
        tick,
        operationsCalledByPages: cloud.operationsCalledByPages,
        publicOrigin,
      },
      options.controlsBaseUrl,
    ),
  );
  return cloud;
}
