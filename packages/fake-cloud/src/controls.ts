// Controls of the fake cloud outside /api/v1: the dev mailbox, reset with a scenario, the
// fake clock, injected faults, the card provider kind and the operations browser pages have called. They act on the world the request belongs to.
import { type HttpHandler, HttpResponse, http } from 'msw';
import { parseCookies, WORLD_COOKIE } from './core/cookies.js';
import type { CardProviderKind, FaultRecord, Scenario, World } from './core/world.js';

export interface ControlTarget {
  worldFor(worldId: string | undefined): World;
  reset(scenario: Scenario, worldId: string | undefined, startMs?: number): World;
  /** Applies what fake time has made due (mail the clock's passing sends, such as key reminders). */
  tick(world: World, now: number): void;
  /** The operations browser pages have called, in every world (the browser tests' record). */
  operationsCalledByPages(): string[];
  /** The configured public origin: the base of the mailbox's links that are paths. */
  publicOrigin(): string;
}

const worldId = (request: Request) => parseCookies(request.headers.get('cookie'))[WORLD_COOKIE];

const invalid = (detail: string) =>
  HttpResponse.json(
    {
      type: 'https://dbcloud.dev/problems/validation',
      title: 'Your request is not valid',
      status: 400,
      detail,
    },
    { status: 400, headers: { 'Content-Type': 'application/problem+json' } },
  );

/** An ISO 8601 instant with its zone (`2027-01-01T00:20:00Z`) in ms; null for anything else. */
function instantMs(value: unknown): number | null {
  if (typeof value !== 'string') return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  // Date.parse rolls 30 February over into March: the calendar date must exist.
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  const ms = Date.parse(value);
  return Number.isFinite(ms) ? ms : null;
}

async function jsonBody(request: Request): Promise<Record<string, unknown>> {
  const text = await request.text();
  if (!text.trim()) return {};
  const value = JSON.parse(text) as unknown;
  return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
}

let nextFaultId = 1;

export function createControlHandlers(target: ControlTarget, prefix = '*/__fake'): HttpHandler[] {
  return [
    http.get(`${prefix}/mailbox`, ({ request }) => {
      const to = new URL(request.url).searchParams.get('to')?.toLowerCase();
      const world = target.worldFor(worldId(request));
      // The mail fake time has made due is in the mailbox without waiting for an API call.
      target.tick(world, world.clock.nowMs());
      const mail = world.mailbox
        .filter((m) => !to || m.to === to)
        .map((m) => ({ ...m, link: new URL(m.link, target.publicOrigin()).toString() }));
      return HttpResponse.json(mail);
    }),
    http.post(`${prefix}/reset`, async ({ request }) => {
      const body = await jsonBody(request).catch(() => null);
      if (!body)
        return invalid('The body must be JSON: {"scenario": "default" | "large", "now"?: "<ISO 8601>"}.');
      const scenario = body.scenario ?? 'default';
      if (scenario !== 'default' && scenario !== 'large')
        return invalid('scenario must be "default" or "large".');
      // A world created at a given moment (tests that depend on the date pin it): an instant with its zone.
      const now = body.now;
      const startMs = instantMs(now);
      if (now !== undefined && startMs === null)
        return invalid('now must be an ISO 8601 instant with its zone, such as "2027-01-01T00:20:00Z".');
      const world = target.reset(scenario, worldId(request), startMs ?? undefined);
      return HttpResponse.json({ scenario: world.scenario, now: world.clock.now().toISOString() });
    }),
    http.get(`${prefix}/clock`, ({ request }) =>
      HttpResponse.json({ now: target.worldFor(worldId(request)).clock.now().toISOString() }),
    ),
    http.post(`${prefix}/clock`, async ({ request }) => {
      const body = await jsonBody(request).catch(() => null);
      const minutes = body?.advanceMinutes;
      if (typeof minutes !== 'number' || !Number.isFinite(minutes) || minutes < 0) {
        return invalid('advanceMinutes must be a number of minutes, 0 or more.');
      }
      const world = target.worldFor(worldId(request));
      world.clock.advance(minutes);
      return HttpResponse.json({ now: world.clock.now().toISOString() });
    }),
    http.post(`${prefix}/faults`, async ({ request }) => {
      const body = await jsonBody(request).catch(() => null);
      const match = body?.match as FaultRecord['match'] | undefined;
      if (!body || !match || typeof match !== 'object') {
        return invalid('A fault needs match: {operationId? | method?, path?}.');
      }
      const { status, networkError, dropAnswer, delayMs, times, probability, retryAfter } = body as Record<
        string,
        unknown
      >;
      if (status === undefined && !networkError && !dropAnswer && delayMs === undefined) {
        return invalid('A fault needs status, networkError, dropAnswer or delayMs.');
      }
      if (status !== undefined && (typeof status !== 'number' || status < 400 || status > 599)) {
        return invalid('status must be an HTTP error status (400-599).');
      }
      if (
        retryAfter !== undefined &&
        (status === undefined ||
          !(
            (typeof retryAfter === 'number' && Number.isInteger(retryAfter) && retryAfter >= 0) ||
            (typeof retryAfter === 'string' && !Number.isNaN(Date.parse(retryAfter)))
          ))
      ) {
        return invalid('retryAfter goes with a status: whole seconds (0 or more) or an HTTP date.');
      }
      const fault: FaultRecord = {
        id: nextFaultId++,
        match: {
          operationId: typeof match.operationId === 'string' ? match.operationId : undefined,
          method: typeof match.method === 'string' ? match.method : undefined,
          path: typeof match.path === 'string' ? match.path : undefined,
        },
        status: status as number | undefined,
        networkError: networkError === true,
        dropAnswer: dropAnswer === true,
        delayMs: typeof delayMs === 'number' ? delayMs : undefined,
        remaining: typeof times === 'number' ? times : undefined,
        probability: typeof probability === 'number' ? probability : undefined,
        retryAfter: retryAfter === undefined ? undefined : String(retryAfter),
      };
      target.worldFor(worldId(request)).faults.push(fault);
      return HttpResponse.json(fault, { status: 201 });
    }),
    http.delete(`${prefix}/faults`, ({ request }) => {
      const world = target.worldFor(worldId(request));
      const cleared = world.faults.length;
      world.faults.length = 0;
      return HttpResponse.json({ cleared });
    }),
    http.get(`${prefix}/operations`, () =>
      HttpResponse.json({ calledByPages: target.operationsCalledByPages() }),
    ),
    http.get(`${prefix}/card-provider`, ({ request }) =>
      HttpResponse.json({ kind: target.worldFor(worldId(request)).cardProviderKind }),
    ),
    http.post(`${prefix}/card-provider`, async ({ request }) => {
      const body = await jsonBody(request).catch(() => null);
      const kind = body?.kind;
      if (kind !== 'demo' && kind !== 'hosted') return invalid('kind must be "demo" or "hosted".');
      const world = target.worldFor(worldId(request));
      world.cardProviderKind = kind satisfies CardProviderKind;
      return HttpResponse.json({ kind });
    }),
  ];
}
