import { createHandlers, type OperationResolvers } from '@dbcloud/api-client/msw';
import type { HttpHandler } from 'msw';
import { findApiKey, seedApiKeys, tickApiKeys } from './areas/api-keys.js';
import { seedBackup } from './areas/backup/index.js';
import { seedBilling } from './areas/billing/index.js';
import { seedMarketplace } from './areas/marketplace.js';
import { seedProducts, tickProducts } from './areas/products/index.js';
import { seedSupport } from './areas/support.js';
import { createControlHandlers } from './controls.js';
import { FakeClock } from './core/clock.js';
import { createResolvers } from './core/pipeline.js';
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
  };
  const resolvers = recordPageCalls(
    createResolvers({ worldFor: (id) => cloud.world(id), tick, findApiKey }, implementation),
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
      },
      options.controlsBaseUrl,
    ),
  );
  return cloud;
}
