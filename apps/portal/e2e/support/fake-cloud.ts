// The fake cloud's controls (/__fake, packages/fake-cloud/README.md) through the context's request
// API: it shares the browser context's cookies, so every call acts on the test's own world.
import type { APIResponse, BrowserContext, Page } from 'playwright-core';
import { RESTORE_USER_TIMING } from './navigation';

/** A page or its browser context: both carry the context's cookies. */
export type WorldTarget = Page | BrowserContext;

export interface Mail {
  to: string;
  subject: string;
  /** Absolute URL on the preview server. */
  link: string;
  sentAt: string;
}

export interface FaultInput {
  match: { operationId?: string; method?: string; path?: string };
  status?: number;
  networkError?: boolean;
  delayMs?: number;
  times?: number;
  probability?: number;
}

export interface Fault extends FaultInput {
  id: number;
}

export type Scenario = 'default' | 'large';

async function json<T>(what: string, response: APIResponse): Promise<T> {
  if (!response.ok()) {
    throw new Error(`${what} answered ${response.status()}: ${await response.text()}`);
  }
  return (await response.json()) as T;
}

/** Every mail the world "sent" (oldest first), to one address when `to` is given. */
export async function mailbox(target: WorldTarget, to?: string): Promise<Mail[]> {
  const query = to ? `?to=${encodeURIComponent(to)}` : '';
  return json('GET /__fake/mailbox', await target.request.get(`/__fake/mailbox${query}`));
}

/** The newest mail to an address whose link contains `linkContains`; fails when there is none. */
export async function latestMail(target: WorldTarget, to: string, linkContains = ''): Promise<Mail> {
  const mail = (await mailbox(target, to)).filter((m) => m.link.includes(linkContains)).at(-1);
  if (!mail)
    throw new Error(`No mail to ${to}${linkContains ? ` with a link containing ${linkContains}` : ''}.`);
  return mail;
}

/** The fake clock's time in the test's world. */
export async function fakeNow(target: WorldTarget): Promise<Date> {
  const { now } = await json<{ now: string }>('GET /__fake/clock', await target.request.get('/__fake/clock'));
  return new Date(now);
}

const contextOf = (target: WorldTarget): BrowserContext => ('context' in target ? target.context() : target);
const clocked = new WeakSet<BrowserContext>();

/**
 * Puts the context's pages on Playwright's clock (fake timers that flow with real time until a test
 * pauses or moves them), set to the world's time. Only the tests that move a page's time call it, before
 * they open the page whose timers they drive: the other tests keep the browser's own timers. Chromium
 * reads the same machine clock as the fake cloud (under faketime too, see browser.ts), so without this
 * the pages and the world already agree on "now". Idempotent: a second install would restart the clock.
 */
export async function installClock(target: WorldTarget): Promise<void> {
  const context = contextOf(target);
  if (clocked.has(context)) return;
  clocked.add(context);
  await context.clock.install({ time: await fakeNow(context) });
  // The fake clock's performance object answers no User Timing marks: give them back (after its script).
  await context.addInitScript({ content: RESTORE_USER_TIMING });
  await Promise.all(context.pages().map((page) => page.evaluate(RESTORE_USER_TIMING)));
}

/**
 * Moves the world's fake clock forward (products finish creating, links expire, cooldowns end), and
 * the pages' clock with it (`clock.setSystemTime`: no page timer fires for the jump), so the pages and
 * the fake cloud keep agreeing on the time.
 */
export async function advanceClock(target: WorldTarget, minutes: number): Promise<Date> {
  await installClock(target);
  const response = await target.request.post('/__fake/clock', { data: { advanceMinutes: minutes } });
  const now = new Date((await json<{ now: string }>('POST /__fake/clock', response)).now);
  await target.clock.setSystemTime(now);
  return now;
}

/** Injects a failure into the world's /api/v1 (a status, a dropped connection or a delay). */
export async function injectFault(target: WorldTarget, fault: FaultInput): Promise<Fault> {
  return json('POST /__fake/faults', await target.request.post('/__fake/faults', { data: fault }));
}

/** Removes every injected fault. */
export async function clearFaults(target: WorldTarget): Promise<void> {
  await json('DELETE /__fake/faults', await target.request.delete('/__fake/faults'));
}

/** Replaces the world with a fresh seed (`large` adds megacorp's 1,000 products). */
export async function resetWorld(
  target: WorldTarget,
  scenario: Scenario = 'default',
  options: { at?: Date } = {},
): Promise<void> {
  const data = options.at ? { scenario, now: options.at.toISOString() } : { scenario };
  const { now } = await json<{ now: string }>(
    'POST /__fake/reset',
    await target.request.post('/__fake/reset', { data }),
  );
  // The pages' clock follows the world's, which a reset restarts (at `at`, or the server's time).
  if (options.at || clocked.has(contextOf(target))) {
    await installClock(target);
    await target.clock.setSystemTime(new Date(now));
  }
}

export type CardProviderKind = 'demo' | 'hosted';

/** Which card fields GET configuration names in this world: the demo's, or the provider's hosted fields. */
export async function setCardProvider(target: WorldTarget, kind: CardProviderKind): Promise<void> {
  await json(
    'POST /__fake/card-provider',
    await target.request.post('/__fake/card-provider', { data: { kind } }),
  );
}
